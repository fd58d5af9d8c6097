/** @jest-environment jsdom */
import { act } from 'react';
import { makeAutoObservable } from 'mobx';
import { render, screen } from './intl';
import { TeamContact } from '../../src/ui/TeamContact';
import { contactDetails, type ContactSettings } from '../../src/ui/teamContact';

/** Settings as the session's SettingsStore holds them, loaded on request. */
class FakeSettings implements ContactSettings {
  loaded = false;
  entries: Record<string, { value: unknown }> = {};
  loads = 0;
  constructor(private readonly stored: Record<string, unknown>) {
    makeAutoObservable<FakeSettings, 'stored'>(this, { stored: false });
  }
  async load(): Promise<void> {
    this.loads += 1;
    this.entries = Object.fromEntries(Object.entries(this.stored).map(([alias, value]) => [alias, { value }]));
    this.loaded = true;
  }
  entry(alias: string) {
    return this.entries[alias];
  }
  text(alias: string): string {
    const value = this.entries[alias]?.value;
    return typeof value === 'string' ? value : '';
  }
}

const SEEDED = {
  contact_phones: ['+971 4 388 6620', '+971 50 712 4480'],
  contact_email: 'team@mealplan.ae',
  contact_whatsapp: '+971 50 712 4480',
  contact_address: 'Al Wasl Road',
  contact_address_ar: 'شارع الوصل',
};

describe('TeamContact (doc 2 §1: the WhatsApp line and the team)', () => {
  it('loads the settings and links the WhatsApp chat, each phone and the team email', async () => {
    const settings = new FakeSettings(SEEDED);
    render(<TeamContact settings={settings} />);
    await act(async () => undefined);
    expect(settings.loads).toBe(1);
    const box = screen.getByRole('region', { name: 'Questions? Talk to our team' });
    expect(box).toBeTruthy();
    expect(screen.getByRole('link', { name: 'WhatsApp +971 50 712 4480' }).getAttribute('href')).toBe('https://wa.me/971507124480');
    expect(screen.getByRole('link', { name: 'Call +971 4 388 6620' }).getAttribute('href')).toBe('tel:+97143886620');
    expect(screen.getByRole('link', { name: 'Call +971 50 712 4480' }).getAttribute('href')).toBe('tel:+971507124480');
    expect(screen.getByRole('link', { name: 'Email team@mealplan.ae' }).getAttribute('href')).toBe('mailto:team@mealplan.ae');
  });

  it('shows nothing while the settings hold no contact', async () => {
    const settings = new FakeSettings({});
    const { container } = render(<TeamContact settings={settings} />);
    await act(async () => undefined);
    expect(container.textContent).toBe('');
  });

  it('reads the address in the page language, English while it has no Arabic', async () => {
    const settings = new FakeSettings(SEEDED);
    await settings.load();
    expect(contactDetails(settings, 'ar').address).toBe('شارع الوصل');
    expect(contactDetails(settings, 'en').address).toBe('Al Wasl Road');
    const englishOnly = new FakeSettings({ contact_address: 'Al Wasl Road' });
    await englishOnly.load();
    expect(contactDetails(englishOnly, 'ar').address).toBe('Al Wasl Road');
  });
});
