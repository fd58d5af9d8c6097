// The team's contact details from the site settings (doc 1 §1: phone, a team email or a WhatsApp line shown on pages;
// doc 2 §1 and doc 3 §1: the WhatsApp line on the edit page and in the checkout). Read from any settings holder
// (the session's settingsStore), so the kit does not reach for the session itself.
import type { Locale } from '../i18n/locale';
import type { PageSetting } from '../protocol';

/** Setting aliases holding the team's contact details. */
export const CONTACT_SETTINGS = {
  phones: 'contact_phones',
  email: 'contact_email',
  whatsapp: 'contact_whatsapp',
  address: 'contact_address',
  branchHours: 'contact_branch_hours',
  deliveryHours: 'contact_kitchen_delivery_hours',
} as const;

/** The contact settings written in both languages: '<alias>' in English, '<alias>_ar' in Arabic. */
type LocalisedContactSetting = (typeof CONTACT_SETTINGS)['address' | 'branchHours' | 'deliveryHours'];

/** What the details are read from: the session's SettingsStore. */
export interface ContactSettings {
  loaded: boolean;
  load(): Promise<void>;
  entry(alias: PageSetting): { value: unknown } | undefined;
  text(alias: PageSetting): string;
}

export interface ContactDetails {
  phones: string[];
  email: string;
  whatsapp: string;
  address: string;
  /** Opening hours by kind; the page names each kind in its language. */
  hours: { kind: 'branchHours' | 'kitchenDelivery'; text: string }[];
}

function list(settings: ContactSettings, alias: PageSetting): string[] {
  const value = settings.entry(alias)?.value;
  const items = Array.isArray(value) ? value : [value];
  return items.filter((item) => item !== null && item !== undefined && item !== '').map(String);
}

/**
 * Read from the settings (load them first). The address and opening hours are written in both languages: on an
 * Arabic page the '<alias>_ar' setting, the English one while it has no Arabic.
 */
export function contactDetails(settings: ContactSettings, locale: Locale = 'en'): ContactDetails {
  const text = (alias: PageSetting) => settings.text(alias).trim();
  const localised = (alias: LocalisedContactSetting) => (locale === 'ar' && text(`${alias}_ar`)) || text(alias);
  return {
    phones: list(settings, CONTACT_SETTINGS.phones),
    email: text(CONTACT_SETTINGS.email),
    whatsapp: text(CONTACT_SETTINGS.whatsapp),
    address: localised(CONTACT_SETTINGS.address),
    hours: [
      { kind: 'branchHours' as const, text: localised(CONTACT_SETTINGS.branchHours) },
      { kind: 'kitchenDelivery' as const, text: localised(CONTACT_SETTINGS.deliveryHours) },
    ].filter((line) => line.text !== ''),
  };
}

/** A phone number as a tel: link. */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** A WhatsApp number as its chat link (wa.me takes the digits with the country code, no '+'). */
export const whatsAppHref = (phone: string): string => `https://wa.me/${phone.replace(/\D/g, '')}`;
