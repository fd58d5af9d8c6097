// HTML from the server's content (static pages; blog posts and forum messages next) is cleaned with the shared
// allow-list when it is seeded, stored and served, so no path into the database or out of it carries script.
import sanitizeHtml from 'sanitize-html';
import { HTML_ALLOWED_ATTRIBUTES, HTML_ALLOWED_SCHEMES, HTML_ALLOWED_TAGS, HTML_DROPPED_WITH_CONTENT } from '@mealplan/shared/html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...HTML_ALLOWED_TAGS],
  allowedAttributes: Object.fromEntries(Object.entries(HTML_ALLOWED_ATTRIBUTES).map(([tag, names]) => [tag, [...names]])),
  allowedSchemes: [...HTML_ALLOWED_SCHEMES],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: [...HTML_DROPPED_WITH_CONTENT],
};

/** The HTML with only what the allow-list permits (server/src/content; the page's SafeHtml applies the same list). */
export function sanitiseHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
