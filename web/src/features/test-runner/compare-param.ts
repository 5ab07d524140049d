/**
 * The free test taken "to compare with a friend" (issue 12, issue 24 §5): a shared result's page
 * links to the test with `?compare={token}` (lib/routes.ts `compareTestHref`); the test page says
 * so and, on completion, opens the comparison instead of the result page. Pure: no framework
 * imports.
 */
import { isShareToken } from '@/lib/share-token';

/** Query parameter of the test page that carries a shared result's token. */
export const COMPARE_PARAM = 'compare';

/**
 * The share token a test page's query string carries, if it is a well-formed one.
 * @param search `location.search`, e.g. '?compare=AbC…&utm_source=header' (with or without '?')
 * @returns the token, or null when the parameter is absent, empty or not a share token
 */
export function compareTokenOf(search: string): string | null {
  const token = new URLSearchParams(search).get(COMPARE_PARAM);
  return token !== null && isShareToken(token) ? token : null;
}
