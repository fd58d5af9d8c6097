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

/** Read from the settings (load them first with settingsStore.load()). */
export function contactDetails(): ContactDetails {
  const text = (alias: string) => settingsStore.text(alias).trim();
  return {
    phones: list(CONTACT_SETTINGS.phones),
    email: text(CONTACT_SETTINGS.email),
    whatsapp: text(CONTACT_SETTINGS.whatsapp),
    address: text(CONTACT_SETTINGS.address),
    hours: [
      { kind: 'branchHours' as const, text: text(CONTACT_SETTINGS.branchHours) },
      { kind: 'kitchenDelivery' as const, text: text(CONTACT_SETTINGS.deliveryHours) },
    ].filter((line) => line.text !== ''),
  };
}
