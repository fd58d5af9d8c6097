/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { encodeContent } from '@mealplan/shared/html';
import { sessionStore, socketClient } from '@mealplan/shared/session';
import ContentRoutes from '../src/Routes';

const request = jest.spyOn(socketClient, 'call');

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ContentRoutes />
    </MemoryRouter>,
  );
}

beforeEach(() => request.mockReset());

it('looks a static route up by its alias and shows the page', async () => {
  request.mockResolvedValue({ name: 'Terms and conditions', description: 'Please read carefully', content: '<p>Orders are final.</p>' });
  renderAt('/terms');
  expect(await screen.findByRole('heading', { name: 'Terms and conditions' })).toBeTruthy();
  expect(screen.getByText('Orders are final.')).toBeTruthy();
  expect(request).toHaveBeenCalledWith('static_pages', 'get', { id: 'terms' });
});

it('shows the page content without anything the HTML allow-list removes', async () => {
  request.mockResolvedValue({
    name: 'Refunds',
    description: '',
    content:
      '<h2 onclick="steal()">Refunds</h2><p>Within <a href="javascript:steal()">45 days</a>.</p><img src="x" onerror="steal()"><script>steal()</script>',
  });
  const { container } = renderAt('/refunds');
  expect(await screen.findByRole('heading', { name: 'Refunds', level: 2 })).toBeTruthy();
  expect(container.querySelector('article.static-page')?.innerHTML).toBe('<h2>Refunds</h2><p>Within <a>45 days</a>.</p><img src="x">');
});

it('decodes the encoded content the server sends (spec 3 §3)', async () => {
  request.mockResolvedValue({
    name: 'Contact us',
    description: '',
    content: encodeContent('<h2>Opening hours</h2><p>8:00 AM to 11:00 PM · ساعات العمل</p>'),
  });
  renderAt('/page/contact');
  expect(await screen.findByRole('heading', { name: 'Opening hours', level: 2 })).toBeTruthy();
  expect(screen.getByText('8:00 AM to 11:00 PM · ساعات العمل')).toBeTruthy();
});

it('shows the raw text when the content does not decode (spec 3 §4)', async () => {
  request.mockResolvedValue({ name: 'Refunds', description: '', content: 'A 20% fee applies' });
  renderAt('/refunds');
  expect(await screen.findByText('A 20% fee applies')).toBeTruthy();
});

it('fetches the page again when the session check completes (cc), keeping it on screen meanwhile', async () => {
  act(() => sessionStore.setChecked(false));
  request.mockResolvedValueOnce({ name: 'Privacy Policy', description: '', content: encodeContent('<p>Before the check</p>') });
  renderAt('/privacy-policy');
  expect(await screen.findByText('Before the check')).toBeTruthy();
  expect(request).toHaveBeenCalledTimes(1);
  request.mockResolvedValueOnce({ name: 'Privacy Policy', description: '', content: encodeContent('<p>After the check</p>') });
  act(() => sessionStore.setChecked(true));
  expect(screen.getByText('Before the check')).toBeTruthy();
  expect(await screen.findByText('After the check')).toBeTruthy();
  expect(request).toHaveBeenCalledTimes(2);
  expect(request).toHaveBeenLastCalledWith('static_pages', 'get', { id: 'privacy-policy' });
});

it('uses the :alias of /page/:alias', async () => {
  request.mockResolvedValue({ name: 'About us', description: '', content: '' });
  renderAt('/page/about-us');
  expect(await screen.findByRole('heading', { name: 'About us' })).toBeTruthy();
  expect(request).toHaveBeenCalledWith('static_pages', 'get', { id: 'about-us' });
});

it('shows 404 Not found when the lookup fails', async () => {
  request.mockRejectedValue(new Error('Page not found'));
  renderAt('/no/such/page');
  expect(await screen.findByText('Not found')).toBeTruthy();
  expect(screen.getByText('404')).toBeTruthy();
  expect(request).toHaveBeenCalledWith('static_pages', 'get', { id: 'no/such/page' });
});

it('shows its spinner in the column the page comes in, so the page does not jump sideways when it comes', async () => {
  let answer: (page: { name: string; description: string; content: string }) => void = () => undefined;
  request.mockReturnValue(new Promise((resolve) => (answer = resolve)) as never);
  const { container } = renderAt('/terms');
  const width = () => [...(container.querySelector('main')?.classList ?? [])].filter((name) => /^ui-page--/.test(name));
  expect(await screen.findByRole('status')).toBeTruthy();
  const loadingWidth = width();
  await act(async () => answer({ name: 'Terms and conditions', description: '', content: '<p>Orders are final.</p>' }));
  expect(await screen.findByRole('heading', { name: 'Terms and conditions' })).toBeTruthy();
  expect(width()).toEqual(['ui-page--narrow']);
  expect(loadingWidth).toEqual(width());
});
