// static_pages: a page by route alias, path or id ('contact').
import { z } from 'zod';
import { defineCall } from '../define-call';
import { staticPage, text } from '../entities';

export const staticPages = {
  get: defineCall({
    request: z.strictObject({ id: text.min(1).max(128) }),
    ok: staticPage,
    style: 'status',
  }),
};
