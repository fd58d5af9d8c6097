// A person's initials for an avatar (issue 39): the first letter of each of the first words of the name, upper-cased.
// An Arabic family name's article is not its initial: 'الحداد' gives 'ح', not 'ا'; a lone article ('ال', 'آل') is skipped.

const ARTICLE = 'ال';
const LONE_ARTICLES = new Set(['ال', 'آل']);

/** The letter a word is known by: after the Arabic article 'ال' when the word starts with it. */
function initialOf(word: string): string {
  const letters = [...word];
  const start = word.startsWith(ARTICLE) && letters.length > 2 ? 2 : 0;
  return (letters[start] ?? '').toUpperCase();
}

/** Up to `count` initials of the name's words ('Sara Haddad' -> 'SH', 'سارة الحداد' -> 'سح'). */
export function initials(name: string, count = 2): string {
  return name
    .split(/\s+/)
    .filter((word) => word !== '' && !LONE_ARTICLES.has(word))
    .slice(0, count)
    .map(initialOf)
    .join('');
}
