/**
 * The security headers every answer of the site carries (issue 13 "Headers for every answer"):
 * a Content-Security-Policy, X-Frame-Options, HSTS over https, nosniff, Referrer-Policy and a
 * Permissions-Policy — built from the configuration, nothing else. Pure and import-free, so the
 * production server (web/server.ts via web/server-security.ts, run by Node without a bundler) and
 * next.config.ts (the dev server) share it.
 *
 * The CSP allows scripts from 'self' plus the sha256 hashes of the page's own inline scripts
 * (computed per response by the production server: web/src/lib/inline-hashes.ts), never
 * 'unsafe-inline' or 'unsafe-eval' for scripts; see README "Security headers" for why.
 */

/** What the policy depends on (see {@link securityConfigFromEnv}). */
export interface SecurityConfig {
  /** The site's absolute URL; https turns on HSTS and `upgrade-insecure-requests`. */
  siteUrl: string;
  /** `next dev`: React refresh needs 'unsafe-eval', the dev overlay inline scripts and styles. */
  dev: boolean;
  /** Origin of the Firebase Auth emulator the browser SDK talks to, e.g. 'http://127.0.0.1:9099'. */
  authEmulatorOrigin: string | null;
  /** Cloud mode: the browser SDK talks to Google's Identity Toolkit and Secure Token hosts. */
  firebaseCloud: boolean;
  /** PostHog API origin when analytics is configured (a key is set), else null. */
  posthogOrigin: string | null;
  /** Sentry ingest origin (from the DSN) when error reporting is configured, else null. */
  sentryOrigin: string | null;
  /**
   * `BILLING_PROVIDER=stripe`: the checkout form's 303 goes to Stripe Checkout, which `form-action`
   * must allow (browsers apply it to a form submission's redirects).
   */
  stripeCheckout?: boolean;
}

/** Stripe Checkout's origin (hosted payment pages). */
export const STRIPE_CHECKOUT_ORIGIN = 'https://checkout.stripe.com';

/** CSP source tokens (`'sha256-…'`) of a page's trusted inline `<script>` and `<style>` elements. */
export interface InlineHashes {
  scripts: readonly string[];
  styles: readonly string[];
}

export const NO_INLINE_HASHES: InlineHashes = Object.freeze({ scripts: [], styles: [] });

/** analytics.ts uses this PostHog host when a key is set without NEXT_PUBLIC_POSTHOG_HOST. */
export const DEFAULT_POSTHOG_HOST = 'https://eu.i.posthog.com';

/** Where content images come from in cloud mode (Sanity's image CDN). */
export const SANITY_IMAGE_ORIGIN = 'https://cdn.sanity.io';

/** The Firebase Auth REST hosts the browser SDK calls in cloud mode (sign-in, token refresh). */
export const FIREBASE_AUTH_ORIGINS = ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'] as const;

/** HSTS lifetime: two years (≥ 1 year, the minimum browsers' preload lists ask for). */
export const HSTS_MAX_AGE_SECONDS = 63_072_000;

/**
 * Powerful features the site never uses, switched off for the page and every frame in it. Only
 * features Chromium knows (an unknown one is a console warning). Left at their defaults because
 * the site may use them: fullscreen, clipboard-write, web-share, picture-in-picture.
 */
export const DISABLED_FEATURES = [
  'accelerometer',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
  'xr-spatial-tracking',
] as const;

/** Thrown by {@link securityConfigFromEnv} for a value no policy can be built from. */
export class SecurityConfigError extends Error {
  constructor(message: string) {
    super(`Invalid environment: ${message}`);
    this.name = 'SecurityConfigError';
  }
}

/** A plain http(s) origin: scheme, host name (letters, digits, dots, hyphens) and an optional port. */
const ORIGIN = /^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/;

/**
 * The origin of an absolute http(s) URL, safe to put in a CSP (no `;`, `,` or spaces can slip in).
 * @throws SecurityConfigError naming `variable` when `value` is not such a URL
 */
