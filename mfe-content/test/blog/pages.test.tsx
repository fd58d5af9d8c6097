/** @jest-environment jsdom */
// /nutrition-support/blog and /nutrition-support/blog/article/:id (spec 3 §2), against a server in memory.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { encodeContent } from '@mealplan/shared/html';
import { socketClient } from '@mealplan/shared/session';
import { ArticlePage } from '../../src/features/blog/ArticlePage';
import { BlogPage } from '../../src/features/blog/BlogPage';
import { ContentIntl } from '../../src/i18n';
import { FakeBlog, seeded } from './fakeBlog';

const CATEGORIES = { '3': 'Fitness & Recovery', '1': 'Nutrition Basics', '2': 'Weight Management' };

/** The IntersectionObserver the page uses: each observed element, and a way to bring one into view. */
const observed = new Map<Element, IntersectionObserverCallback>();
class FakeObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(element: Element) {
    observed.set(element, this.callback);
  }
  disconnect() {
    for (const [element, callback] of observed) if (callback === this.callback) observed.delete(element);
  }
}
function scrollTo(element: Element) {
  const callback = observed.get(element);
  if (!callback) throw new Error('That element is not watched');
  act(() => callback([{ isIntersecting: true, target: element } as IntersectionObserverEntry], {} as IntersectionObserver));
}

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

/** The page at `path`, its blog calls answered by `server`. */
function renderAt(path: string, server: FakeBlog) {
  blogServer = server;
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ContentIntl>
        <Routes>
          <Route path="/nutrition-support/blog" element={<BlogPage />} />
          <Route path="/nutrition-support/blog/article/:id" element={<ArticlePage />} />
        </Routes>
        <Where />
      </ContentIntl>
    </MemoryRouter>,
  );
}

const tabList = () => within(document.querySelector<HTMLElement>('[role="tablist"]')!);
const cardTitles = () => [...document.querySelectorAll('.blog-card__title')].map((heading) => heading.textContent);

let blogServer = new FakeBlog([]);

beforeAll(() => {
  Object.assign(globalThis, { IntersectionObserver: FakeObserver });
  jest
    .spyOn(socketClient, 'call')
    .mockImplementation(((channel: string, key: string, data: Record<string, unknown>) =>
      channel === 'get_arrays' ? Promise.resolve({ blogCategories: CATEGORIES }) : blogServer.answer({ channel, key, data })) as never);
});

it('opens on the lowest category and shows its first 20 cards: image, date, title link, description, tags', async () => {
  const server = new FakeBlog(seeded());
  renderAt('/nutrition-support/blog', server);
  expect(await screen.findByText('Article 1')).toBeTruthy();
  expect(document.querySelector('h1')?.textContent).toBe('Blog');
  expect(
    tabList()
      .getAllByRole('tab', { hidden: true })
      .map((tab) => tab.textContent),
  ).toEqual(['All articles', 'Nutrition Basics', 'Weight Management', 'Fitness & Recovery']);
  expect(tabList().getByRole('tab', { name: 'Nutrition Basics', hidden: true }).getAttribute('aria-selected')).toBe('true');
  expect(cardTitles()).toHaveLength(20);
  const first = screen.getByText('Article 1').closest('article')!;
  expect(first.querySelector('h2 a')?.getAttribute('href')).toBe('/nutrition-support/blog/article/1');
  expect(within(first).getByText('About article 1')).toBeTruthy();
  expect(first.querySelector('ul[aria-label="Tags"]')?.textContent).toBe('tag 1');
  expect(first.querySelector('img')?.getAttribute('src')).toBe('/media/dishes/1001.svg');
  expect(first.querySelector('time')?.textContent).toMatch(/^\d{1,2} \w+ \d{4}$/);
  expect(server.requests).toEqual([{ offset: 0, limit: 20, categories: [1] }]);
});

