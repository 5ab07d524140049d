/**
 * Where the 'From Insights to Action' banner leads (SPEC §1, §6, §9), decided on the server: the
 * app subdomain of the site's registrable domain in production (Public Suffix List, via
 * lib/registrable-domain.ts), port `HUB_PORT` (default 3001) on the current host elsewhere, `HUB_URL` when set.
 * Pure; kept apart from hub.ts, which client components import.
 */
import { registrableDomain } from '@/lib/registrable-domain';
import { HUB_DEV_PORT, hubHref, type HubTarget } from './hub';

/**
 * The hub of a site (SPEC §9).
 * @param siteUrl the site's absolute URL, e.g. 'https://www.typeatlas.com'
 * @param override `HUB_URL`, an absolute http(s) URL, when configured
 * @param port `HUB_PORT`, the hub's port on the current host outside production (default 3001)
 * @returns `{ kind: 'url', href: 'https://app.typeatlas.com/' }` over https (the app subdomain of the
 *   root domain: the registrable domain from the Public Suffix List, so www.example.co.uk →
 *   app.example.co.uk), the override as is when given, else
 *   `{ kind: 'current-host', port, fallback: 'http://localhost:3001/' }` (fallback: the hub on the
 *   site's own host, for server-rendered links)
 */
export function hubTarget(siteUrl: string, override?: string, port: number = HUB_DEV_PORT): HubTarget {
  if (override) return { kind: 'url', href: new URL('/', override).href };
  const site = new URL(siteUrl);
  const root = site.protocol === 'https:' && !site.hostname.startsWith('[') ? registrableDomain(site.hostname) : null;
  if (!root) return { kind: 'current-host', port, fallback: hubHref({ kind: 'current-host', port, fallback: '' }, site) };
  return { kind: 'url', href: `https://app.${root}/` };
}
