/** @jest-environment jsdom */
import { act, render, screen } from '../intl';
import { sessionStore } from '@mealplan/shared/session';
import { ReconnectingNotice } from '../../src/chrome/ReconnectingNotice';
import ar from '../../src/i18n/ar.json';

afterEach(() => act(() => sessionStore.setReconnecting(false)));

describe('ReconnectingNotice', () => {
  it('shows while a session check is retried and goes when it passes', () => {
    render(<ReconnectingNotice />);
    expect(screen.queryByRole('status')).toBeNull();
    act(() => sessionStore.setReconnecting(true));
    expect(screen.getByRole('status').textContent).toBe('Reconnecting… You are still signed in.');
    act(() => sessionStore.setReconnecting(false));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('has its Arabic text', () => {
    expect(ar['shell.reconnecting']).toBe('جارٍ إعادة الاتصال… ما زلت مسجّلاً الدخول.');
  });
});