it('loads the next 20 as the last card comes near, and says when the category has no more', async () => {
  const server = new FakeBlog(seeded());
  renderAt('/nutrition-support/blog', server);
  expect(await screen.findByText('Article 20')).toBeTruthy();
  scrollTo(screen.getByText('Article 20').closest('article')!);
  expect(await screen.findByText('Article 23')).toBeTruthy();
  expect(cardTitles()).toEqual(Array.from({ length: 23 }, (_, i) => `Article ${i + 1}`));
  expect(screen.getByText('You have seen every article in this category.')).toBeTruthy();
  expect(server.requests).toEqual([
    { offset: 0, limit: 20, categories: [1] },
    { offset: 20, limit: 20, categories: [1] },
  ]);
});

it('filters by category, keeps the choice in the address, and lists every article under All articles', async () => {
  const server = new FakeBlog(seeded());
  renderAt('/nutrition-support/blog', server);
  await screen.findByText('Article 1');
  fireEvent.click(tabList().getByRole('tab', { name: 'Fitness & Recovery' }));
  expect(await screen.findByText('Article 36')).toBeTruthy();
  expect(cardTitles()).toEqual(Array.from({ length: 10 }, (_, i) => `Article ${36 + i}`));
  expect(screen.getByTestId('where').textContent).toBe('/nutrition-support/blog?category=3');
  fireEvent.click(tabList().getByRole('tab', { name: 'All articles' }));
  expect(await screen.findByText('Article 1')).toBeTruthy();
  expect(server.requests.at(-1)).toEqual({ offset: 0, limit: 20, categories: [999999999] });
});

it('opens the category the address names', async () => {
  const server = new FakeBlog(seeded());
  renderAt('/nutrition-support/blog?category=2', server);
  expect(await screen.findByText('Article 24')).toBeTruthy();
  expect(tabList().getByRole('tab', { name: 'Weight Management' }).getAttribute('aria-selected')).toBe('true');
});

it('shows an article: back arrow, image, category, decoded body, previous and next cards', async () => {
  const posts = seeded();
  posts[4] = {
    ...posts[4]!,
    text: encodeContent('<p>Protein keeps you full.</p><ul><li>Eggs</li><li>Lentils</li></ul><script>window.stolen = 1</script>'),
    prevPost: { id: 6, title: 'Article 6', image: '/media/dishes/1006.svg' },
    nextPost: { id: 4, title: 'Article 4', image: '/media/dishes/1004.svg' },
  };
  renderAt('/nutrition-support/blog/article/5', new FakeBlog(posts));
  expect(await screen.findByRole('heading', { level: 1, name: 'Article 5' })).toBeTruthy();
  expect(screen.getByRole('link', { name: /Back to the blog/ }).getAttribute('href')).toBe('/nutrition-support/blog');
  expect(screen.getByRole('link', { name: 'Nutrition Basics' }).getAttribute('href')).toBe('/nutrition-support/blog?category=1');
  expect(screen.getByText('Protein keeps you full.')).toBeTruthy();
  expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Eggs', 'Lentils']);
  expect(document.querySelector('script')).toBeNull();
  const more = screen.getByRole('navigation', { name: 'More articles' });
  expect(
    within(more)
      .getByRole('link', { name: /Previous article\s*Article 6/ })
      .getAttribute('href'),
  ).toBe('/nutrition-support/blog/article/6');
  fireEvent.click(within(more).getByRole('link', { name: /Next article\s*Article 4/ }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Article 4' })).toBeTruthy();
  expect(screen.getByTestId('where').textContent).toBe('/nutrition-support/blog/article/4');
});

it('shows 404 Not found for an article that does not exist or an id that is not one', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { unmount } = renderAt('/nutrition-support/blog/article/999', new FakeBlog(seeded()));
  expect(await screen.findByText('Not found')).toBeTruthy();
  unmount();
  renderAt('/nutrition-support/blog/article/first', new FakeBlog(seeded()));
  expect(await screen.findByText('404')).toBeTruthy();
});
