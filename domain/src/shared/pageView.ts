import { z } from 'zod';

// Where a page of a long list stands: how many items there are in all, which page this is
// (from 1) and how many a page holds. A paged answer extends it with its items.
export const PagePlace = z.object({
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
