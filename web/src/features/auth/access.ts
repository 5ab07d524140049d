/**
 * Page access rules (SPEC §4): 'auth' redirects a logged-out visitor to the stored pre-logout route
 * or /login; 'nonauth' redirects a logged-in user to the last visited route or /. Stored routes come
 * from browser storage (SPEC §3 `redirectBeforeLogout`, `lastRoute`), which anyone can write, so they
 * are used only when they are same-site paths (no open redirect). Pure.
 */
import { ROUTES } from '@/lib/routes';

export type AccessRule = 'auth' | 'nonauth';

/** SPEC §3 browser storage keys. */
export const REDIRECT_BEFORE_LOGOUT_KEY = 'redirectBeforeLogout';
export const LAST_ROUTE_KEY = 'lastRoute';

const MAX_PATH_LENGTH = 2048;
const BASE = 'https://same-site.invalid';

/**
 * Whether a stored value is a same-site path we may navigate to: starts with a single '/', no
 * backslashes, control characters or scheme tricks, and resolves to the same origin.
 * @param value anything read from storage
 * @returns the normalised path (path + query + hash) or null
 */
export function safeRedirectPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_PATH_LENGTH) return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (!value.startsWith('/') || value.startsWith('//') || /[\\\u0000-\u001f\u007f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Dot segments can normalise to a protocol-relative path: '/..//evil.com' → '//evil.com'.
  return path.startsWith('//') ? null : path;
}

/** The path part of a path-with-query. */
function pathOf(path: string): string {
  return path.split(/[?#]/, 1)[0] || '/';
}

/**
 * Where a page's access rule sends the visitor, if anywhere.
 * @param input rule of the current page, whether a session cookie exists, the stored routes, the
 *   current path, and `ruleFor` (the access rule of any path, to avoid redirect loops)
 * @returns a same-site path to navigate to, or null to stay
 */
export function accessRedirect(input: {
  rule: AccessRule | null;
  loggedIn: boolean;
  preLogoutRoute: unknown;
  lastRoute: unknown;
  currentPath: string;
  ruleFor: (path: string) => AccessRule | null;
}): string | null {
  const { rule, loggedIn, currentPath, ruleFor } = input;
  const usable = (candidate: unknown, forbidden: AccessRule): string | null => {
    const path = safeRedirectPath(candidate);
    if (!path || pathOf(path) === pathOf(currentPath) || ruleFor(pathOf(path)) === forbidden) return null;
    return path;
  };
  if (rule === 'auth' && !loggedIn) return usable(input.preLogoutRoute, 'auth') ?? ROUTES.login;
  if (rule === 'nonauth' && loggedIn) return usable(input.lastRoute, 'nonauth') ?? ROUTES.home;
  return null;
}
