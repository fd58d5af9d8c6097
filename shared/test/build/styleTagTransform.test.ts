/** @jest-environment jsdom */
// The browser side of the prerendered page's stylesheets: a stylesheet the HTML holds inline is not added again.
import styleTagTransform, { PRERENDERED_CSS_ATTRIBUTE } from '../../build/styleTagTransform.js';

const TOKENS = ':root { --space-2: 8px; }\n';
const SHELL = '.shell { display: grid; }\n';

function styleElement(): HTMLStyleElement {
  return document.head.appendChild(document.createElement('style'));
}

describe('styleTagTransform', () => {
  beforeAll(() => {
    // The prerendered page's head: one marked <style> per stylesheet.
    for (const css of [TOKENS, SHELL]) {
      const inline = document.createElement('style');
      inline.setAttribute(PRERENDERED_CSS_ATTRIBUTE, '');
      inline.textContent = css;
      document.head.appendChild(inline);
    }
  });

  it('leaves out a stylesheet the page already holds inline', () => {
    const added = styleElement();
    styleTagTransform(SHELL, added);
    expect(added.textContent).toBe('');
  });

  it('adds a stylesheet the page does not hold, or holds in another version', () => {
    const other = styleElement();
    styleTagTransform('.planner { color: red; }', other);
    expect(other.textContent).toBe('.planner { color: red; }');
    const changed = styleElement();
    styleTagTransform(`${SHELL}.shell__main { padding: 0; }\n`, changed);
    expect(changed.textContent).toContain('.shell__main');
  });

  it('replaces what the element held before (an update of the stylesheet)', () => {
    const element = styleElement();
    styleTagTransform('.a { color: red; }', element);
    styleTagTransform('.a { color: blue; }', element);
    expect(element.textContent).toBe('.a { color: blue; }');
  });
});