function originOf(variable: string, value: string, example: string): string {
  let origin: string;
  try {
    origin = new URL(value).origin;
  } catch {
    throw new SecurityConfigError(`${variable} must be an absolute http(s) URL, e.g. ${example} (got "${value}")`);
  }
  if (!ORIGIN.test(origin)) throw new SecurityConfigError(`${variable} must be an absolute http(s) URL, e.g. ${example} (got "${value}")`);
  return origin;
}

/**
 * PostHog's hosted regions serve the API at `{region}.i.posthog.com` and the lazily loaded
 * extensions (recorder, surveys…) at `{region}-assets.i.posthog.com` (posthog-js request router);
 * a custom host (a reverse proxy) serves both.
 * @returns the API origin and the assets origin
 */
export function posthogOrigins(apiOrigin: string): { api: string; assets: string } {
  const region = /^https:\/\/(eu|us)(?:-assets)?(?:\.i)?\.posthog\.com$/.exec(apiOrigin)?.[1];
  if (!region) return { api: apiOrigin, assets: apiOrigin };
  return { api: `https://${region}.i.posthog.com`, assets: `https://${region}-assets.i.posthog.com` };
}

/**
 * Reads the policy's inputs from an environment record (blank = unset, as in config/env.ts):
 * NEXT_PUBLIC_SITE_URL (default http://localhost:3000), FIREBASE_MODE and
 * FIREBASE_AUTH_EMULATOR_HOST, NEXT_PUBLIC_POSTHOG_KEY / NEXT_PUBLIC_POSTHOG_HOST,
 * NEXT_PUBLIC_SENTRY_DSN. The NEXT_PUBLIC_ values must be the ones the build was made with.
 * @param env e.g. `process.env`
 * @param options `dev`: building the dev server's policy
 * @throws SecurityConfigError when a URL or host cannot be turned into a CSP source
 */
export function securityConfigFromEnv(env: Record<string, string | undefined>, { dev = false }: { dev?: boolean } = {}): SecurityConfig {
  const value = (name: string): string | undefined => {
    const raw = env[name]?.trim();
    return raw ? raw : undefined;
  };
  const siteUrl = value('NEXT_PUBLIC_SITE_URL') ?? 'http://localhost:3000';
  originOf('NEXT_PUBLIC_SITE_URL', siteUrl, 'https://typeatlas.example');

  const firebaseCloud = value('FIREBASE_MODE') === 'cloud';
  const emulatorHost = firebaseCloud ? undefined : value('FIREBASE_AUTH_EMULATOR_HOST');
  if (emulatorHost !== undefined && !/^[A-Za-z0-9.-]+:\d{1,5}$/.test(emulatorHost)) {
    throw new SecurityConfigError(`FIREBASE_AUTH_EMULATOR_HOST must be host:port, e.g. 127.0.0.1:9099 (got "${emulatorHost}")`);
  }

  const posthogKey = value('NEXT_PUBLIC_POSTHOG_KEY');
  const posthogHost = value('NEXT_PUBLIC_POSTHOG_HOST') ?? DEFAULT_POSTHOG_HOST;
  const sentryDsn = value('NEXT_PUBLIC_SENTRY_DSN');

  return {
    siteUrl,
    dev,
    authEmulatorOrigin: emulatorHost ? `http://${emulatorHost.toLowerCase()}` : null,
    firebaseCloud,
    posthogOrigin: posthogKey ? originOf('NEXT_PUBLIC_POSTHOG_HOST', posthogHost, DEFAULT_POSTHOG_HOST) : null,
    sentryOrigin: sentryDsn ? originOf('NEXT_PUBLIC_SENTRY_DSN', sentryDsn, 'https://key@o0.ingest.sentry.io/0') : null,
    ...(value('BILLING_PROVIDER') === 'stripe' ? { stripeCheckout: true } : {}),
  };
}

