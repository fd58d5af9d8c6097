/** @jest-environment node */
// A prerendered page keeps in its inline sheets only the rules its HTML uses, each sheet's whole text beside it
// for the loader to put in place (scripts/usedRules.ts).
import { SHEET_PART_CHARS, sheetParts, withUsedRulesOnly } from '../scripts/usedRules';

const SHELL_CSS = '.frame{display:flex}.dialog{position:fixed}@media (max-width:768px){.frame{display:block}.menu{top:0}}';
const AREA_CSS = '@keyframes rise{to{opacity:1}}@keyframes spin{to{rotate:1turn}}.landing{animation:rise 1s}.toast{animation:spin 1s}';
const page = (shell: string, area: string, end = '') =>
  `<!doctype html><html lang="en" dir="ltr"><head><meta charset="utf-8"><style data-href="/main.css">${shell}</style>` +
  `<style data-href="4449.css">${area}</style></head><body><div id="root" data-prerendered="en"><main class="frame">` +
  `<section class="landing"><a href="/sign-in">Sign In</a></section></main></div>${end}</body></html>`;
const STYLE = /<style data-href="([^"]*)">([^<]*)<\/style>/g;

describe("a prerendered page's inline sheets", () => {
  it('keep the rules the page uses, under their names; the whole sheets follow the content, unparsed', async () => {
    const reduced = await withUsedRulesOnly(page(SHELL_CSS, AREA_CSS));
    const sheets = Object.fromEntries([...reduced.matchAll(STYLE)].map(([, href, css]) => [href, css]));
    expect(Object.keys(sheets)).toEqual(['/main.css', '4449.css']);
    expect(sheets['/main.css']).toContain('.frame{display:flex}');
    expect(sheets['/main.css']).toMatch(/@media \(max-width:768px\)\{\.frame\{display:block\}\}/);
    expect(sheets['/main.css']).not.toMatch(/\.dialog|\.menu/);
    expect(sheets['4449.css']).toMatch(/@keyframes rise/);
    expect(sheets['4449.css']).not.toMatch(/spin|\.toast/);
    const whole =
      `<script type="text/css" data-full-style="/main.css">${SHELL_CSS}</script>` +
      `<script type="text/css" data-full-style="4449.css">${AREA_CSS}</script>`;
    // Nothing else of the page changes.
    expect(reduced).toBe(page(sheets['/main.css']!, sheets['4449.css']!, whole));
  });

  it('keep a sheet none of whose rules the page uses, empty, under its name; its whole text follows the content', async () => {
    const unused = '.plan-card{display:grid}.meal{color:red}';
    const reduced = await withUsedRulesOnly(page(SHELL_CSS, unused));
    expect([...reduced.matchAll(STYLE)].map(([, href, css]) => [href, css])).toEqual([
      ['/main.css', expect.stringContaining('.frame{display:flex}') as unknown],
      ['4449.css', ''],
    ]);
    expect(reduced).toContain(`<script type="text/css" data-full-style="4449.css">${unused}</script></body>`);
  });

  it('are left as they are on a page without inline sheets', async () => {
    const html = '<!doctype html><html><head></head><body><p class="a">Hi</p></body></html>';
    expect(await withUsedRulesOnly(html)).toBe(html);
  });

  it('refuse a sheet that could end the script carrying it', async () => {
    await expect(withUsedRulesOnly(page(`${SHELL_CSS}.x::after{content:"</script>"}`, AREA_CSS))).rejects.toThrow(
      '/main.css holds "</script" or "<!--"',
    );
    await expect(withUsedRulesOnly(page(SHELL_CSS, `<!--${AREA_CSS}`))).rejects.toThrow('4449.css holds');
  });

  it('carry a sheet longer than a part in parts of at most 8 KB, cut after whole rules, in order', async () => {
    const rules = Array.from({ length: 400 }, (_, at) => `.rule-${at}{margin:${at}px}`).join('');
    const reduced = await withUsedRulesOnly(page(SHELL_CSS + rules, AREA_CSS));
    const parts = [...reduced.matchAll(/<script type="text\/css" data-full-style="\/main\.css">([^<]*)<\/script>/g)].map(([, css]) => css!);
    expect(parts.length).toBeGreaterThan(1);
    expect(parts.join('')).toBe(SHELL_CSS + rules);
    parts.forEach((part) => expect(part.length).toBeLessThanOrEqual(SHEET_PART_CHARS));
  });
});

describe('sheetParts', () => {
  it('cuts after top-level rules, at-rule blocks and statements, never inside a block, a string or a comment', () => {
    const css = '@import "a;b.css";.a{color:red}@media (x){.b{c:d}.e{f:g}}/* } ; */.h::after{content:"}{;"}';
    const parts = sheetParts(css, 1);
    expect(parts).toEqual(['@import "a;b.css";', '.a{color:red}', '@media (x){.b{c:d}.e{f:g}}', '/* } ; */.h::after{content:"}{;"}']);
    expect(parts.join('')).toBe(css);
  });

  it('keeps rules together up to the limit, a longer rule being a part of its own', () => {
    expect(sheetParts('.a{b:c}.d{e:f}.g{h:i}', 14)).toEqual(['.a{b:c}.d{e:f}', '.g{h:i}']);
    expect(sheetParts('.a{b:c}.long{content:"xxxxxxxxxxxx"}.d{e:f}', 10)).toEqual(['.a{b:c}', '.long{content:"xxxxxxxxxxxx"}', '.d{e:f}']);
    expect(sheetParts('', 10)).toEqual([]);
    expect(sheetParts('.a{b:c}', 10)).toEqual(['.a{b:c}']);
  });
});
