/** @jest-environment jsdom */
// The thread form and the comment form (spec 3 §2, §5, §8) on react-final-form: the server's field errors beside
// their fields, a changed field losing its error, a saved thread opening its page, a posted comment in the list.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { RequestError, sessionStore, socketClient } from '@mealplan/shared/session';
import ContentRoutes from '../../src/Routes';

const ERRORS = {
  title: 'The title must be 3 to 150 characters long',
  category_id: 'Please choose a category',
  text: 'Please write the text of your discussion',
};
const saved = { id: 9, title: 'Suhoor ideas', text: '<p>Oats with dates</p>', category_id: 1, created_at: 0, user_id: 4 };
const comment = { id: 1, user_id: 4, author: 'Reem', text: 'I will try the labneh.', created_at: 0 };

/** The first render loads the page lazily, with its editor: on a busy machine that takes more than findBy's second. */
const LOADING = { timeout: 10_000 };

const request = jest.spyOn(socketClient, 'call');
/** The forum calls made, as `key data`. */
const forumCalls = () => request.mock.calls.filter(([channel]) => channel === 'forum').map(([, key, data]) => [key, data]);

beforeEach(() => {
  request.mockReset();
  request.mockImplementation(((channel: string, key: string, data: { threadData?: { title: string } }) => {
    if (channel === 'get_arrays') return Promise.resolve({ forumCategories: { 1: 'General Discussion' } });
    if (channel === 'settings') return Promise.resolve([]);
    if (key === 'set') {
      return data.threadData?.title === 'Suhoor ideas'
        ? Promise.resolve({ threadId: 9 })
        : Promise.reject(new RequestError('Please correct the errors', 'setErr', {}, ERRORS));
    }
    if (key === 'get') return Promise.resolve({ threadData: saved });
    if (key === 'comments') return Promise.resolve({ comments: [] });
    if (key === 'comment') return Promise.resolve({ comment });
    return Promise.reject(new Error(`unexpected ${channel} ${key}`));
  }) as never);
  act(() => sessionStore.setUser({ token: 't', user_id: 4, firstName: 'Reem' }));
});
afterEach(() => act(() => sessionStore.logout()));

it("shows the server's field errors, drops one once its field changes, and opens the saved thread", async () => {
  render(
    <MemoryRouter initialEntries={['/nutrition-support/forum/add']}>
      <ContentRoutes />
    </MemoryRouter>,
  );
  expect(await screen.findByRole('heading', { level: 1, name: 'New discussion' }, LOADING)).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText(ERRORS.title)).toBeTruthy();
  expect(screen.getByText(ERRORS.category_id)).toBeTruthy();
  expect(screen.getByText(ERRORS.text)).toBeTruthy();
  expect(forumCalls()).toEqual([['set', { threadData: { title: '', text: '' } }]]);

  fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Suhoor ideas' } });
  expect(screen.queryByText(ERRORS.title)).toBeNull();
  expect(screen.getByText(ERRORS.category_id)).toBeTruthy();
  fireEvent.change(await screen.findByLabelText('Category'), { target: { value: '1' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));

  expect(await screen.findByRole('heading', { level: 1, name: 'Suhoor ideas' }, LOADING)).toBeTruthy();
  expect(forumCalls().slice(1, 3)).toEqual([
    ['set', { threadData: { title: 'Suhoor ideas', category_id: 1, text: '' } }],
    ['get', { threadId: 9 }],
  ]);
});

it('posts a comment, lists it and empties the field', async () => {
  render(
    <MemoryRouter initialEntries={['/nutrition-support/forum/thread/9']}>
      <ContentRoutes />
    </MemoryRouter>,
  );
  expect(await screen.findByText('No comments yet. Be the first to comment.', {}, LOADING)).toBeTruthy();
  const post = screen.getByRole('button', { name: 'Post comment' });
  expect(post.hasAttribute('disabled')).toBe(true);
  fireEvent.change(screen.getByLabelText('Your comment'), { target: { value: comment.text } });
  fireEvent.click(post);
  const list = await screen.findByRole('list', { name: 'Comments on this discussion' });
  expect(list.textContent).toContain(comment.text);
  expect((screen.getByLabelText('Your comment') as HTMLTextAreaElement).value).toBe('');
  expect(forumCalls()).toContainEqual(['comment', { threadId: 9, text: comment.text }]);
});
