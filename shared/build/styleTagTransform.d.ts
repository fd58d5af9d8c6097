// The part of styleTagTransform.js that TypeScript code uses (shell/scripts/prerender.tsx).
/** Marks a prerendered page's inline stylesheets, which the scripts do not add again. */
export const PRERENDERED_CSS_ATTRIBUTE: string;
/** Puts `css` into `styleElement`, unless the page holds the same stylesheet inline already. */
export default function styleTagTransform(css: string, styleElement: HTMLStyleElement): void;
