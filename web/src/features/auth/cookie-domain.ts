/**
 * Cookie scope rules of SPEC §9: auth cookies live 30 days on path /, Secure depends on the
 * environment, and the domain is the site's root domain with a dot prefix. Pure.
 */

/** SPEC §9: auth cookies last 30 days. */
export const AUTH_COOKIE_MAX_AGE_SECONDS = 2_592_000;

/**
 * The cookie domain for a site URL: `.` + the last two labels of its host (www.typeatlas.com →
 * `.typeatlas.com`, app.typeatlas.com → `.typeatlas.com`, so the app subdomain of SPEC §9 shares the
 * session); undefined (host-only cookie) for localhost, IP addresses and single-label hosts.
 * @param siteUrl absolute URL, e.g. 'https://www.typeatlas.com'
 */
export function cookieDomainFor(siteUrl: string): string | undefined {
  const host = new URL(siteUrl).hostname;
  if (host === 'localhost' || host.endsWith('.localhost') || /^[\d.]+$/.test(host) || host.includes(':') || !host.includes('.')) return undefined;
  return `.${host.split('.').slice(-2).join('.')}`;
}

/** Secure cookies whenever the site is served over https (SPEC §9 "secure flag depends on environment"). */
export function cookieSecureFor(siteUrl: string): boolean {
  return new URL(siteUrl).protocol === 'https:';
}
