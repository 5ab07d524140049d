/**
 * The experiments cookie (SPEC §3 "Experiments cookie: JSON of feature flags"; §8 "a failed
 * experiments cookie logs a message and deletes the flag cookie"). Pure logic: parsing only — the
 * caller logs {@link EXPERIMENTS_INVALID_MESSAGE} and deletes the cookie on an 'invalid' outcome.
 */
// zod/mini: the same validation with a far smaller browser bundle (this module runs client-side).
import * as z from 'zod/mini';

import type { Experiments } from './experiment-flags';

export { EXPERIMENTS_COOKIE, EXPERIMENTS_INVALID_MESSAGE, type ExperimentFlag, type Experiments } from './experiment-flags';

/** zod schema of the flags: a JSON object whose values are booleans, strings or finite numbers. */
export const experimentsSchema = z.record(z.string(), z.union([z.boolean(), z.string(), z.number()]));

/** Outcome of {@link parseExperimentsCookie}. */
export type ExperimentsCookieResult = { status: 'absent' } | { status: 'valid'; experiments: Experiments } | { status: 'invalid' };

/**
 * Parses the experiments cookie's (already URI-decoded) value.
 *
 * @param value - the cookie value, `null` when the cookie is not set
 * @returns 'absent' for `null`; 'valid' with the flags for a JSON object of boolean/string/number
 *   values; 'invalid' for anything else — malformed JSON, an empty string, an array, `null`, a
 *   primitive, or a flag holding an object/array/null. Never throws.
 */
export function parseExperimentsCookie(value: string | null): ExperimentsCookieResult {
  if (value === null) return { status: 'absent' };
  let json: unknown;
  try {
    json = JSON.parse(value);
  } catch {
    return { status: 'invalid' };
  }
  const parsed = experimentsSchema.safeParse(json);
  return parsed.success ? { status: 'valid', experiments: parsed.data } : { status: 'invalid' };
}
