/**
 * The auth cookies' domain (SPEC §9: the site's root domain with a dot prefix), from the Public
 * Suffix List. Imported by the server only (server/cookies.ts): lib/auth-cookies.ts, which client
 * code imports for the cookie names, stays free of the list.
 */
import { registrableDomain } from './registrable-domain';

/**
 * The cookie domain for a site URL: `.` + the registrable domain of its host (www.typeatlas.com →
 * `.typeatlas.com`, app.typeatlas.com → `.typeatlas.com`, so the app subdomain shares the session;
 * www.example.co.uk → `.example.co.uk`, never `.co.uk`); undefined (a host-only cookie) for
 * localhost, IP addresses, single-label hosts and hosts that are a public suffix themselves.
 * @param siteUrl absolute URL, e.g. 'https://www.typeatlas.com'
 */
export function cookieDomainFor(siteUrl: string): string | undefined {
  const host = new URL(siteUrl).hostname;
  if (host === 'localhost' || host.endsWith('.localhost') || host.startsWith('[')) return undefined;
  const domain = registrableDomain(host);
  return domain ? `.${domain}` : undefined;
}
