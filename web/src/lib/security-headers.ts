/**
 * The security headers every answer of the site carries (issue 13 "Headers for every answer"):
 * a Content-Security-Policy, X-Frame-Options, HSTS over https, nosniff, Referrer-Policy and a
 * Permissions-Policy — built from the configuration, nothing else. Pure and import-free, so the
 * production server (web/server.ts via web/server-security.ts, run by Node without a bundler) and
 * next.config.ts (the dev server) share it.
 *
 * The CSP allows scripts from 'self' plus the sha256 hashes of the page's own inline scripts
 * (computed per response by the production server: web/src/lib/inline-hashes.ts), never
 * 'unsafe-inline' or 'unsafe-eval' for scripts; see docs/security.md "Security headers" for why.
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
  /**
   * Origin of the Sanity Studio whose Presentation tool frames the site in preview
   * (`SANITY_STUDIO_URL`), or null/absent: no one may frame the site. Used only for preview answers
   * ({@link FramingContext}); every other answer keeps `frame-ancestors 'none'`.
   */
  studioOrigin?: string | null;
}

/**
 * Whether the answer belongs to a preview (docs/content-and-studio.md "Previewing drafts"): a request carrying Next's
 * draft-mode cookie, or the draft-mode enable route the Presentation tool opens in its iframe.
 * Only such answers may be framed, and only by {@link SecurityConfig.studioOrigin}.
 */
export interface FramingContext {
  preview: boolean;
}

/** The framing context of a visitor's answer: framing by anyone is refused. */
export const NOT_PREVIEW: FramingContext = Object.freeze({ preview: false });

/** Next's draft-mode cookie (`draftMode().enable()` sets it; next/dist/server/api-utils). */
export const DRAFT_MODE_COOKIE = '__prerender_bypass';

/** The route that turns draft mode on (web/src/app/draft-mode/enable; lib/routes.ts DRAFT_MODE_ROUTES). */
export const DRAFT_MODE_ENABLE_PATH = '/draft-mode/enable';

/**
 * True when a request is a preview request ({@link FramingContext}): its path is
 * {@link DRAFT_MODE_ENABLE_PATH} (query ignored), or its Cookie header names {@link DRAFT_MODE_COOKIE}
 * with a non-empty value. The cookie's value is not checked here (Next checks it before rendering
 * drafts): a forged cookie only lets the configured studio — a trusted origin — frame that
 * visitor's own answers, never anyone else.
 * @param url the request target, e.g. `/blog?x=1`
 * @param cookieHeader the raw Cookie header(s)
 */
