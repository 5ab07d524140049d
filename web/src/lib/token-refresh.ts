/**
 * When to refresh the ID token (SPEC §9 "Token refresh 5 minutes before expiry"). Pure.
 */

/** SPEC §9: refresh this long before the ID token expires, in ms. */
export const TOKEN_REFRESH_MARGIN_MS = 5 * 60 * 1000;

/**
 * @param expiresAt the ID token's expiry, epoch ms
 * @param now epoch ms
 * @returns true when the token expires within {@link TOKEN_REFRESH_MARGIN_MS} (or already has)
 */
export function needsRefresh(expiresAt: number, now: number): boolean {
  return expiresAt - now <= TOKEN_REFRESH_MARGIN_MS;
}

/**
 * Delay until the refresh is due (0 when it is due already).
 * @returns ms
 */
export function refreshDelay(expiresAt: number, now: number): number {
  return Math.max(0, expiresAt - TOKEN_REFRESH_MARGIN_MS - now);
}
