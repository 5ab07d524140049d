/**
 * SPEC §3 browser storage keys of the session rules, in a module of their own so that RouteMemory
 * (on every page) does not bring the access rules (./access.ts, lib/routes) into the first load
 * (issue 25). ./access.ts re-exports them.
 */

/** sessionStorage: where a sign-out left from, for the next sign-in (SPEC §4). */
export const REDIRECT_BEFORE_LOGOUT_KEY = 'redirectBeforeLogout';
/** sessionStorage: the last visited route without an access rule (SPEC §3 `lastRoute`). */
export const LAST_ROUTE_KEY = 'lastRoute';
