/** @jest-environment jsdom */
import { act, fireEvent, render, screen, ShellIntl } from '../intl';
import { MemoryRouter } from 'react-router';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { modalStore } from '@mealplan/shared/ui';
import { AppFrame, CookieNotice, CookieNoticeAnsweredContext, RotateDeviceScreen } from '../../src/chrome';

function clearCookies(): void {
  document.cookie
    .split('; ')
    .filter(Boolean)
    .forEach((part) => {
      document.cookie = `${part.split('=')[0]}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    });
}

const inRouter = (node: React.ReactNode) => render(<MemoryRouter>{node}</MemoryRouter>);

beforeEach(clearCookies);

describe('CookieNotice', () => {
  it('shows until Ok is pressed, then sets showCookieMessage for 10000 days', () => {
    const written: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    const spy = jest.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      written.push(value);
      descriptor.set!.call(document, value);
    });
    try {
      inRouter(<CookieNotice />);
      expect(screen.getByRole('region', { name: 'Cookie notice' })).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'Ok' }));
      expect(screen.queryByRole('region', { name: 'Cookie notice' })).toBeNull();
      const cookie = written.find((value) => value.startsWith('showCookieMessage=false'));
      expect(Number(/max-age=(\d+)/.exec(cookie ?? '')?.[1]) / 86_400).toBe(10_000);
    } finally {
      spy.mockRestore();
    }
  });

  it('stays hidden once accepted', () => {
    document.cookie = 'showCookieMessage=false; path=/';
    inRouter(<CookieNotice />);
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).toBeNull();
  });

  describe('in a prerendered page', () => {
    const notice = (
      <ShellIntl>
        <MemoryRouter>
          <CookieNotice />
        </MemoryRouter>
      </ShellIntl>
    );
    /** The page as the prerender makes it, for a visitor who has (`answered`) or has not tapped Ok. */
    const prerendered = (answered: boolean) => renderToString(<CookieNoticeAnsweredContext value={answered}>{notice}</CookieNoticeAnsweredContext>);

    it('is in the HTML of a first visit, its Ok waiting for the script, and not in the copy for a visitor who tapped Ok', () => {
      document.cookie = 'showCookieMessage=false; path=/';
      const page = document.createElement('div');
      page.innerHTML = prerendered(false);
      expect(page.querySelector('section[aria-label="Cookie notice"]')?.textContent).toContain('Ok');
      const ok = page.querySelector('button');
      expect([ok?.disabled, ok?.hasAttribute('data-until-script')]).toEqual([true, true]);
      // Rendered without browser cookies: the document's cookie does not decide, the prerender does.
      expect(prerendered(true)).toBe('');
    });

    it.each([
      ['a first visit', '', false],
      ['a visitor who tapped Ok', 'showCookieMessage=false', true],
    ])('hydrates the copy the server sends %s (by the same cookie) with no mismatch', async (_visitor, cookie, answered) => {
      if (cookie) document.cookie = `${cookie}; path=/`;
      const container = document.body.appendChild(document.createElement('div'));
      container.innerHTML = prerendered(answered);
      const errors: unknown[] = [];
      await act(async () => {
        hydrateRoot(container, notice, { onRecoverableError: (error) => errors.push(error) });
      });
      expect(errors).toEqual([]);
      const ok = container.querySelector('button');
      expect(ok === null).toBe(answered);
      if (!ok) return;
      // Once React has it, Ok works.
      expect(ok.disabled).toBe(false);
      await act(async () => ok.click());
      expect(container.innerHTML).toBe('');
      container.remove();
    });

    it('hydrates the copy with the notice when Ok was tapped before React had the page (the loader wrote the cookie), then lets it go', async () => {
      const container = document.body.appendChild(document.createElement('div'));
      container.innerHTML = prerendered(false);
      const ok = container.querySelector('button')!;
      // What the loader writes at the tap is what the button carries.
      document.cookie = ok.getAttribute('data-sets-cookie')!;
      expect(ok.getAttribute('data-hides')).toBe(container.querySelector('section')!.id);
      const errors: unknown[] = [];
      await act(async () => {
        hydrateRoot(container, notice, { onRecoverableError: (error) => errors.push(error) });
      });
      expect(errors).toEqual([]);
      expect(container.innerHTML).toBe('');
      container.remove();
    });
  });
});

describe('AppFrame', () => {
  it('renders the routes, the rotate screen, the cookie notice and the generic modal', () => {
    inRouter(
      <AppFrame>
        <p>route content</p>
      </AppFrame>,
    );
    expect(screen.getByText('route content')).toBeTruthy();
    expect(screen.getByText('Please turn your device')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Cookie notice' })).toBeTruthy();
    act(() => modalStore.showError('Something went wrong'));
    expect(screen.getByRole('dialog', { name: 'Error' }).textContent).toContain('Something went wrong');
    act(() => modalStore.clear());
  });
});

describe('RotateDeviceScreen', () => {
  it('says Please turn your device', () => {
    render(<RotateDeviceScreen />);
    expect(screen.getByText('Please turn your device')).toBeTruthy();
  });
});
