/**
 * Page access rules (SPEC §4): 'auth' redirects a logged-out visitor to the stored pre-logout route
 * or /login; 'nonauth' redirects a logged-in user to the last visited route or /. "The rule may be a
 * function of the query and page props" — see {@link AccessDeclaration}. Stored routes come from
 * browser storage (SPEC §3 `redirectBeforeLogout`, `lastRoute`), which anyone can write, so they
 * are used only when they are same-site paths (no open redirect). Pure.
 */
import { ROUTES } from '@/lib/routes';

export type AccessRule = 'auth' | 'nonauth';

/** What a rule function sees: the page's query string and its props (e.g. route params). */
export interface AccessContext<Props = unknown> {
  query: URLSearchParams;
  props: Props;
}

/**
 * A page's access rule as declared (SPEC §2 "Pages may declare … an access rule", §4 "The rule may
 * be a function of the query and page props"): a rule, null (open to everyone), or a function of
 * {@link AccessContext} returning one of those.
 */
export type AccessDeclaration<Props = unknown> = AccessRule | null | ((context: AccessContext<Props>) => AccessRule | null);

/**
 * The rule a declaration gives for one request.
 * @param declaration the page's declaration
 * @param context the query (a URLSearchParams or Next's `searchParams` record) and the page props
 * @returns 'auth', 'nonauth' or null; a function returning anything else counts as null
 */
export function resolveAccessRule<Props>(
  declaration: AccessDeclaration<Props>,
  context: { query?: URLSearchParams | Record<string, string | string[] | undefined>; props: Props },
): AccessRule | null {
  if (typeof declaration !== 'function') return declaration;
  const rule = declaration({ query: toSearchParams(context.query), props: context.props });
  return rule === 'auth' || rule === 'nonauth' ? rule : null;
}

/** Next's `searchParams` record (or nothing) as URLSearchParams; repeated keys keep every value. */
export function toSearchParams(query: URLSearchParams | Record<string, string | string[] | undefined> | undefined): URLSearchParams {
  if (query instanceof URLSearchParams) return new URLSearchParams(query);
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) params.append(key, item);
  }
  return params;
}

/** SPEC §3 browser storage keys (./storage-keys.ts). */
export { LAST_ROUTE_KEY, REDIRECT_BEFORE_LOGOUT_KEY } from './storage-keys';

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
 * Where a page's access rule sends the visitor, if anywhere. No loops: the last visited route is
 * only ever a page without an access rule (RouteMemory records nothing else), the pre-logout route
 * is consumed once, and a stored route equal to the current path is ignored.
 * @param input rule of the current page, whether a session cookie exists, the stored routes and the
 *   current path
 * @returns a same-site path to navigate to, or null to stay
 */
export function accessRedirect(input: {
  rule: AccessRule | null;
  loggedIn: boolean;
  preLogoutRoute: unknown;
  lastRoute: unknown;
  currentPath: string;
}): string | null {
  const { rule, loggedIn, currentPath } = input;
  const usable = (candidate: unknown): string | null => {
    const path = safeRedirectPath(candidate);
    return path && pathOf(path) !== pathOf(currentPath) ? path : null;
  };
  if (rule === 'auth' && !loggedIn) return usable(input.preLogoutRoute) ?? ROUTES.login;
  if (rule === 'nonauth' && loggedIn) return usable(input.lastRoute) ?? ROUTES.home;
  return null;
}
