import { localeFormat, prepareFormats } from '../../src/i18n';

// Each constructor call counted; the formatters themselves are the platform's.
const made = { number: 0, date: 0 };
const { NumberFormat, DateTimeFormat } = Intl;
// The tasks it queues, run one at a time by the test.
let tasks: (() => void)[] = [];
const runNextTask = async () => {
  tasks.shift()!();
  // The awaits after the task (the promise chain) settle before the next task, as in a browser.
  await new Promise((resolve) => setImmediate(resolve));
};

beforeEach(() => {
  made.number = 0;
  made.date = 0;
  tasks = [];
  jest.spyOn(globalThis, 'setTimeout').mockImplementation(((task: () => void) => tasks.push(task)) as unknown as typeof setTimeout);
  jest.spyOn(Intl, 'NumberFormat').mockImplementation((...args) => {
    made.number += 1;
    return new NumberFormat(...args);
  });
  jest.spyOn(Intl, 'DateTimeFormat').mockImplementation((...args) => {
    made.date += 1;
    return new DateTimeFormat(...args);
  });
});

afterEach(() => jest.restoreAllMocks());

test.each(['en', 'ar'] as const)('the %s number and date formatters are made in two later tasks, not in the caller’s', async (locale) => {
  const prepared = prepareFormats(locale);
  expect(made).toEqual({ number: 0, date: 0 });

  await runNextTask();
  expect(made.number).toBeGreaterThan(0);
  expect(made.date).toBe(0);

  await runNextTask();
  await prepared;
  expect(tasks).toEqual([]);
  expect(made.date).toBe(1);
});

test('the number formatters prepared are the ones the page then uses: formatting makes no new one', async () => {
  const prepared = prepareFormats('ar');
  await runNextTask();
  await runNextTask();
  await prepared;
  const before = made.number;
  expect(localeFormat('ar').aed(123450)).toBe(new NumberFormat('ar-AE-u-nu-latn', { style: 'currency', currency: 'AED' }).format(1234.5));
  expect(localeFormat('ar').number(7)).toBe('7');
  expect(made.number).toBe(before);
});