/** True when the site is served over https (production). */
export function isHttpsSite(config: Pick<SecurityConfig, 'siteUrl'>): boolean {
  return config.siteUrl.trim().toLowerCase().startsWith('https:');
}

const unique = (values: readonly string[]): string[] => [...new Set(values)];

/**
 * The Content-Security-Policy of an answer.
 *
 * - scripts: 'self' (the build's chunks, loaded by URL) + the hashes of the page's trusted inline
 *   scripts (Next's flight data, the accessibility boot script) + PostHog's assets host when
 *   analytics is on; no 'unsafe-inline', no 'unsafe-eval' (dev adds both: React refresh evaluates
 *   code and the dev server's inline scripts are not hashed);
 * - styles: stylesheets from 'self' and hashed `<style>` elements; `style` attributes are allowed
 *   (style-src-attr 'unsafe-inline': React renders the `style` prop as an attribute) — they can
 *   neither run code nor load anything img-src/font-src do not allow;
 * - images 'self', data: and Sanity's CDN; connections 'self' plus the Auth emulator / Firebase
 *   Auth hosts, PostHog and Sentry when configured;
 * - no plugins, no `<base>`, forms post to 'self', no framing by anyone (frame-ancestors 'none'),
 *   no frames inside the site.
 * @param inline hashes to add (HTML answers); none for every other answer
 * @returns the header value, directives joined by "; "
 */
export function contentSecurityPolicy(config: SecurityConfig, inline: InlineHashes = NO_INLINE_HASHES): string {
  const posthog = config.posthogOrigin ? posthogOrigins(config.posthogOrigin) : null;
  const scripts = unique([
    "'self'",
    ...(posthog ? [posthog.assets] : []),
    ...(config.dev ? ["'unsafe-inline'", "'unsafe-eval'"] : inline.scripts),
  ]);
  const styleElements = unique(["'self'", ...(config.dev ? ["'unsafe-inline'"] : inline.styles)]);
  const connect = unique([
    "'self'",
    ...(config.authEmulatorOrigin ? [config.authEmulatorOrigin] : []),
    ...(config.firebaseCloud ? FIREBASE_AUTH_ORIGINS : []),
    ...(posthog ? [posthog.api, posthog.assets] : []),
    ...(config.sentryOrigin ? [config.sentryOrigin] : []),
  ]);
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', ...scripts],
    ['style-src', ...styleElements],
    ['style-src-elem', ...styleElements],
    ['style-src-attr', "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', SANITY_IMAGE_ORIGIN],
    ['font-src', "'self'"],
    ['connect-src', ...connect],
    ['frame-src', "'none'"],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'", ...(config.stripeCheckout ? [STRIPE_CHECKOUT_ORIGIN] : [])],
    ['frame-ancestors', "'none'"],
  ];
  if (isHttpsSite(config) && !config.dev) directives.push(['upgrade-insecure-requests']);
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/** The names of every header {@link securityHeaders} may set (lower case). */
export const SECURITY_HEADER_NAMES = [
  'content-security-policy',
  'x-frame-options',
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
  'strict-transport-security',
] as const;

/**
 * The full header set of an answer.
 * @param inline the page's inline hashes (HTML answers only)
 * @returns header name → value: Content-Security-Policy, X-Frame-Options: DENY (for browsers
 *   without frame-ancestors), X-Content-Type-Options: nosniff, Referrer-Policy:
 *   strict-origin-when-cross-origin, Permissions-Policy, and Strict-Transport-Security
 *   (`max-age=63072000; includeSubDomains`) only for an https site outside dev
 */
export function securityHeaders(config: SecurityConfig, inline: InlineHashes = NO_INLINE_HASHES): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Security-Policy': contentSecurityPolicy(config, inline),
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': DISABLED_FEATURES.map((feature) => `${feature}=()`).join(', '),
  };
  if (isHttpsSite(config) && !config.dev) headers['Strict-Transport-Security'] = `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`;
  return headers;
}
