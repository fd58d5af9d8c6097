// UAE public holidays through 2035 (issue 39: they ended in 2027): the table follows its rule, and a delivery calendar
// built on it skips a 2030 holiday.
import { deliveryDays, HOLIDAYS_THROUGH_YEAR, isDeliveryDay, nextDeliveryDay, UAE_PUBLIC_HOLIDAYS } from '../../src/domain';
import { parseIsoDate, toIsoDate } from '../../src/time';

const hijri = new Intl.DateTimeFormat('en-u-ca-islamic-umalqura', { timeZone: 'UTC', day: 'numeric', month: 'numeric' });

/** The rule of the table: fixed days, and the Islamic feasts on the Umm al-Qura calendar. */
function ruleDays(year: number): string[] {
  const days: string[] = [];
  for (let time = Date.UTC(year, 0, 1); time < Date.UTC(year + 1, 0, 1); time += 86_400_000) {
    const iso = new Date(time).toISOString().slice(0, 10);
    const parts = Object.fromEntries(hijri.formatToParts(time).map((part) => [part.type, Number(part.value)]));
    const [month, day] = [parts.month!, parts.day!];
    const fixed = ['01-01', '12-01', '12-02', '12-03'].includes(iso.slice(5));
    const eidAlFitr = month === 10 && day <= 3;
    const arafatAndEidAlAdha = month === 12 && day >= 9 && day <= 12;
    const hijriNewYear = month === 1 && day === 1;
    const prophetsBirthday = month === 3 && day === 12;
    if (fixed || eidAlFitr || arafatAndEidAlAdha || hijriNewYear || prophetsBirthday) days.push(iso);
  }
  return days;
}

const ofYear = (year: number) => UAE_PUBLIC_HOLIDAYS.filter((day) => day.startsWith(`${year}-`));

describe('UAE public holidays', () => {
  it('cover every year through 2035, in order, each day once, all real dates', () => {
    expect(HOLIDAYS_THROUGH_YEAR).toBe(2035);
    expect([...UAE_PUBLIC_HOLIDAYS].sort()).toEqual(UAE_PUBLIC_HOLIDAYS);
    expect(new Set(UAE_PUBLIC_HOLIDAYS).size).toBe(UAE_PUBLIC_HOLIDAYS.length);
    for (const day of UAE_PUBLIC_HOLIDAYS) expect(toIsoDate(parseIsoDate(day)!)).toBe(day);
    for (let year = 2026; year <= HOLIDAYS_THROUGH_YEAR; year++) {
      expect(ofYear(year)).toEqual(expect.arrayContaining([`${year}-01-01`, `${year}-12-01`, `${year}-12-02`, `${year}-12-03`]));
      expect(ofYear(year).length).toBeGreaterThanOrEqual(10);
    }
  });

  it('follow the rule from 2028: the fixed days and the Umm al-Qura feasts, Eid al-Fitr twice in 2033', () => {
    for (let year = 2028; year <= HOLIDAYS_THROUGH_YEAR; year++) expect(ofYear(year)).toEqual(ruleDays(year));
    expect(ofYear(2033).filter((day) => ['2033-01-03', '2033-12-23'].includes(day))).toHaveLength(2);
  });

  it('a delivery calendar skips a 2030 holiday: Eid al-Fitr moves the start and the plan’s days past it', () => {
    const calendar = { excludeWeekDays: [], holidays: UAE_PUBLIC_HOLIDAYS };
    const eve = parseIsoDate('2030-02-03')!;
    expect(isDeliveryDay(parseIsoDate('2030-02-04')!, calendar)).toBe(false);
    expect(toIsoDate(nextDeliveryDay(parseIsoDate('2030-02-04')!, calendar))).toBe('2030-02-07');
    expect(deliveryDays(eve, 3, calendar).map(toIsoDate)).toEqual(['2030-02-03', '2030-02-07', '2030-02-08']);
  });
});
