// Site settings as the settings channel sends them: alias -> {value, old_value}.
import { isPageSetting, type SettingEntry } from '@mealplan/shared/protocol';
import { addDays, toIsoDate } from '@mealplan/shared/time';
import type { Db } from '../db';

export async function loadSettings(db: Db): Promise<Record<string, SettingEntry>> {
  const rows = await db.query<{ alias: string; value: SettingEntry['value']; old_value: SettingEntry['value'] }>(
    'SELECT alias, value, old_value FROM settings ORDER BY alias',
  );
  return Object.fromEntries(rows.map((row) => [row.alias, { value: row.value, old_value: row.old_value }]));
}

/**
 * The holidays a customer's calendars can reach, from a year before today to two years after: the furthest day the
 * site asks about is the last day of a 90-day plan renewed after another 90-day plan, each with two weekdays skipped
 * and paused for 3 months (about 14 months ahead). The database keeps the whole table (through 2035, issue 39); the
 * server's own rules (delivery days, business days) read it there.
 */
export const SENT_HOLIDAYS = { daysBefore: 365, daysAfter: 730 } as const;

/**
 * The settings as the settings channel sends them on `day` (the start of today), the reply a customer's phone loads at
 * every start, kept small (issue 38):
 * - only the settings pages read (PAGE_SETTINGS): the server's own inputs, such as the fees, the cancellation policy's
 *   numbers and the team's names, stay here (23 of 39 entries, 1.3 KB of 3.3 KB);
 * - the holidays list cut to SENT_HOLIDAYS (about 40 holidays instead of 130).
 */
export function settingsSentOn(settings: Record<string, SettingEntry>, day: number): Record<string, SettingEntry> {
  const sent = Object.fromEntries(Object.entries(settings).filter(([alias]) => isPageSetting(alias)));
  const holidays = sent.holidays;
  if (!holidays || !Array.isArray(holidays.value)) return sent;
  const from = toIsoDate(addDays(day, -SENT_HOLIDAYS.daysBefore));
  const to = toIsoDate(addDays(day, SENT_HOLIDAYS.daysAfter));
  const within = (value: string | number) => typeof value !== 'string' || (value >= from && value <= to);
  return { ...sent, holidays: { ...holidays, value: holidays.value.filter(within) } };
}

/** One setting's value, or undefined when the alias is not set. */
export async function settingValue(db: Db, alias: string): Promise<SettingEntry['value'] | undefined> {
  const row = await db.one<{ value: SettingEntry['value'] }>('SELECT value FROM settings WHERE alias = $1', [alias]);
  return row?.value;
}
