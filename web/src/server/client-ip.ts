/**
 * Who the client is, for rate limits (issue 13, finding 4): the X-Forwarded-For entry that many
 * trusted proxy hops from the right (`TRUST_PROXY`, config/env.ts), never an entry the client wrote.
 *
 * Every proxy appends the address it received the request from, so the right end of the list is
 * trustworthy and the left end is whatever the client sent. The production server (web/server.ts)
 * is the last hop and appends the socket address too; hence the entry `hops` places from the right
 * (counting that one as 0) is the address the outermost trusted proxy saw — the client's.
 *
 * The identity is normalised so one client cannot pose as many: ports and brackets are dropped,
 * IPv4-mapped IPv6 becomes IPv4, and an IPv6 client counts as its /64 prefix (one subscriber's
 * network, in which it may choose any address). Addresses are parsed by ipaddr.js, held to the
 * strict forms (four-part decimal IPv4, also inside IPv6): pure, no framework imports.
 */
import 'server-only';
import ipaddr from 'ipaddr.js';

/** The IPv6 prefix length one client is counted by. */
export const IPV6_CLIENT_PREFIX = 64;

/** The identity when no entry holds an address. */
export const UNKNOWN_CLIENT = 'unknown';

/** `[v6]`, `[v6]:port` or `v4:port` (X-Forwarded-For entries some proxies write). */
const WITH_PORT = /^\[([^\]]+)\](?::(\d{1,5}))?$|^([\d.]+):(\d{1,5})$/;

/** An IPv6 zone (`%eth0`, `%en0.1`): it names the proxy's interface, not the client. */
const ZONE = /%[\w.-]+$/;

/**
 * A strictly written address, parsed: IPv4 only as four decimal parts (no `01.2.3.4`, `127.1`,
 * `0x7f.0.0.1`, which ipaddr.js's lenient parser would read), IPv6 with at most a strict dotted quad
 * at its end, and no zone.
 * @returns the parsed address, or null for anything else
 */
function parseStrict(value: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  if (value.includes('%')) return null; // the one zone was cut off before
  if (ipaddr.IPv4.isValidFourPartDecimal(value)) return ipaddr.IPv4.parse(value);
  const dotted = value.slice(value.lastIndexOf(':') + 1);
  if (dotted.includes('.') && !ipaddr.IPv4.isValidFourPartDecimal(dotted)) return null;
  return ipaddr.IPv6.isValid(value) ? ipaddr.IPv6.parse(value) : null;
}

/**
 * One X-Forwarded-For entry as an address.
 * @param entry e.g. `203.0.113.9`, `203.0.113.9:4711`, `2001:db8::1`, `[2001:db8::1]:443`,
 *   `::ffff:203.0.113.9`, `fe80::1%eth0`, `"203.0.113.9"`
 * @returns the address (IPv4 dotted quad, or IPv6 in canonical compressed form, RFC 5952), or null
 *   for anything that is not an IP address (`unknown`, a host name, garbage). IPv4-mapped IPv6
 *   (`::ffff:a.b.c.d`, also as hex groups) and the deprecated IPv4-compatible form `::a.b.c.d`
 *   (which ipaddr.js reads as mapped) become the IPv4 address.
 */
export function parseForwardedAddress(entry: string): string | null {
  let value = entry.trim().replace(/^"(.*)"$/, '$1');
  const withPort = WITH_PORT.exec(value);
  if (withPort) {
    if (Number(withPort[2] ?? withPort[4] ?? 0) > 65_535) return null;
    value = withPort[1] ?? withPort[3]!;
    if (withPort[1] !== undefined && !value.includes(':')) return null; // brackets hold IPv6 only
  }
  const zone = ZONE.exec(value);
  const address = parseStrict(zone ? value.slice(0, zone.index) : value);
  if (address === null || (zone && address instanceof ipaddr.IPv4)) return null; // zones belong to IPv6
  if (address instanceof ipaddr.IPv6 && address.isIPv4MappedAddress()) return address.toIPv4Address().toString();
  return address.toString();
}

/**
 * The rate-limit identity of an address: IPv4 as is, IPv6 as its /64 prefix (`2001:db8:1:2::/64`).
 * @param address an address as {@link parseForwardedAddress} returns it
 * @throws Error (ipaddr.js) when `address` is not an IPv4 or IPv6 address
 */
export function clientIdentity(address: string): string {
  const parsed = ipaddr.parse(address);
  if (parsed instanceof ipaddr.IPv4) return parsed.toString();
  const prefix = parsed.parts.slice(0, IPV6_CLIENT_PREFIX / 16);
  return `${prefix.map((group) => group.toString(16)).join(':')}::/${IPV6_CLIENT_PREFIX}`;
}

/**
 * The client behind a request, for rate limits.
 * @param forwardedFor X-Forwarded-For as the app received it: the client's own entries (if any),
 *   one per proxy, and the socket address that web/server.ts appends last; null when absent
 * @param hops how many trusted proxies are in front of web/server.ts (TRUST_PROXY, 0–10)
 * @returns the identity ({@link clientIdentity}) of the entry `hops` places from the right (the
 *   leftmost when the list is shorter: the request bypassed a proxy); when that entry is not an
 *   address, the nearest address to its right (written by a proxy closer to us); else
 *   {@link UNKNOWN_CLIENT}
 */
export function clientAddress(forwardedFor: string | null, hops: number): string {
  const chain = (forwardedFor ?? '').split(',').reverse(); // chain[0]: our direct peer
  for (let index = Math.min(Math.max(0, Math.trunc(hops)), chain.length - 1); index >= 0; index -= 1) {
    const address = parseForwardedAddress(chain[index]!);
    if (address) return clientIdentity(address);
  }
  return UNKNOWN_CLIENT;
}
