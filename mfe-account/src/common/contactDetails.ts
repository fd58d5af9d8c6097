import type { Locale } from '@mealplan/shared/i18n/locale';
import { settingsStore } from '@mealplan/shared/session';

/** Setting aliases holding the team's contact details. */
export const CONTACT_SETTINGS = {
  phones: 'contact_phones',
  email: 'contact_email',
  whatsapp: 'contact_whatsapp',
  address: 'contact_address',
  branchHours: 'contact_branch_hours',
  deliveryHours: 'contact_kitchen_delivery_hours',
} as const;

export interface ContactDetails {
  phones: string[];
  email: string;
  whatsapp: string;
  address: string;
  /** Opening hours by kind; the page names each kind in its language. */
  hours: { kind: 'branchHours' | 'kitchenDelivery'; text: string }[];
}

function list(alias: string): string[] {
  const value = settingsStore.entry(alias)?.value;
  const items = Array.isArray(value) ? value : [value];
  return items.filter((item) => item !== null && item !== undefined && item !== '').map(String);
}

/**
 * Read from the settings (load them first with settingsStore.load()). The address and opening hours are written in
 * both languages: on an Arabic page the '<alias>_ar' setting, the English one while it has no Arabic.
 */
export function contactDetails(locale: Locale = 'en'): ContactDetails {
  const text = (alias: string) => settingsStore.text(alias).trim();
  const localised = (alias: string) => (locale === 'ar' && text(`${alias}_ar`)) || text(alias);
  return {
    phones: list(CONTACT_SETTINGS.phones),
    email: text(CONTACT_SETTINGS.email),
    whatsapp: text(CONTACT_SETTINGS.whatsapp),
    address: localised(CONTACT_SETTINGS.address),
    hours: [
      { kind: 'branchHours' as const, text: localised(CONTACT_SETTINGS.branchHours) },
      { kind: 'kitchenDelivery' as const, text: localised(CONTACT_SETTINGS.deliveryHours) },
    ].filter((line) => line.text !== ''),
  };
}
