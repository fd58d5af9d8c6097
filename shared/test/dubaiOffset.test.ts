// Dubai's offset is UTC+04:00 from 1920 on, read without Intl (time.ts says why); the platform's rules before then.
import { DateTime } from 'luxon';

afterEach(() => jest.restoreAllMocks());

/** A fresh copy of time.ts (its formatter is made once per module) and a count of the Intl.DateTimeFormat it makes. */
function freshTime(): { time: typeof import('../src/time'); made: () => number } {
  let made = 0;
  const { DateTimeFormat } = Intl;
  jest.spyOn(Intl, 'DateTimeFormat').mockImplementation((...args) => {
    made += 1;
    return new DateTimeFormat(...args);
  });
  let time!: typeof import('../src/time');
  jest.isolateModules(() => {
    time = jest.requireActual<typeof import('../src/time')>('../src/time');
  });
  return { time, made: () => made };
}

/** The platform's wall clock in Dubai at an instant (luxon reads Intl's time-zone rules), as UTC milliseconds. */
const platformWallClock = (unixSeconds: number) => {
  const local = DateTime.fromSeconds(unixSeconds, { zone: 'Asia/Dubai' });
  return Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute, local.second);
};

test('the offset from 1920 on is the platform rule: UTC+04:00, from 1920 to 2200', () => {
  const { time } = freshTime();
  const from = Date.UTC(1920, 0, 1) / 1000;
  const to = Date.UTC(2200, 0, 1) / 1000;
  // Every 2 days, 5 hours and 13 minutes: over the years, each hour of the day and each day of the year.
  for (let instant = from; instant < to; instant += 2 * 86400 + 5 * 3600 + 13 * 60) {
    if (time.dubaiWallClock(instant).getTime() !== platformWallClock(instant))
      throw new Error(`differs at ${new Date(instant * 1000).toISOString()}`);
  }
});

test('reading Dubai dates makes no Intl formatter (the first one loads the zone data, a long task on a phone)', () => {
  const { time, made } = freshTime();
  const now = time.currentUnixSeconds();
  time.today(now);
  time.dubaiWallClock(now - 400 * time.SECONDS_PER_DAY);
  time.formatWeekdayDayMonth(now);
  expect(made()).toBe(0);
});

test('an instant before 1920 takes the platform rules (local mean time, +03:41:12)', () => {
  const { time, made } = freshTime();
  const instant = Date.UTC(1910, 5, 1, 12) / 1000;
  expect(time.dubaiWallClock(instant).getTime()).toBe(platformWallClock(instant));
  expect(time.dubaiWallClock(instant).getTime() - instant * 1000).toBe((3 * 3600 + 41 * 60 + 12) * 1000);
  expect(made()).toBe(1);
});
