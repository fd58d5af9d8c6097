// The settings as the settings channel sends them (issue 38): only those the pages read, the holidays cut to those the
// site's calendars can reach, every other one as stored.
import type { SettingEntry } from '@mealplan/shared/protocol';
import { parseIsoDate } from '@mealplan/shared/time';
import { SENT_HOLIDAYS, settingsSentOn } from '../../src/catalog/settings';

const day = (iso: string) => parseIsoDate(iso)!;
const stored: Record<string, SettingEntry> = {
  holidays: { value: ['2025-05-31', '2025-06-01', '2026-01-01', '2027-05-31', '2027-06-01', '2030-01-01'], old_value: ['2024-01-01'] },
  contact_email: { value: 'team@mealplan.ae', old_value: 'info@mealplan.ae' },
  contact_address_ar: { value: 'دبي', old_value: null },
  bag_deposit: { value: 18000, old_value: 18000 },
  team_manager_name: { value: 'Yousef Darwish', old_value: null },
};

describe('settingsSentOn', () => {
  it('keeps the holidays from a year before the day to two years after it, both ends included', () => {
    expect(SENT_HOLIDAYS).toEqual({ daysBefore: 365, daysAfter: 730 });
    const sent = settingsSentOn(stored, day('2025-06-01'));
    expect(sent.holidays).toEqual({ value: ['2025-05-31', '2025-06-01', '2026-01-01', '2027-05-31', '2027-06-01'], old_value: ['2024-01-01'] });
    expect(settingsSentOn(stored, day('2026-06-01')).holidays?.value).toEqual(['2025-06-01', '2026-01-01', '2027-05-31', '2027-06-01']);
    expect(settingsSentOn(stored, day('2026-06-02')).holidays?.value).toEqual(['2026-01-01', '2027-05-31', '2027-06-01']);
    expect(settingsSentOn(stored, day('2025-05-31')).holidays?.value).toEqual(['2025-05-31', '2025-06-01', '2026-01-01', '2027-05-31']);
  });

  it('sends only the settings the pages read, the others as stored, and leaves the stored settings unchanged', () => {
    const sent = settingsSentOn(stored, day('2029-06-01'));
    expect(Object.keys(sent).sort()).toEqual(['contact_address_ar', 'contact_email', 'holidays']);
    expect(sent.contact_email).toBe(stored.contact_email);
    expect(sent.contact_address_ar).toBe(stored.contact_address_ar);
    expect(Object.keys(stored)).toHaveLength(5);
    expect(sent.holidays?.value).toEqual(['2030-01-01']);
    expect(stored.holidays?.value).toHaveLength(6);
  });

  it('passes settings without a holidays list through', () => {
    const noHolidays = { contact_email: stored.contact_email! };
    expect(settingsSentOn(noHolidays, day('2026-01-01'))).toEqual(noHolidays);
    const notAList = { holidays: { value: null, old_value: null } };
    expect(settingsSentOn(notAList, day('2026-01-01'))).toEqual(notAList);
  });
});
