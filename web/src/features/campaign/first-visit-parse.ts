/**
 * Parsing the first-visit cookie (SPEC §3) with zod: its own module so that a first visit, which has
 * no cookie to parse, loads no zod after the page (issue 25); ./tracker.ts imports it on demand.
 */
// zod/mini: the same validation with a far smaller browser bundle (this module runs client-side).
import * as z from 'zod/mini';
import { experimentsSchema } from './experiments';
import type { FirstVisit } from './first-visit';

/** zod schema of the stored record; a cookie failing it is treated as absent. */
export const firstVisitSchema = z.object({
  timestamp: z.int().check(z.nonnegative()),
  referrer: z.string(),
  sent: z.boolean(),
  afid: z.nullable(z.string()),
  country: z.nullable(z.string()),
  experiments: experimentsSchema,
});

/**
 * Parses the (URI-decoded) cookie value.
 *
 * @returns the record, or `null` when the cookie is absent, not JSON or not a valid record —
 *   an invalid cookie is treated as absent (it is then replaced by a fresh record). Never throws.
 */
export function parseFirstVisit(value: string | null): FirstVisit | null {
  if (value === null) return null;
  try {
    const parsed = firstVisitSchema.safeParse(JSON.parse(value));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
