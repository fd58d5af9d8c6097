// Issue 39, "Arabic everywhere": one Arabic word for a coupon (the credit a cancelled plan leaves: كوبون) and one for a
// voucher (the code typed in the summary: قسيمة, its code رمز القسيمة), the same in every area's catalogue.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT, repoFiles } from './repoFiles';

const englishCatalogues = repoFiles((file) => /(^|\/)i18n\/en\.json$/.test(file));
const read = (file: string): Record<string, string> => JSON.parse(readFileSync(path.join(REPO_ROOT, file), 'utf8')) as Record<string, string>;
const pairs = englishCatalogues.flatMap((file) => {
  const arabic = read(file.replace(/en\.json$/, 'ar.json'));
  return Object.entries(read(file)).map(([id, english]) => ({
    where: `${file.replace(/en\.json$/, 'ar.json')} ${id}`,
    english,
    arabic: arabic[id] ?? '',
  }));
});

const COUPON = { english: /\bcoupons?\b/i, arabic: /كوبون/ };
const VOUCHER = { english: /\bvouchers?\b/i, arabic: /قسيم|قسائم/ };
/** Other words once used for one or the other. */
const RETIRED = /رمز الخصم|رموز الخصم|بطاقة الخصم|كود الخصم|كود|فاوتشر/;

it('finds both words in the wizard, the checkout, My Credit, the plan actions and the server', () => {
  expect(pairs.filter(({ english }) => COUPON.english.test(english)).length).toBeGreaterThan(10);
  expect(pairs.filter(({ english }) => VOUCHER.english.test(english)).length).toBeGreaterThan(10);
});

it.each([
  ['coupon', COUPON],
  ['voucher', VOUCHER],
])('a message about a %s says it with its one Arabic word, and only such a message does', (_name, term) => {
  const wrong = pairs.filter(({ english, arabic }) => term.english.test(english) !== term.arabic.test(arabic));
  expect(wrong.map(({ where, english, arabic }) => `${where}: ${english} | ${arabic}`)).toEqual([]);
});

it('no Arabic text uses another word for them', () => {
  expect(pairs.filter(({ arabic }) => RETIRED.test(arabic)).map(({ where, arabic }) => `${where}: ${arabic}`)).toEqual([]);
});
