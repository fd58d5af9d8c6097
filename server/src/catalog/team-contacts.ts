// The dashboard's contacts box (spec 3 §2 Dashboard, §3 Managers): the nutritionist and the wellness manager, the
// delivery partner with its helpline, and the team's contact numbers and WhatsApp number, from the settings
// (migration 0070) and delivery_partners, names in the asked language.
import type { Locale } from '@mealplan/shared/i18n/locale';
import type { Db } from '../db';

export interface TeamContacts {
  manager_name: string;
  manager_gender: string;
  nutritionist_name: string;
  nutritionist_gender: string;
  delivery_partner: { name: string; helpline: string } | null;
  phones: string[];
  whatsapp: string;
}

const ALIASES = [
  'team_nutritionist_name',
  'team_nutritionist_name_ar',
  'team_nutritionist_gender',
  'team_manager_name',
  'team_manager_name_ar',
  'team_manager_gender',
  'default_delivery_partner',
  'contact_phones',
  'contact_whatsapp',
];

const textOf = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '');

/** The contacts of a customer served by `partnerId` (null: the site's default partner). */
export async function teamContacts(db: Db, locale: Locale, partnerId: number | null): Promise<TeamContacts> {
  const rows = await db.query<{ alias: string; value: unknown }>('SELECT alias, value FROM settings WHERE alias = ANY($1::text[])', [ALIASES]);
  const setting = new Map(rows.map((row) => [row.alias, row.value]));
  const named = (base: string) => (locale === 'ar' && textOf(setting.get(`${base}_ar`))) || textOf(setting.get(base));
  const defaultPartner = Number(setting.get('default_delivery_partner'));
  const id = partnerId ?? (Number.isInteger(defaultPartner) ? defaultPartner : null);
  const partner =
    id === null
      ? undefined
      : await db.one<{ name: string; name_ar: string; helpline: string }>('SELECT name, name_ar, helpline FROM delivery_partners WHERE id = $1', [
          id,
        ]);
  const phones = setting.get('contact_phones');
  return {
    nutritionist_name: named('team_nutritionist_name'),
    nutritionist_gender: textOf(setting.get('team_nutritionist_gender')),
    manager_name: named('team_manager_name'),
    manager_gender: textOf(setting.get('team_manager_gender')),
    delivery_partner: partner ? { name: (locale === 'ar' && partner.name_ar) || partner.name, helpline: partner.helpline } : null,
    phones: (Array.isArray(phones) ? phones : [phones]).map(textOf).filter((phone) => phone !== ''),
    whatsapp: textOf(setting.get('contact_whatsapp')),
  };
}
