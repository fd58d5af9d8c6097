// static_pages: a page by route alias, path or id ('contact').
import { z } from 'zod';
import { defineCall } from '../define-call';
import { staticPage } from '../entities';

export const staticPages = {
  get: defineCall({
    request: z.strictObject({ id: z.string().min(1).max(128) }),
    ok: staticPage,
    style: 'status',
  }),
};
