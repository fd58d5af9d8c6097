/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '../intl';
import { MemoryRouter } from 'react-router';
import { modalStore } from '@mealplan/shared/ui';
import { AppFrame, CookieNotice, RotateDeviceScreen } from '../../src/chrome';

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
      const expires = Date.parse(/expires=([^;]+)/.exec(cookie ?? '')?.[1] ?? '');
      const days = (expires - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(9_999);
      expect(days).toBeLessThanOrEqual(10_000);
    } finally {
      spy.mockRestore();
    }
  });

  it('stays hidden once accepted', () => {
    document.cookie = 'showCookieMessage=false; path=/';
    inRouter(<CookieNotice />);
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).toBeNull();
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
