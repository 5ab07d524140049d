/**
 * What a failed account call shows (SPEC §8): the ApiRequestError's message — already the server's
 * `message`, else `error.message`, else 'Server request failed' — and its `errors` field. Anything
 * that is not an ApiRequestError (a bug, a rejected dynamic import) shows 'Server request failed'.
 * Pure: no framework imports.
 */
import { ApiRequestError } from '@/lib/api-client';
import { ERROR_TEXTS } from '@/lib/api-errors';

/** A failure as the forms show it. */
export interface Failure {
  /** Plain-words message for the live region. */
  message: string;
  /** HTTP status (0 = network failure or unknown). */
  status: number;
  /** The server's `errors` field (per-field messages, `_error`, `code`), untrusted. */
  errors: unknown;
}

/** @returns the {@link Failure} of anything thrown by the generic client or the sign-in helpers */
export function failureOf(error: unknown): Failure {
  if (error instanceof ApiRequestError) {
    return { message: error.message || ERROR_TEXTS.serverRequestFailed, status: error.status, errors: error.errors };
  }
  return { message: ERROR_TEXTS.serverRequestFailed, status: 0, errors: undefined };
}
