// Paging of the blog and forum lists (page size 20 in the UI).
import { z } from 'zod';

export const MAX_PAGE_SIZE = 100;
export const paging = {
  offset: z.number().int().min(0).max(1_000_000),
  limit: z.number().int().min(1).max(MAX_PAGE_SIZE),
};
