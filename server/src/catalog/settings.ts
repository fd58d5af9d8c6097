// Site settings as the settings channel sends them: alias -> {value, old_value}.
import type { SettingEntry } from '@mealplan/shared/protocol';
import type { Db } from '../db';

export async function loadSettings(db: Db): Promise<Record<string, SettingEntry>> {
  const rows = await db.query<{ alias: string; value: SettingEntry['value']; old_value: SettingEntry['value'] }>(
    'SELECT alias, value, old_value FROM settings ORDER BY alias',
  );
  return Object.fromEntries(rows.map((row) => [row.alias, { value: row.value, old_value: row.old_value }]));
}

/** One setting's value, or undefined when the alias is not set. */
export async function settingValue(db: Db, alias: string): Promise<SettingEntry['value'] | undefined> {
  const row = await db.one<{ value: SettingEntry['value'] }>('SELECT value FROM settings WHERE alias = $1', [alias]);
  return row?.value;
}
