import { localeFormat, prepareFormats } from '../../src/i18n';

// Each constructor call counted; the formatters themselves are the platform's.
const made = { number: 0 };
const { NumberFormat } = Intl;
// The tasks it queues, run one at a time by the test.
let tasks: (() => void)[] = [];
const runNextTask = async () => {
  tasks.shift()!();
  // The awaits after the task (the promise chain) settle before the next task, as in a browser.
  await new Promise((resolve) => setImmediate(resolve));
};

beforeEach(() => {
  made.number = 0;
  tasks = [];
  jest.spyOn(globalThis, 'setTimeout').mockImplementation(((task: () => void) => tasks.push(task)) as unknown as typeof setTimeout);
  jest.spyOn(Intl, 'NumberFormat').mockImplementation((...args) => {
    made.number += 1;
    return new NumberFormat(...args);
  });
});

afterEach(() => jest.restoreAllMocks());

test('the Arabic number and amount formatters are made in a later task, not in the caller’s', async () => {
  const prepared = prepareFormats('ar');
  expect(made.number).toBe(0);
  await runNextTask();
  await prepared;
  expect(made.number).toBeGreaterThan(0);
  expect(tasks).toEqual([]);
});

test('an English page makes no number formatter: its numbers, amounts and counts are written without Intl', async () => {
  const prepared = prepareFormats('en');
  await runNextTask();
  await prepared;
  expect(localeFormat('en').aed(123450)).toBe('AED 1,234.50');
  expect(localeFormat('en').number(1234.5, 1)).toBe('1,234.5');
  expect(made.number).toBe(0);
});

test('the number formatters prepared are the ones the page then uses: formatting makes no new one', async () => {
  const prepared = prepareFormats('ar');
  await runNextTask();
  await prepared;
  const before = made.number;
  expect(localeFormat('ar').aed(123450)).toBe(new NumberFormat('ar-AE-u-nu-latn', { style: 'currency', currency: 'AED' }).format(1234.5));
  expect(localeFormat('ar').number(7)).toBe('7');
  expect(made.number).toBe(before);
});
