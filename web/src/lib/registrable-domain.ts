/**
 * The registrable domain of a host name ("eTLD+1"), from the Public Suffix List via `tldts`
 * (SPEC §9 "root domain": cookies shared with the app subdomain and the hub's address). Taking "the
 * last two labels" breaks every multi-label public suffix (`www.example.co.uk` → `co.uk`, a cookie
 * domain browsers refuse). Private suffixes count (`allowPrivateDomains`): browsers refuse cookies on
 * `vercel.app` or `github.io` as well, so `my-site.vercel.app` is its own registrable domain.
 * Server-side only in practice (the list is ~40 KB gzipped; keep it out of client bundles).
 */
import { getDomain } from 'tldts';

/**
 * @param hostname a URL's host name, e.g. 'www.typeatlas.com', 'shop.example.co.uk'
 * @returns 'typeatlas.com', 'example.co.uk'; null for IP addresses, localhost, single labels and
 *   hosts that are themselves a public suffix (no registrable domain)
 */
export function registrableDomain(hostname: string): string | null {
  return getDomain(hostname, { allowPrivateDomains: true, validateHostname: true }) ?? null;
}
