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
  hours: { label: string; text: string }[];
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
      { label: 'Branch hours', text: text(CONTACT_SETTINGS.branchHours) },
      { label: 'Kitchen delivery', text: text(CONTACT_SETTINGS.deliveryHours) },
    ].filter((line) => line.text !== ''),
  };
}
