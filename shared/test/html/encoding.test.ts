// spec 3 §3, §4: encoded post texts and static pages decode back to their HTML; anything else is shown raw.
import fc from 'fast-check';
import { decodeContent, encodeContent } from '../../src/html';

it('decodes what the server encodes, whatever the text (Arabic, emoji, long bodies)', () => {
  fc.assert(fc.property(fc.string({ unit: 'grapheme', maxLength: 400 }), (html) => decodeContent(encodeContent(html)) === html));
  const long = '<p>مرحبا 🥗 </p>'.repeat(5_000);
  expect(decodeContent(encodeContent(long))).toBe(long);
});

it('encodes as base64 of the UTF-8 bytes', () => {
  expect(encodeContent('<p>Hi</p>')).toBe('PHA+SGk8L3A+');
  expect(encodeContent('')).toBe('');
});

it.each([
  ['raw HTML', '<p>Orders are final.</p>'],
  ['a text with a percent sign', 'A 20% cancellation fee applies'],
  ['a length that is not a multiple of 4', 'abcde'],
  ['base64 that is not UTF-8', '/w=='],
  ['padding in the middle', 'ab=c'],
])('shows %s as it is', (_case, text) => {
  expect(decodeContent(text)).toBe(text);
});
