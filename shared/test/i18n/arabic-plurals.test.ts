// Issue 39, "Arabic everywhere": a count in Arabic agrees with its noun ('5 أيام', '11 يومًا', '100 يوم', not '5 يومًا'),
// which only ICU plural categories can do. Every Arabic catalogue in the repository is read: each plural gives all six
// Arabic categories, no bare number stands before a counted noun, and every day count reads right for 1 to 100.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import IntlMessageFormat from 'intl-messageformat';
import { parse, TYPE, type MessageFormatElement, type PluralElement } from '@formatjs/icu-messageformat-parser';
import { intlLocale } from '../../src/i18n/locale';
import { REPO_ROOT, repoFiles } from './repoFiles';

const arabicCatalogues = repoFiles((file) => /(^|\/)i18n\/ar\.json$/.test(file));
const messages = arabicCatalogues.flatMap((file) =>
  Object.entries(JSON.parse(readFileSync(path.join(REPO_ROOT, file), 'utf8')) as Record<string, string>).map(([id, text]) => ({ file, id, text })),
);

function pluralsOf(elements: MessageFormatElement[], into: PluralElement[] = []): PluralElement[] {
  for (const element of elements) {
    if (element.type === TYPE.plural) {
      into.push(element);
      for (const option of Object.values(element.options)) pluralsOf(option.value, into);
    }
    if (element.type === TYPE.select) for (const option of Object.values(element.options)) pluralsOf(option.value, into);
    if (element.type === TYPE.tag) pluralsOf(element.children, into);
  }
  return into;
}

/** The text of a branch, placeholders as '#'/'{x}' (enough to find the counted noun). */
const branchText = (elements: MessageFormatElement[]): string =>
  elements
    .map((element) =>
      element.type === TYPE.literal ? element.value : element.type === TYPE.pound ? '#' : `{${'value' in element ? element.value : ''}}`,
    )
    .join('');

/** Values for every argument but the count: a word, 'other' for a select, 4 for another count. */
function otherValues(elements: MessageFormatElement[], into: Record<string, string | number> = {}): Record<string, string | number> {
  for (const element of elements) {
    if (element.type === TYPE.argument) into[element.value] = 'X';
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      into[element.value] = element.type === TYPE.select ? 'other' : 4;
      for (const option of Object.values(element.options)) otherValues(option.value, into);
    }
    if (element.type === TYPE.tag) otherValues(element.children, into);
  }
  return into;
}

const DAY = /يوم|أيام/;
const dayCounts = messages.flatMap(({ file, id, text }) =>
  pluralsOf(parse(text))
    .filter((plural) => DAY.test(branchText(plural.options.other?.value ?? [])))
    .map((plural) => ({ file, id, text, argument: plural.value })),
);

it('finds the day counts of the wizard, the checkout, /modify, the header, the server and the PDF', () => {
  const ids = dayCounts.map(({ id }) => id);
  for (const id of [
    'summary.plan.daysValue',
    'meals.days.preset',
    'modify.side.renewMobile',
    'shell.header.renewMyMenu',
    'receipt.plan',
    'menuPdf.plan.days',
  ])
    expect(ids).toContain(id);
});

it('every Arabic plural gives all six categories: zero (or =0), one, two, few, many and other', () => {
  const incomplete = messages.flatMap(({ file, id, text }) =>
    pluralsOf(parse(text))
      .filter((plural) => plural.pluralType !== 'ordinal')
      .map((plural) => Object.keys(plural.options))
      .filter((keys) => !['one', 'two', 'few', 'many', 'other'].every((key) => keys.includes(key)) || !(keys.includes('zero') || keys.includes('=0')))
      .map((keys) => `${file} ${id}: ${keys.join(' ')}`),
  );
  expect(incomplete).toEqual([]);
});

it('no plain number argument stands next to a counted noun (it would read "5 يومًا")', () => {
  const NOUN = '(?:يوم|يومًا|يوماً|أيام|وجبة|وجبات|طبق|أطباق|ملف|ملفًا|ملفات|حقل|حقول|أسبوع|أسابيع|أسبوعًا|مرة|مرات|استخدام)';
  const bare = new RegExp(`\\{\\w+\\}\\s*${NOUN}(?=[\\s.،:)]|$)`);
  expect(messages.filter(({ text }) => bare.test(text)).map(({ file, id, text }) => `${file} ${id}: ${text}`)).toEqual([]);
});

describe.each(dayCounts)('$id ($file)', ({ text, argument }) => {
  const format = (count: number) => String(new IntlMessageFormat(text, intlLocale('ar')).format({ ...otherValues(parse(text)), [argument]: count }));

  it.each([
    [1, /يوم(?! ?[0-9])/, /أيام|يومًا|يوماً|يومان|يومين/],
    [2, /يومان|يومين|يوما /, /أيام|يومًا|يوماً/],
    [3, /3 أيام/, /يومًا|يوماً/],
    [5, /5 أيام/, /يومًا|يوماً/],
    [11, /11 (يومًا|يوماً)/, /أيام/],
    [100, /100 يوم(?!ًا|اً)/, /أيام/],
  ])('%d days agree', (count, expected, wrong) => {
    const rendered = format(count);
    expect(rendered).toMatch(expected);
    expect(rendered).not.toMatch(wrong);
  });
});
