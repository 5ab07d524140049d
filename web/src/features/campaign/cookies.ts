/**
 * Browser cookie strings, pure: parse a `document.cookie` string and build `Set-Cookie`-style
 * strings for `document.cookie = …`. No DOM access, no framework imports. Values are stored
 * URI-encoded (`encodeURIComponent`) so any text is safe between the `;` separators.
 */

/** Attributes of a cookie write. */
export interface CookieOptions {
  /** Lifetime in seconds (`Max-Age`); 0 deletes the cookie. */
  maxAge: number;
  /** Cookie path; default '/'. */
  path?: string;
  /** Adds `Secure` (set it when the page is served over https). */
  secure?: boolean;
  /** `Domain` attribute (shares the cookie with subdomains); omitted → host-only cookie. */
  domain?: string;
}

/**
 * Reads one cookie from a `document.cookie` string (`'a=1; b=2'`).
 *
 * @returns the URI-decoded value of the first cookie named `name`; the raw value when it is not
 *   valid percent-encoding; `null` when absent
 */
export function readCookie(cookieHeader: string, name: string): string | null {
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

/**
 * Builds the string to assign to `document.cookie`: `name=<encoded value>; Path=/; Max-Age=…;
 * SameSite=Lax[; Secure]`. SameSite is always Lax (sent on top-level navigations only).
 */
export function serializeCookie(name: string, value: string, { maxAge, path = '/', secure = false, domain }: CookieOptions): string {
  const age = Math.max(0, Math.floor(maxAge));
  return `${name}=${encodeURIComponent(value)}; Path=${path}${domain ? `; Domain=${domain}` : ''}; Max-Age=${age}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/**
 * The `document.cookie` assignments that delete cookie `name` on path '/' whichever domain it was
 * set for: host-only, then `Domain=` the host and each parent domain with at least two labels
 * ('app.typeatlas.com' → host-only, app.typeatlas.com, typeatlas.com). Browsers ignore a Domain
 * they would not accept (public suffixes). IP addresses and single-label hosts get host-only only.
 */
export function expireCookieEverywhere(name: string, hostname: string, { secure = false }: { secure?: boolean } = {}): string[] {
  const writes = [serializeCookie(name, '', { maxAge: 0, secure })];
  const isIp = /^[\d.]+$/.test(hostname) || hostname.includes(':');
  const labels = hostname.toLowerCase().split('.').filter(Boolean);
  if (!isIp) {
    for (let i = 0; i <= labels.length - 2; i += 1) {
      writes.push(serializeCookie(name, '', { maxAge: 0, secure, domain: labels.slice(i).join('.') }));
    }
  }
  return writes;
}
