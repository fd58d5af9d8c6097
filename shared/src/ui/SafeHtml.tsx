// The one place the pages put HTML from the server into the document. The server already cleaned it
// (server/src/content/sanitise.ts); DOMPurify cleans it again here with the same shared allow-list, so a
// page is safe even if some path on the server forgot. Nothing else in the code base may use
// dangerouslySetInnerHTML (lint rule). Imported as @mealplan/shared/ui/SafeHtml (not from the kit's index), so
// DOMPurify loads with the pages that show server HTML and not with the first page.
import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { HTML_ALLOWED_ATTRIBUTES, HTML_ALLOWED_TAGS, HTML_DROPPED_WITH_CONTENT, isAllowedHtmlUrl } from '../html';

type Purifier = ReturnType<typeof DOMPurify>;

const CONFIG = {
  ALLOWED_TAGS: [...HTML_ALLOWED_TAGS],
  ALLOWED_ATTR: [...new Set(Object.values(HTML_ALLOWED_ATTRIBUTES).flat())],
  ADD_FORBID_CONTENTS: [...HTML_DROPPED_WITH_CONTENT],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
};

let purifier: Purifier | undefined;

/** A DOMPurify instance of its own (hooks are per instance) that keeps only each element's allowed attributes and URLs. */
function browserPurifier(): Purifier {
  if (purifier) return purifier;
  purifier = DOMPurify(window);
  purifier.addHook('uponSanitizeAttribute', (node, data) => {
    const allowed = HTML_ALLOWED_ATTRIBUTES[node.nodeName.toLowerCase()] ?? [];
    const isUrl = data.attrName === 'href' || data.attrName === 'src';
    if (!allowed.includes(data.attrName) || (isUrl && !isAllowedHtmlUrl(data.attrValue))) data.keepAttr = false;
  });
  return purifier;
}

/** The HTML with only what the shared allow-list permits; empty where there is no DOM to clean it with. */
export function sanitiseHtml(html: string): string {
  if (typeof window === 'undefined') return '';
  return browserPurifier().sanitize(html, CONFIG);
}

export interface SafeHtmlProps {
  /** HTML from the server (a static page's content; blog posts and forum messages next). */
  html: string;
  /** The element that holds it (default div). */
  as?: 'div' | 'article' | 'section';
  className?: string;
}

/** Renders server HTML after cleaning it with the shared allow-list. */
export function SafeHtml({ html, as: Tag = 'div', className }: SafeHtmlProps) {
  const clean = useMemo(() => sanitiseHtml(html), [html]);
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
