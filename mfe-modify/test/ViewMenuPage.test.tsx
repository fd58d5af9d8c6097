/** @jest-environment jsdom */
// /viewmenu ('View My Menu', spec 1 §2, 3 §2): the interface language is offered first, 'View menu PDF' opens the
// PDF's link in the tab it opened at the click, a blocked tab leaves the link on the page, 'Mail menu PDF' shows the
// server's confirmation. The socket client's calls are answered by the test.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { localeStore } from '@mealplan/shared/i18n';
import { socketClient } from '@mealplan/shared/session';
import ModifyRoutes from '../src/Routes';

const calls: Array<{ channel: string; key: string; data: unknown }> = [];

beforeEach(() => {
  calls.length = 0;
  jest.spyOn(socketClient, 'call').mockImplementation(((channel: string, key: string, data: { is_arabic: boolean }) => {
    calls.push({ channel, key, data });
    if (key === 'exportPdf') return Promise.resolve({ url: `/api/menu-pdf/7?l=${data.is_arabic ? 'ar' : 'en'}` });
    if (key === 'mailPdf') return Promise.resolve({ message: 'Your menu has been sent to your email as a PDF.' });
    return Promise.reject(new Error(`no answer for ${channel} ${key}`));
  }) as never);
});
afterEach(() => {
  jest.restoreAllMocks();
  act(() => localeStore.choose('en'));
});

function renderPage() {
  return render(
    <MemoryRouter initialEntries={['/viewmenu']}>
      <ModifyRoutes />
    </MemoryRouter>,
  );
}

it('offers English first in English and opens the PDF in the new tab', async () => {
  const tab = { opener: {} as unknown, location: { href: '' }, close: jest.fn() };
  jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
  renderPage();
  // The page loads lazily: its first import takes longer than findBy's second on a loaded machine.
  expect(await screen.findByRole('heading', { name: 'View My Menu', level: 1 }, { timeout: 10_000 })).toBeTruthy();
  const radios = screen.getAllByRole('radio');
  expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(['en', 'ar']);
  expect((radios[0] as HTMLInputElement).checked).toBe(true);

  fireEvent.click(screen.getByRole('radio', { name: 'Arabic (العربية)' }));
  fireEvent.click(screen.getByRole('button', { name: 'View menu PDF' }));
  expect(await screen.findByRole('link', { name: 'Open my menu PDF' })).toHaveProperty('href', expect.stringContaining('/api/menu-pdf/7?l=ar'));
  expect(calls).toEqual([{ channel: 'order', key: 'exportPdf', data: { is_arabic: true } }]);
  expect(tab.location.href).toBe('/api/menu-pdf/7?l=ar');
  expect(tab.opener).toBeNull();
});

it('keeps the link when the browser blocks the tab, and mails the PDF', async () => {
  jest.spyOn(window, 'open').mockReturnValue(null);
  renderPage();
  fireEvent.click(await screen.findByRole('button', { name: 'View menu PDF' }));
  expect(await screen.findByRole('link', { name: 'Open my menu PDF' })).toHaveProperty('href', expect.stringContaining('/api/menu-pdf/7?l=en'));
  fireEvent.click(screen.getByRole('button', { name: 'Mail menu PDF' }));
  expect(await screen.findByText('Your menu has been sent to your email as a PDF.')).toBeTruthy();
  expect(calls.at(-1)).toEqual({ channel: 'order', key: 'mailPdf', data: { is_arabic: false } });
});

it('offers Arabic first in Arabic', async () => {
  act(() => localeStore.choose('ar'));
  renderPage();
  expect(await screen.findByRole('heading', { name: 'عرض قائمتي', level: 1 })).toBeTruthy();
  const radios = screen.getAllByRole('radio');
  expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(['ar', 'en']);
  expect((radios[0] as HTMLInputElement).checked).toBe(true);
});
