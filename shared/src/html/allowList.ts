// The one allow-list for HTML that comes from the server (static pages today; blog posts and forum messages next).
// The server cleans with it when HTML is seeded, stored or served (sanitize-html, server/src/content/sanitise.ts);
// the page cleans again with it when rendering (DOMPurify, the kit's SafeHtml). Anything not listed is removed:
// scripts, styles, event handlers, frames, forms, embedded objects, and URLs with any other scheme (javascript:, data:).

/** Elements kept (with their content); others are dropped, their text kept unless they are never text (script…). */
export const HTML_ALLOWED_TAGS = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'br',
  'hr',
  'blockquote',
  'pre',
  'code',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'small',
  'sub',
  'sup',
  'abbr',
  'span',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'a',
  'img',
  'figure',
  'figcaption',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
] as const;

/** Attributes kept, per element; every other attribute (on*, style, class, id…) is removed. */
export const HTML_ALLOWED_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'title'],
  img: ['src', 'alt', 'width', 'height'],
  abbr: ['title'],
  ol: ['start'],
  th: ['scope', 'colspan', 'rowspan'],
  td: ['colspan', 'rowspan'],
};

/** Schemes an href or src may use; relative URLs (/refunds, #top) are kept, protocol-relative ones (//host) are not. */
export const HTML_ALLOWED_SCHEMES = ['https', 'http', 'mailto', 'tel'] as const;

/** Elements dropped together with everything inside them. */
export const HTML_DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'noscript',
  'template',
  'textarea',
  'select',
  'svg',
  'math',
] as const;

/** True for an href/src value the allow-list accepts (an allowed scheme, or a relative URL). */
export function isAllowedHtmlUrl(value: string): boolean {
  // Browsers ignore ASCII whitespace and control characters inside a scheme ("java\tscript:"), so compare without them.
  const url = value.replace(/[\u0000-\u0020\u007f]+/g, '');
  if (url.startsWith('//')) return false;
  const scheme = /^([A-Za-z][A-Za-z0-9+.-]*):/.exec(url);
  return scheme ? (HTML_ALLOWED_SCHEMES as readonly string[]).includes(scheme[1]!.toLowerCase()) : true;
}
