/**
 * Limits of the user fields (SPEC §3 "User") that both the browser's forms and the server's schemas
 * check. A module of its own, without zod, so a form that only needs a number does not load the
 * cookie's schema (./session-user.ts) on its first load (issue 25: /login). Pure.
 */

/** Maximum length of a display name, in characters (code points). */
export const NAME_MAX_LENGTH = 60;
