/** @jest-environment jsdom */
// English counts ("# delivery days") are written without Intl (intlCache.ts): the first Intl.NumberFormat a page makes
// loads the browser's number data, a long task on a phone. Other counts and languages keep Intl.
import { act, render } from '@testing-library/react';
import { useIntl } from 'react-intl';
import { AreaIntl } from '../../src/i18n/AreaIntl';
import { localeStore } from '../../src/i18n/runtime';
import { catalogueText } from '../../src/ui/catalogueText';

const DAYS = '{days, plural, one {# delivery day} other {# delivery days}}';
const area = { en: { 'plan.days': DAYS }, ar: { 'plan.days': '{days, plural, one {يوم توصيل #} other {# أيام توصيل}}' } };

let made = 0;
const { NumberFormat } = Intl;
beforeEach(() => {
  made = 0;
  jest.spyOn(Intl, 'NumberFormat').mockImplementation((...args) => {
    made += 1;
    return new NumberFormat(...args);
  });
  // react-intl asks which locales the platform has (a static method the spy does not carry).
  Object.assign(Intl.NumberFormat, { supportedLocalesOf: NumberFormat.supportedLocalesOf.bind(NumberFormat) });
});
afterEach(() => {
  jest.restoreAllMocks();
  act(() => localeStore.choose('en'));
});

/** The text an area shows for these days, in the current language. */
function shown(days: number): string {
  function Probe() {
    return <p>{useIntl().formatMessage({ id: 'plan.days' }, { days })}</p>;
  }
  const { container, unmount } = render(
    <AreaIntl catalogues={[area]}>
      <Probe />
    </AreaIntl>,
  );
  const text = container.textContent ?? '';
  unmount();
  return text;
}

test('an English whole count is written as Intl writes it, and makes no Intl.NumberFormat', () => {
  expect([shown(1), shown(5), shown(1234), shown(1234567), shown(-3)]).toEqual([
    '1 delivery day',
    '5 delivery days',
    '1,234 delivery days',
    '1,234,567 delivery days',
    '-3 delivery days',
  ]);
  expect(catalogueText({ 'plan.days': DAYS }, 'plan.days', 'en', { days: 2500 })).toBe('2,500 delivery days');
  expect(made).toBe(0);
});

test('an English count that is not whole, and an Arabic count, are written by Intl', () => {
  expect(shown(2.5)).toBe(`${new NumberFormat('en-AE').format(2.5)} delivery days`);
  act(() => localeStore.choose('ar'));
  expect(shown(1234)).toBe(`${new NumberFormat('ar-AE-u-nu-latn').format(1234)} أيام توصيل`);
  expect(made).toBeGreaterThan(0);
});
