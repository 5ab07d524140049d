/**
 * Per-page chrome options — SPEC §2 Header: "Pages may declare their own header options, layout,
 * a skip-route-change flag and an access rule."
 *
 * ## The mechanism
 *
 * One typed table, {@link PAGE_OPTIONS}, maps App Router path patterns to options. The client
 * parts of the site chrome (HeaderFrame, LayoutGate, LoadingBar) read it for the current path with
 * `usePageOptions()` (= `usePathname()` + {@link pageOptionsFor}). `usePathname()` returns the
 * request path during server rendering as well, so the HTML a visitor receives already has the
 * right header variant and layout: there is no flash of the wrong header and no client-only
 * switch. Nothing here touches the request (no `headers()`), so pages stay statically rendered.
 *
 * To declare options for a page, add one row to the table:
 *
 * ```ts
 * { pattern: '/tools/tests/[slug]', options: { header: { variant: 'short' }, layout: 'focused' } },
 * ```
 *
 * Patterns use the app/ folder syntax, one segment per folder: a literal segment, `[name]` (exactly
 * one segment), `[...name]` (one or more) or `[[...name]]` (zero or more). Route groups `(group)`
 * are not part of the URL and are left out. Rows are tried in order; the first match wins, and
 * its options are merged over {@link DEFAULT_PAGE_OPTIONS}. A path that matches no row gets the
 * defaults. The module is pure (no React, no Next.js) and unit-tested in page-options.test.ts.
 *
 * Access rules (SPEC §2, §4): `access: 'auth'` sends a signed-out visitor away (to the stored
 * pre-logout route or /login), `access: 'nonauth'` sends a signed-in user away (to the last visited
 * route or /). The rules themselves are features/auth/access.ts; the server pages apply them on the
 * first request and features/auth/AccessGuard applies them when the session changes in the browser.
 */
import type { AccessRule } from '@/features/auth/access';
import { ROUTES } from '@/lib/routes';

/** `default`: logo, navigation, search, Log in and "Take the test"; `short`: logo and Support only (SPEC §2). */
export type HeaderVariant = 'default' | 'short';

export interface HeaderOptions {
  variant: HeaderVariant;
  /**
   * The page shows an append area docked under the header bar; its content is rendered by the
   * page with `<HeaderAppend>` (components/header/HeaderAppend.tsx).
   */
  append: boolean;
  /**
   * Hide the header on scroll down and show it again on scroll up. SPEC §2 ties this to the append
   * area ("when an append area exists"), so it defaults to the value of `append`.
   */
  hideOnScroll: boolean;
}

/**
 * `default`: the full footer. `focused`: a distraction-free page (test taking) whose footer keeps
 * only the copyright line and the accessibility button.
 */
export type PageLayout = 'default' | 'focused';

export interface PageOptions {
  header: HeaderOptions;
  layout: PageLayout;
  /** Navigations *to* this page do not show the loading bar (components/loading-bar). */
  skipRouteChange: boolean;
  /** SPEC §4 access rule; null = open to everyone. */
  access: AccessRule | null;
}

/** What a row declares: every field optional, merged over the defaults. */
export interface PageOptionsDeclaration {
  header?: Partial<HeaderOptions>;
  layout?: PageLayout;
  skipRouteChange?: boolean;
  access?: AccessRule | null;
}

/** An app/ route pattern: `/`, or `/`-separated segments such as `/tools/tests/[slug]`. */
export type RoutePattern = '/' | `/${string}`;

export interface PageOptionsRule {
  pattern: RoutePattern;
  options: PageOptionsDeclaration;
}

export const DEFAULT_PAGE_OPTIONS: PageOptions = Object.freeze({
  header: Object.freeze({ variant: 'default', append: false, hideOnScroll: false }),
  layout: 'default',
  skipRouteChange: false,
  access: null,
}) as PageOptions;

/** The table: which pages declare which options (first match wins). */
export const PAGE_OPTIONS: readonly PageOptionsRule[] = [
  // Focused test taking: short header (logo + Support) and the compact footer.
  { pattern: ROUTES.freeTest, options: { header: { variant: 'short' }, layout: 'focused' } },
  { pattern: '/tools/tests/[slug]', options: { header: { variant: 'short' }, layout: 'focused' } },
  // Accounts (SPEC §2 "logged-in area", §4 access rules).
  { pattern: ROUTES.profile, options: { access: 'auth' } },
  { pattern: ROUTES.profileSettings, options: { access: 'auth' } },
  { pattern: ROUTES.login, options: { access: 'nonauth' } },
  { pattern: ROUTES.resetPassword, options: { access: 'nonauth' } },
];

function segmentsOf(path: string): string[] {
  return path.split('/').filter((segment) => segment.length > 0);
}

/**
 * Whether `pathname` (no query string or hash; a trailing slash is ignored) matches `pattern`.
 * Literal segments compare exactly (paths are compared as encoded in the URL).
 */
export function matchesRoute(pattern: RoutePattern, pathname: string): boolean {
  const want = segmentsOf(pattern);
  const have = segmentsOf(pathname);
  for (let index = 0; index < want.length; index += 1) {
    const segment = want[index] as string;
    if (segment.startsWith('[[...')) return index === want.length - 1;
    if (segment.startsWith('[...')) return index === want.length - 1 && have.length > index;
    if (index >= have.length) return false;
    if (segment.startsWith('[') && segment.endsWith(']')) continue;
    if (segment !== have[index]) return false;
  }
  return have.length === want.length;
}

/** Merges a declaration over the defaults (`hideOnScroll` follows `append` unless declared). */
export function resolvePageOptions(declaration: PageOptionsDeclaration = {}): PageOptions {
  const append = declaration.header?.append ?? DEFAULT_PAGE_OPTIONS.header.append;
  return {
    header: {
      variant: declaration.header?.variant ?? DEFAULT_PAGE_OPTIONS.header.variant,
      append,
      hideOnScroll: declaration.header?.hideOnScroll ?? append,
    },
    layout: declaration.layout ?? DEFAULT_PAGE_OPTIONS.layout,
    skipRouteChange: declaration.skipRouteChange ?? DEFAULT_PAGE_OPTIONS.skipRouteChange,
    access: declaration.access ?? DEFAULT_PAGE_OPTIONS.access,
  };
}

/**
 * The options of the page at `pathname`.
 * @param pathname the URL path, e.g. from `usePathname()` (a query string or hash is ignored)
 * @param rules the table to read; {@link PAGE_OPTIONS} unless a test passes its own
 */
export function pageOptionsFor(pathname: string, rules: readonly PageOptionsRule[] = PAGE_OPTIONS): PageOptions {
  const path = pathname.split(/[?#]/, 1)[0] ?? '/';
  const rule = rules.find((candidate) => matchesRoute(candidate.pattern, path));
  return resolvePageOptions(rule?.options);
}
