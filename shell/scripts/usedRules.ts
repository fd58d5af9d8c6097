// A prerendered page holds its stylesheets inline (prerender.tsx): a guest's, the shell's and the account area's, 55 KB
// of CSS for a page of about a hundred elements; the signed-in dashboard's, the shell's and the modify area's, 61 KB.
// The browser parses all of it and matches every element against it before the page answers, in the long tasks that
// kept the pages' blocking time above the bare React page's on a slow phone (issue 38; Lighthouse at 8x on a slow host,
// total blocking time: the landing 1,466 → 960 ms, sign-in 1,539 → 1,019 ms, medians of 5; the signed-in dashboard,
// traced at 8x, main-thread time 6,040 → 5,174 ms, medians of 8).
// So each inline sheet keeps only the rules the page's HTML uses (beasties, which reads the document as the browser
// does), and its whole text travels beside it, unparsed, in <script type="text/css" data-full-style="<its href>">
// elements at the end of the body, one per part of at most 8 KB (a task's parse each). The loader (paint-first.js) puts
// the whole text in place when the shell starts, a part per task, before any of the shell's scripts run: the webpack
// and federation runtimes, which take a <style data-href> as that sheet loaded, still find every sheet whole, and what
// the page adds later is styled.
import Beasties from 'beasties';

/** The attribute of the <script> holding a sheet's whole text, naming the sheet by its <style data-href>. */
const FULL_STYLE_ATTRIBUTE = 'data-full-style';

const INLINE_STYLE = /<style data-href="([^"]*)">([\s\S]*?)<\/style>/g;

/**
 * The most of a sheet's text one part holds. Blink parses a sheet's text as it is set, in the task that sets it: the
 * shell's whole sheet (29 KB) was one task of up to 100 ms on a phone at 8x (issue 38), the signed-in dashboard's longest
 * task of the loader. A part of 8 KB is a quarter of that.
 */
export const SHEET_PART_CHARS = 8 * 1024;

/**
 * `css` cut after top-level rules (a rule, an at-rule's block, a statement such as @import) into parts of at most
 * `most` characters, a rule longer than that being a part of its own; joined, the parts are `css`. Strings and comments
 * are skipped over: a brace or semicolon in them cuts nothing.
 */
export function sheetParts(css: string, most = SHEET_PART_CHARS): string[] {
  const ends: number[] = [];
  let depth = 0;
  for (let at = 0; at < css.length; at += 1) {
    const char = css[at];
    if (char === '"' || char === "'") {
      for (at += 1; at < css.length && css[at] !== char; at += 1) if (css[at] === '\\') at += 1;
    } else if (char === '/' && css[at + 1] === '*') {
      const close = css.indexOf('*/', at + 2);
      at = close < 0 ? css.length : close + 1;
    } else if (char === '{') depth += 1;
    else if (char === '}') {
      depth -= 1;
      if (depth === 0) ends.push(at + 1);
    } else if (char === ';' && depth === 0) ends.push(at + 1);
  }
  if (ends.at(-1) !== css.length) ends.push(css.length);
  const parts: string[] = [];
  let start = 0;
  let last = 0;
  for (const end of ends) {
    if (end - start > most && last > start) {
      parts.push(css.slice(start, last));
      start = last;
    }
    last = end;
  }
  if (last > start) parts.push(css.slice(start, last));
  return parts;
}

/**
 * A sheet's whole text as the raw text of scripts, one per part (sheetParts), in order: refused if it could end a script
 * or open a comment in it.
 */
function fullStyleScripts(href: string, css: string): string {
  if (/<\/script|<!--/i.test(css)) throw new Error(`${href} holds "</script" or "<!--": it cannot travel in a <script>`);
  return sheetParts(css)
    .map((part) => `<script type="text/css" ${FULL_STYLE_ATTRIBUTE}="${href}">${part}</script>`)
    .join('');
}

/**
 * `html` with each <style data-href> reduced to the rules its document uses and the whole sheet after the body's
 * content. Only the sheets' texts change: the rest of the page is kept as it was written, byte for byte.
 */
export async function withUsedRulesOnly(html: string): Promise<string> {
  const sheets = [...html.matchAll(INLINE_STYLE)].map(([, href, css]) => ({ href: href!, css: css! }));
  if (sheets.length === 0) return html;
  const beasties = new Beasties({
    // Inline sheets only: no file is read, and the document is not otherwise changed.
    external: false,
    reduceInlineStyles: true,
    // Each sheet stays under its own name (the runtimes look them up by it).
    mergeStylesheets: false,
    // @font-face and @keyframes rules the kept rules use stay.
    fonts: true,
    keyframes: 'critical',
    logLevel: 'warn',
  });
  const reduced = new Map([...(await beasties.process(html)).matchAll(INLINE_STYLE)].map(([, href, css]) => [href!, css!]));
  const page = html.replace(INLINE_STYLE, (_style, href: string) => {
    // Beasties drops a sheet none of whose rules the page uses (the signed-in dashboard's own sheet, whose rules style
    // the customer's data): it stays, empty, under its name.
    return `<style data-href="${href}">${reduced.get(href) ?? ''}</style>`;
  });
  if (!page.includes('</body>')) throw new Error('the page has no </body>');
  const whole = sheets.map(({ href, css }) => fullStyleScripts(href, css)).join('');
  return page.replace('</body>', () => `${whole}</body>`);
}
