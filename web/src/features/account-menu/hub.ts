/**
 * The 'From Insights to Action' banner's target and audience (SPEC §1, §6, §9). Pure.
 *
 * SPEC §1: the banner "leads to an external hub at '/'"; SPEC §9: "The product app is on an app
 * subdomain of the main site in production; outside production port 3001 on the current host."
 * Production here means a site served over https (as for the Secure cookie flag); `HUB_URL`
 * overrides both.
 */

/** SPEC §9: the hub's port on the current host outside production. */
export const HUB_DEV_PORT = 3001;

/** Where the hub is: an absolute URL, or the root of the current host on a port (known in the browser only). */
export type HubTarget = { kind: 'url'; href: string } | { kind: 'current-host'; port: number };

/**
 * The hub of a site (SPEC §9).
 * @param siteUrl the site's absolute URL, e.g. 'https://www.typeatlas.com'
 * @param override `HUB_URL`, an absolute http(s) URL, when configured
 * @returns `{ kind: 'url', href: 'https://app.typeatlas.com/' }` over https (the app subdomain of the
 *   root domain: the last two host labels), the override as is when given, else
 *   `{ kind: 'current-host', port: 3001 }`
 */
export function hubTarget(siteUrl: string, override?: string): HubTarget {
  if (override) return { kind: 'url', href: new URL('/', override).href };
  const site = new URL(siteUrl);
  const isIp = /^[\d.]+$/.test(site.hostname) || site.hostname.includes(':');
  if (site.protocol !== 'https:' || isIp || !site.hostname.includes('.')) return { kind: 'current-host', port: HUB_DEV_PORT };
  const root = site.hostname.split('.').slice(-2).join('.');
  return { kind: 'url', href: `https://app.${root}/` };
}

/**
 * The hub's address for a link, given where the page is.
 * @param target from {@link hubTarget}
 * @param location the page's `{ protocol, hostname }` (e.g. `window.location`)
 * @returns e.g. 'https://app.typeatlas.com/' or 'http://localhost:3001/'
 */
export function hubHref(target: HubTarget, location: { protocol: string; hostname: string }): string {
  if (target.kind === 'url') return target.href;
  const host = location.hostname.includes(':') ? `[${location.hostname}]` : location.hostname;
  return `${location.protocol}//${host}:${target.port}/`;
}

/**
 * Whether a document language is English (SPEC §6 "The mobile banner shows only for English
 * sessions with a session cookie").
 * @param lang `document.documentElement.lang`, e.g. 'en', 'en-GB'
 */
export function isEnglish(lang: string): boolean {
  return /^en(-|$)/i.test(lang);
}
