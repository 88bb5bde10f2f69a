// Paged lists (the admin's users and log, invitations, reviews): one query shape and one answer
// shape, so every list pages alike.
import { z } from 'zod';

/** The largest page any list serves. */
const PAGE_SIZE_MAX = 100;

const PAGE_MESSAGE = 'Must be a whole number of at least 1';
const PAGE_SIZE_MESSAGE = `Must be a whole number from 1 to ${PAGE_SIZE_MAX}`;

/** `page` (1 unless given) and `page_size` (`defaultPageSize` unless given) of a list's query. */
export function pageQueryFields(defaultPageSize: number) {
  return {
    page: z.coerce
      .number({ error: PAGE_MESSAGE })
      .int({ error: PAGE_MESSAGE })
      .min(1, { error: PAGE_MESSAGE })
      .default(1),
    page_size: z.coerce
      .number({ error: PAGE_SIZE_MESSAGE })
      .int({ error: PAGE_SIZE_MESSAGE })
      .min(1, { error: PAGE_SIZE_MESSAGE })
      .max(PAGE_SIZE_MAX, { error: PAGE_SIZE_MESSAGE })
      .default(defaultPageSize),
  };
}

/** What a page answer carries beside its rows: how many match in all, and which page this is. */
export const pageInfoFields = {
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  page_size: z.number().int().positive(),
};
