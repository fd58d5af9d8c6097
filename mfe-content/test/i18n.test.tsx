/** @jest-environment jsdom */
/** Issue 8: the content area's catalogue and its interface in Arabic (static pages themselves stay as written). */
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { localeStore } from '@mealplan/shared/i18n';
import { socketClient } from '@mealplan/shared/session';
import en from '../src/i18n/en.json';
import ar from '../src/i18n/ar.json';
import ContentRoutes from '../src/Routes';

const request = jest.spyOn(socketClient, 'call');

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ContentRoutes />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  request.mockReset();
  act(() => localeStore.choose('ar'));
});
afterAll(() => act(() => localeStore.choose('en')));

it('has an Arabic text for every English one, and no other', () => {
  expect(Object.keys(ar).sort()).toEqual(Object.keys(en).sort());
});

it('shows the nutrition-support landing in Arabic', async () => {
  renderAt('/nutrition-support');
  expect(await screen.findByRole('heading', { level: 1, name: 'الدعم الغذائي' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'اقرأ المدونة' }).getAttribute('href')).toBe('/nutrition-support/blog');
  expect(screen.getByRole('link', { name: 'انتقل إلى النقاشات' }).getAttribute('href')).toBe('/nutrition-support/forum');
});

it('keeps a static page as written, and its loading label in Arabic', async () => {
  let answer: (page: unknown) => void = () => undefined;
  request.mockReturnValue(new Promise((resolve) => (answer = resolve)) as never);
  renderAt('/terms');
  expect(await screen.findByLabelText('جارٍ تحميل الصفحة')).toBeTruthy();
  await act(async () => answer({ name: 'Terms and conditions', description: '', content: '<p>Orders are final.</p>' }));
  expect(await screen.findByRole('heading', { name: 'Terms and conditions' })).toBeTruthy();
  expect(screen.getByText('Orders are final.')).toBeTruthy();
});

it("switches back to the spec's English", async () => {
  renderAt('/nutrition-support');
  expect(await screen.findByRole('heading', { level: 1, name: 'الدعم الغذائي' })).toBeTruthy();
  act(() => localeStore.choose('en'));
  expect(await screen.findByRole('heading', { level: 1, name: 'Nutrition support' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Read the blog' })).toBeTruthy();
});

it('switches the forum between Arabic and English', async () => {
  request.mockImplementation(((channel: string) =>
    Promise.resolve(channel === 'get_arrays' ? { forumCategories: { 1: 'General Discussion' } } : { threads: [], page: 1 })) as never);
  renderAt('/nutrition-support/forum');
  expect(await screen.findByRole('heading', { level: 1, name: 'النقاشات' })).toBeTruthy();
  expect(screen.getByRole('tab', { name: 'كل النقاشات' })).toBeTruthy();
  act(() => localeStore.choose('en'));
  expect(await screen.findByRole('heading', { level: 1, name: 'Discussions' })).toBeTruthy();
  expect(screen.getByRole('tab', { name: 'My Discussions' })).toBeTruthy();
  expect(await screen.findByText('There are no discussions in this category')).toBeTruthy();
});
