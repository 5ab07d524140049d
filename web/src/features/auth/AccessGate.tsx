/**
 * Server half of a page's access rule (SPEC §2 "Pages may declare … an access rule", §4).
 */
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import type { ReactNode } from 'react';
import { getT } from '@/i18n';
import { ROUTES } from '@/lib/routes';
import { type AccessDeclaration, resolveAccessRule } from './access';
import { AccessGuard } from './AccessGuard';
import { TOKEN_COOKIE, USER_COOKIE } from '@/lib/auth-cookies';
import { readUserCookie } from '@/lib/session-user';

/** Whether a request carries a session: a valid `user` cookie and the `token` cookie (as the browser sees it: the `user` cookie). */
async function hasSessionCookies(): Promise<boolean> {
  const jar = await cookies();
  const user = jar.get(USER_COOKIE)?.value;
  return Boolean(user && readUserCookie(`${USER_COOKIE}=${user}`) && jar.get(TOKEN_COOKIE)?.value);
}

/**
 * Applies a page's access rule: on the server for the first request, in the browser (AccessGuard)
 * whenever the session changes. A layout declares a rule for its route group (`(account)` → 'auth',
 * `(guest)` → 'nonauth'); a page may declare a function of its query and props instead.
 * - 'auth', signed out: redirect to /login (the browser guard prefers a stored pre-logout route);
 * - 'nonauth', signed in: the last visited route lives in the browser's session storage, so the
 *   page shows a short "already signed in" notice (with a link home) while AccessGuard moves on;
 * - otherwise the children.
 * @param rule 'auth' | 'nonauth' | null, or `({ query, props }) => rule`
 * @param query the page's `searchParams` (for rule functions)
 * @param props the page's props (for rule functions)
 */
export async function AccessGate<Props = unknown>({
  rule,
  query,
  props,
  children,
}: {
  rule: AccessDeclaration<Props>;
  query?: URLSearchParams | Record<string, string | string[] | undefined>;
  props?: Props;
  children: ReactNode;
}) {
  const resolved = resolveAccessRule(rule, { query, props: props as Props });
  if (!resolved) return children;
  const signedIn = await hasSessionCookies();
  if (resolved === 'auth' && !signedIn) redirect(ROUTES.login);
  if (resolved === 'nonauth' && signedIn) {
    const t = getT('account');
    return (
      <>
        <AccessGuard rule={resolved} />
        <div className="container" role="status">
          <p>{t('access.signedIn')}</p>
          <p>
            <a href={ROUTES.home}>{t('access.home')}</a>
          </p>
        </div>
      </>
    );
  }
  return (
    <>
      <AccessGuard rule={resolved} />
      {children}
    </>
  );
}
