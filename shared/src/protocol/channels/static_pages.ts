// static_pages: a page by route alias, path or id ('contact').
import { z } from 'zod';
import { defineCall } from '../define-call';
import { staticPage, text } from '../entities';

/** The page's route alias: 'contact', '/contact/', '/page/contact?x' and 'Contact' are one page. */
export function staticPageAlias(id: string): string {
  return id
    .trim()
    .toLowerCase()
    .replace(/[?#].*$/, '')
    .replace(/^\/+|\/+$/g, '')
    .replace(/^page\//, '');
}

export const staticPages = {
  get: defineCall({
    access: 'anyone',
    limit: 'read',
    cache: { scope: 'shared', key: ({ data }) => `static_pages:${staticPageAlias(data.id)}` },
    request: z.object({ id: text.min(1).max(128) }),
    ok: staticPage,
    style: 'status',
  }),
};
