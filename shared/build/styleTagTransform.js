// style-loader's styleTagTransform (the function that puts a stylesheet's text into the <style> element it added):
// a stylesheet the page's HTML already carries is left out. A prerendered page (shell/scripts/prerender.tsx) holds the
// stylesheets of its modules inline, one <style data-prerendered-css> each; adding the same rules again as the scripts
// run made the browser restyle the whole page for nothing, during start-up (issue 23). Only an exact copy is left
// out, so a stylesheet that changed since, or one the HTML does not hold, is added as style-loader would.
/* global document */

/** Marks a prerendered page's inline stylesheets. */
const PRERENDERED_CSS_ATTRIBUTE = 'data-prerendered-css';

/** The texts of the page's prerendered stylesheets, read once. */
let prerendered;

function styleTagTransform(css, styleElement) {
  if (!prerendered) prerendered = new Set(Array.from(document.querySelectorAll(`style[${PRERENDERED_CSS_ATTRIBUTE}]`), (style) => style.textContent));
  if (prerendered.has(css)) return;
  styleElement.replaceChildren(document.createTextNode(css));
}

module.exports = styleTagTransform;
module.exports.PRERENDERED_CSS_ATTRIBUTE = PRERENDERED_CSS_ATTRIBUTE;
