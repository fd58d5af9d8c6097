/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '../intl';
import { MemoryRouter } from 'react-router';
import { localeStore, reflectLocaleOn } from '@mealplan/shared/i18n';
import { sessionStore } from '@mealplan/shared/session';
import { AppFrame } from '../../src/chrome';

afterEach(() => act(() => localeStore.choose('en')));

describe('the language switch', () => {
  it('is on the guest pages: choosing العربية turns the shell Arabic, right to left, without a reload, keeping typed text', async () => {
    const stop = reflectLocaleOn(document.documentElement, localeStore);
    act(() => sessionStore.logout());
    render(
      <MemoryRouter>
        <AppFrame>
          <label>
            Typed <input defaultValue="" />
          </label>
        </AppFrame>
      </MemoryRouter>,
    );
    const input = screen.getByRole('textbox');
    fireEvent.change(input, { target: { value: 'sara@example.com' } });
    expect(screen.getByRole('region', { name: 'Cookie notice' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'العربية' }));

    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    // The shell's Arabic texts are loaded on the switch (their own chunk): the English page stays until they are there.
    expect(await screen.findByRole('region', { name: 'إشعار ملفات تعريف الارتباط' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'موافق' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'العربية' }).getAttribute('aria-pressed')).toBe('true');
    expect((screen.getByRole('textbox') as HTMLInputElement).value).toBe('sara@example.com');
    expect(document.cookie).toContain('locale=ar');

    fireEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(screen.getByRole('button', { name: 'Ok' })).toBeTruthy();
    expect(document.documentElement.dir).toBe('ltr');
    stop();
  });
});
