/**
 * The answer of a path under `/api/` that no Route Handler has (issue 22 §3): the JSON error 404
 * `{ message: 'Not found', code: 404 }` (SPEC §8 default statuses), for every method, instead of
 * the HTML 404 page — API clients read `{ message, code }` from every failed call (lib/api-errors.ts).
 * Malformed API paths never get here: the proxy answers them 400 first (src/proxy.ts).
 */
import 'server-only';
import { ApiError } from '../http';
import { route } from '../route';

/**
 * Any method on an unknown API path.
 * @returns never; the wrapper answers the ApiError 404 as `{ message: 'Not found', code: 404 }`
 */
export const unknownApiPath = route({ sameOrigin: false, session: 'none' }, async () => {
  throw new ApiError(404);
});
