/** @jest-environment jsdom */
import { heldInline, inlineStylesPlugin } from '../src/federation/inlineStyles';

const AREA = 'http://localhost/remotes/account/20260101-000000000Z';

beforeEach(() => {
  document.head.innerHTML = '<style data-href="/main.76217a75.css"></style><style data-href="9577.18e4e4f9.css"></style>';
});

describe('a stylesheet a prerendered page holds inline', () => {
  it('is found by its file in the area folder, or by its whole URL', () => {
    expect(heldInline(document, `${AREA}/9577.18e4e4f9.css`)).toBe(true);
    expect(heldInline(document, 'http://localhost/main.76217a75.css')).toBe(false);
    document.head.innerHTML = `<style data-href="${AREA}/1.css"></style>`;
    expect(heldInline(document, `${AREA}/1.css`)).toBe(true);
  });

  it('is another file for another name, or a name that only ends the same', () => {
    expect(heldInline(document, `${AREA}/9577.00000000.css`)).toBe(false);
    expect(heldInline(document, `${AREA}/x9577.18e4e4f9.css`)).toBe(false);
  });

  it('gets the federation runtime a link that loads nothing; any other file is left to the runtime', () => {
    const plugin = inlineStylesPlugin(document);
    const link = plugin.createLink({ url: `${AREA}/9577.18e4e4f9.css` });
    expect(link).toBeInstanceOf(HTMLLinkElement);
    expect(link?.hasAttribute('href')).toBe(false);
    expect(link?.hasAttribute('rel')).toBe(false);
    expect(plugin.createLink({ url: `${AREA}/page-signIn.1a2b3c4d.css` })).toBeUndefined();
  });
});
