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

/**
 * Where the hub is: an absolute URL, or the root of the current host on a port (known in the
 * browser only; `fallback` is that address on the configured site's host, for server-rendered HTML
 * until the browser puts its own host in, e.g. 'http://localhost:3001/').
 */
export type HubTarget = { kind: 'url'; href: string } | { kind: 'current-host'; port: number; fallback: string };

// The hub of a site (production: the app subdomain of the registrable domain): hub-target.ts, on the
// server (it needs the Public Suffix List, which stays out of this client-imported file).

/**
 * The hub's address for a link, given where the page is.
 * @param target from {@link hubTarget}
 * @param location the page's `{ protocol, hostname }` (e.g. `window.location`)
 * @returns e.g. 'https://app.typeatlas.com/' or 'http://localhost:3001/'
 */
export function hubHref(target: HubTarget, location: { protocol: string; hostname: string }): string {
  if (target.kind === 'url') return target.href;
  // URL and window.location give IPv6 hosts in brackets already ('[::1]'); a bare '::1' gets them.
  const host = location.hostname.includes(':') && !location.hostname.startsWith('[') ? `[${location.hostname}]` : location.hostname;
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