export function isPreviewRequest(url: string | undefined, cookieHeader: string | string[] | undefined): boolean {
  const path = (url ?? '').split(/[?#]/, 1)[0]!.replace(/\/+$/, '');
  if (path === DRAFT_MODE_ENABLE_PATH) return true;
  const cookies = Array.isArray(cookieHeader) ? cookieHeader.join('; ') : (cookieHeader ?? '');
  return cookies.split(';').some((pair) => {
    const [name, ...value] = pair.split('=');
    return name?.trim() === DRAFT_MODE_COOKIE && value.join('=').trim() !== '';
  });
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
 * NEXT_PUBLIC_SENTRY_DSN, SANITY_STUDIO_URL (the studio that may frame previews). The NEXT_PUBLIC_ values must be the ones the build was made with.
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
  const studioUrl = value('SANITY_STUDIO_URL');

  return {
    siteUrl,
    dev,
    authEmulatorOrigin: emulatorHost ? `http://${emulatorHost.toLowerCase()}` : null,
    firebaseCloud,
    posthogOrigin: posthogKey ? originOf('NEXT_PUBLIC_POSTHOG_HOST', posthogHost, DEFAULT_POSTHOG_HOST) : null,
    sentryOrigin: sentryDsn ? originOf('NEXT_PUBLIC_SENTRY_DSN', sentryDsn, 'https://key@o0.ingest.sentry.io/0') : null,
    ...(value('BILLING_PROVIDER') === 'stripe' ? { stripeCheckout: true } : {}),
    ...(studioUrl ? { studioOrigin: originOf('SANITY_STUDIO_URL', studioUrl, 'https://typeatlas.sanity.studio') } : {}),
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
 * - no plugins, no `<base>`, forms post to 'self', no frames inside the site;
 * - framing: nobody (frame-ancestors 'none'), except that a preview answer ({@link FramingContext})
 *   may be framed by the studio's origin when one is configured — the Presentation tool's iframe;
 *   such an answer also allows inline `<style>` elements (Visual Editing's overlays add theirs at
 *   run time). Scripts stay hashed. Visitors' answers never get either.
 * @param inline hashes to add (HTML answers); none for every other answer
 * @param framing whether the answer is a preview; default {@link NOT_PREVIEW}
 * @returns the header value, directives joined by "; "
 */
export function contentSecurityPolicy(
  config: SecurityConfig,
  inline: InlineHashes = NO_INLINE_HASHES,
  framing: FramingContext = NOT_PREVIEW,
): string {
  const posthog = config.posthogOrigin ? posthogOrigins(config.posthogOrigin) : null;
  const scripts = unique([
    "'self'",
    ...(posthog ? [posthog.assets] : []),
    ...(config.dev ? ["'unsafe-inline'", "'unsafe-eval'"] : inline.scripts),
  ]);
  // Preview answers the studio may frame: Visual Editing's overlays (styled-components) insert
  // <style> elements at run time, which no hash can name ('unsafe-inline' is void next to hashes).
  const overlays = frameAncestors(config, framing)[0] !== "'none'";
  const styleElements = unique(["'self'", ...(config.dev || overlays ? ["'unsafe-inline'"] : inline.styles)]);
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
    ['frame-ancestors', ...frameAncestors(config, framing)],
  ];
  if (isHttpsSite(config) && !config.dev) directives.push(['upgrade-insecure-requests']);
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/**
 * Who may frame an answer: the studio's origin for a preview answer when SANITY_STUDIO_URL is set,
 * else nobody (`'none'`).
 */
export function frameAncestors(config: Pick<SecurityConfig, 'studioOrigin'>, framing: FramingContext = NOT_PREVIEW): [string] {
  return [framing.preview && config.studioOrigin ? config.studioOrigin : "'none'"];
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
 * @param framing whether the answer is a preview ({@link FramingContext}); default {@link NOT_PREVIEW}
 * @returns header name → value: Content-Security-Policy, X-Frame-Options: DENY (for browsers
 *   without frame-ancestors; left out of a preview answer the studio may frame, since it cannot
 *   name an origin), X-Content-Type-Options: nosniff, Referrer-Policy:
 *   strict-origin-when-cross-origin, Permissions-Policy, and Strict-Transport-Security
 *   (`max-age=63072000; includeSubDomains`) only for an https site outside dev
 */
export function securityHeaders(
  config: SecurityConfig,
  inline: InlineHashes = NO_INLINE_HASHES,
  framing: FramingContext = NOT_PREVIEW,
): Record<string, string> {
  const framable = frameAncestors(config, framing)[0] !== "'none'";
  const headers: Record<string, string> = {
    'Content-Security-Policy': contentSecurityPolicy(config, inline, framing),
    ...(framable ? {} : { 'X-Frame-Options': 'DENY' }),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': DISABLED_FEATURES.map((feature) => `${feature}=()`).join(', '),
  };
  if (isHttpsSite(config) && !config.dev) headers['Strict-Transport-Security'] = `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`;
  return headers;
}

/** One rule of next.config's `headers()` (the subset used here). */
export interface HeaderRule {
  source: string;
  has?: { type: 'cookie'; key: string }[];
  headers: { key: string; value: string }[];
}

/**
 * The dev server's header rules (next.config.ts `headers()`; production uses web/server-security.ts):
 * every path gets {@link securityHeaders}; when a studio origin is configured, preview requests
 * (the draft-mode cookie, or {@link DRAFT_MODE_ENABLE_PATH}) get the preview CSP instead — Next
 * applies matching rules in order, a later value of the same header winning. Their
 * `X-Frame-Options: DENY` stays (headers() cannot remove a header), which browsers ignore when the
 * CSP has frame-ancestors (CSP 3 §6.4.2).
 * @param config built with `{ dev: true }`
 */
export function devHeaderRules(config: SecurityConfig): HeaderRule[] {
  const asList = (headers: Record<string, string>) => Object.entries(headers).map(([key, value]) => ({ key, value }));
  const rules: HeaderRule[] = [{ source: '/:path*', headers: asList(securityHeaders(config)) }];
  if (!config.studioOrigin) return rules;
  const preview = [{ key: 'Content-Security-Policy', value: contentSecurityPolicy(config, NO_INLINE_HASHES, { preview: true }) }];
  rules.push(
    { source: '/:path*', has: [{ type: 'cookie', key: DRAFT_MODE_COOKIE }], headers: preview },
    { source: DRAFT_MODE_ENABLE_PATH, headers: preview },
  );
  return rules;
}
