// A prerendered page holds its stylesheets inline (prerender.tsx): a guest's, the shell's and the account area's, 55 KB
// of CSS for a page of about a hundred elements; the signed-in dashboard's, the shell's and the modify area's, 61 KB.
// The browser parses all of it and matches every element against it before the page answers, in the long tasks that
// kept the pages' blocking time above the bare React page's on a slow phone (issue 38; Lighthouse at 8x on a slow host,
// total blocking time: the landing 1,466 → 960 ms, sign-in 1,539 → 1,019 ms, medians of 5; the signed-in dashboard,
// traced at 8x, main-thread time 6,040 → 5,174 ms, medians of 8).
// So each inline sheet keeps only the rules the page's HTML uses (beasties, which reads the document as the browser
// does), and its whole text travels beside it, unparsed, in a <script type="text/css" data-full-style="<its href>">
// at the end of the body. The loader (paint-first.js) puts the whole text in place when the shell starts, before any of
// the shell's scripts run: the webpack and federation runtimes, which take a <style data-href> as that sheet loaded,
// still find every sheet whole, and what the page adds later is styled.
import Beasties from 'beasties';

/** The attribute of the <script> holding a sheet's whole text, naming the sheet by its <style data-href>. */
const FULL_STYLE_ATTRIBUTE = 'data-full-style';

const INLINE_STYLE = /<style data-href="([^"]*)">([\s\S]*?)<\/style>/g;

/** A sheet's whole text as a script's raw text: refused if it could end the script or open a comment in it. */
function fullStyleScript(href: string, css: string): string {
  if (/<\/script|<!--/i.test(css)) throw new Error(`${href} holds "</script" or "<!--": it cannot travel in a <script>`);
  return `<script type="text/css" ${FULL_STYLE_ATTRIBUTE}="${href}">${css}</script>`;
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
  const whole = sheets.map(({ href, css }) => fullStyleScript(href, css)).join('');
  return page.replace('</body>', () => `${whole}</body>`);
}
