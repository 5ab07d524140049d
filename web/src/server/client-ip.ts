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
 * network, in which it may choose any address). Pure apart from `node:net` address checks.
 */
import 'server-only';
import { isIPv4, isIPv6 } from 'node:net';

/** The IPv6 prefix length one client is counted by. */
export const IPV6_CLIENT_PREFIX = 64;

/** The identity when no entry holds an address. */
export const UNKNOWN_CLIENT = 'unknown';

/** The eight 16-bit groups of a valid IPv6 address (no zone), via the WHATWG URL host parser. */
function ipv6Groups(address: string): number[] {
  const canonical = new URL(`http://[${address}]/`).hostname.slice(1, -1); // compressed lower-case hex, no dotted quad
  const [head = '', tail] = canonical.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return groups.map((group) => parseInt(group, 16));
}

/**
 * One X-Forwarded-For entry as an address.
 * @param entry e.g. `203.0.113.9`, `203.0.113.9:4711`, `2001:db8::1`, `[2001:db8::1]:443`,
 *   `::ffff:203.0.113.9`, `fe80::1%eth0`, `"203.0.113.9"`
 * @returns the address (IPv4 dotted quad, or IPv6 in canonical compressed form), or null for
 *   anything that is not an IP address (`unknown`, a host name, garbage)
 */
export function parseForwardedAddress(entry: string): string | null {
  let value = entry.trim().replace(/^"(.*)"$/, '$1');
  const withPort = /^\[([^\]]+)\](?::(\d{1,5}))?$|^([\d.]+):(\d{1,5})$/.exec(value);
  if (withPort) {
    if (Number(withPort[2] ?? withPort[4] ?? 0) > 65_535) return null;
    value = withPort[1] ?? withPort[3]!;
    if (withPort[1] !== undefined && !value.includes(':')) return null; // brackets hold IPv6 only
  }
  value = value.replace(/%[\w.-]+$/, ''); // an IPv6 zone names the proxy's interface, not the client
  if (isIPv4(value)) return value;
  if (!isIPv6(value)) return null;
  let groups: number[];
  try {
    groups = ipv6Groups(value);
  } catch {
    return null; // node:net and the URL parser disagree: not an address we can count
  }
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (mapped) return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.');
  return new URL(`http://[${value}]/`).hostname.slice(1, -1);
}

/** The rate-limit identity of an address: IPv4 as is, IPv6 as its /64 prefix (`2001:db8:1:2::/64`). */
export function clientIdentity(address: string): string {
  if (isIPv4(address)) return address;
  const prefix = ipv6Groups(address).slice(0, IPV6_CLIENT_PREFIX / 16);
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
