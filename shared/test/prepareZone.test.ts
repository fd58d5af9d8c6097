// The zone's formatter is made by prepareZone, ahead of the first Dubai date a page reads.
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

test('prepareZone makes the zone formatter, so reading Dubai dates afterwards makes none', () => {
  const { time, made } = freshTime();
  expect(made()).toBe(0);
  time.prepareZone();
  expect(made()).toBe(1);
  const now = time.currentUnixSeconds();
  expect(time.today(now)).toBe(time.dayStart(now));
  time.dubaiWallClock(now - 90 * time.SECONDS_PER_DAY);
  expect(made()).toBe(1);
});

test('without it, the first Dubai date read makes the formatter then', () => {
  const { time, made } = freshTime();
  time.today(time.currentUnixSeconds());
  expect(made()).toBe(1);
});
