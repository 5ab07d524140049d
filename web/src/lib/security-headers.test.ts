import { describe, expect, it } from 'vitest';
import {
  DISABLED_FEATURES,
  SecurityConfigError,
  contentSecurityPolicy,
  devHeaderRules,
  isPreviewRequest,
  posthogOrigins,
  securityConfigFromEnv,
  securityHeaders,
  type SecurityConfig,
} from './security-headers';

/** The policy as directive → sources, so tests read like the header. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

const EMBEDDED = securityConfigFromEnv({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9199', FIRESTORE_EMULATOR_HOST: '127.0.0.1:8180' });
const PRODUCTION: SecurityConfig = securityConfigFromEnv({
  NEXT_PUBLIC_SITE_URL: 'https://www.typeatlas.example',
  FIREBASE_MODE: 'cloud',
  NEXT_PUBLIC_POSTHOG_KEY: 'phc_key',
  NEXT_PUBLIC_SENTRY_DSN: 'https://public@o42.ingest.sentry.io/7',
});

describe('securityConfigFromEnv', () => {
  it('embedded defaults: http localhost, the Auth emulator, no analytics or Sentry', () => {
    expect(EMBEDDED).toEqual({
      siteUrl: 'http://localhost:3000',
      dev: false,
      authEmulatorOrigin: 'http://127.0.0.1:9199',
      firebaseCloud: false,
      posthogOrigin: null,
      sentryOrigin: null,
    });
  });

  it('blank values count as unset; PostHog is on only with a key (default host as in analytics.ts)', () => {
    expect(
      securityConfigFromEnv({ NEXT_PUBLIC_POSTHOG_HOST: 'https://eu.i.posthog.com', NEXT_PUBLIC_POSTHOG_KEY: '  ' }).posthogOrigin,
    ).toBeNull();
    expect(securityConfigFromEnv({ NEXT_PUBLIC_POSTHOG_KEY: 'phc' }).posthogOrigin).toBe('https://eu.i.posthog.com');
    expect(
      securityConfigFromEnv({ NEXT_PUBLIC_POSTHOG_KEY: 'phc', NEXT_PUBLIC_POSTHOG_HOST: 'https://ph.typeatlas.example/ingest' })
        .posthogOrigin,
    ).toBe('https://ph.typeatlas.example');
    expect(securityConfigFromEnv({ NEXT_PUBLIC_SITE_URL: ' ', NEXT_PUBLIC_SENTRY_DSN: '' })).toMatchObject({
      siteUrl: 'http://localhost:3000',
      sentryOrigin: null,
    });
  });

  it('cloud mode ignores the emulator host; the Sentry origin comes from the DSN without its key', () => {
    expect(PRODUCTION).toMatchObject({ firebaseCloud: true, authEmulatorOrigin: null, sentryOrigin: 'https://o42.ingest.sentry.io' });
  });

  it.each([
    [{ NEXT_PUBLIC_SITE_URL: 'typeatlas.example' }, /NEXT_PUBLIC_SITE_URL must be an absolute http\(s\) URL/],
    [
      { NEXT_PUBLIC_POSTHOG_KEY: 'k', NEXT_PUBLIC_POSTHOG_HOST: 'eu.i.posthog.com' },
      /NEXT_PUBLIC_POSTHOG_HOST must be an absolute http\(s\) URL/,
    ],
    [{ NEXT_PUBLIC_POSTHOG_KEY: 'k', NEXT_PUBLIC_POSTHOG_HOST: 'https://ph.example;script-src *' }, /NEXT_PUBLIC_POSTHOG_HOST/],
    [{ NEXT_PUBLIC_SENTRY_DSN: 'ftp://o1.ingest.sentry.io/1' }, /NEXT_PUBLIC_SENTRY_DSN/],
    [{ FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099 'unsafe-inline'" }, /FIREBASE_AUTH_EMULATOR_HOST must be host:port/],
  ])('refuses %j with a message naming the variable', (env, message) => {
    expect(() => securityConfigFromEnv(env)).toThrow(SecurityConfigError);
    expect(() => securityConfigFromEnv(env)).toThrow(message);
  });
});

describe('posthogOrigins', () => {
  it('hosted regions load extensions from their -assets host; a custom host serves both', () => {
    expect(posthogOrigins('https://eu.i.posthog.com')).toEqual({
      api: 'https://eu.i.posthog.com',
      assets: 'https://eu-assets.i.posthog.com',
    });
    expect(posthogOrigins('https://us.posthog.com')).toEqual({
      api: 'https://us.i.posthog.com',
      assets: 'https://us-assets.i.posthog.com',
    });
    expect(posthogOrigins('https://ph.typeatlas.example')).toEqual({
      api: 'https://ph.typeatlas.example',
      assets: 'https://ph.typeatlas.example',
    });
  });
});

describe('contentSecurityPolicy', () => {
  it('embedded (http): the whole policy, scripts only from self, the emulator in connect-src', () => {
    expect(contentSecurityPolicy(EMBEDDED)).toBe(
      [
        "default-src 'self'",
        "script-src 'self'",
        "style-src 'self'",
        "style-src-elem 'self'",
        "style-src-attr 'unsafe-inline'",
        "img-src 'self' data: https://cdn.sanity.io",
        "font-src 'self'",
        "connect-src 'self' http://127.0.0.1:9199",
        "frame-src 'none'",
        "object-src 'none'",
        "base-uri 'none'",
        "form-action 'self'",
        "frame-ancestors 'none'",
      ].join('; '),
    );
  });

  it("a page's inline hashes join script-src and the style directives; never 'unsafe-inline' or 'unsafe-eval' for scripts", () => {
    const policy = directives(contentSecurityPolicy(EMBEDDED, { scripts: ["'sha256-a'", "'sha256-b'"], styles: ["'sha256-c'"] }));
    expect(policy.get('script-src')).toEqual(["'self'", "'sha256-a'", "'sha256-b'"]);
    expect(policy.get('style-src-elem')).toEqual(["'self'", "'sha256-c'"]);
    expect(policy.get('style-src')).toEqual(["'self'", "'sha256-c'"]);
    for (const config of [EMBEDDED, PRODUCTION]) {
      const scripts = directives(contentSecurityPolicy(config, { scripts: ["'sha256-a'"], styles: [] })).get('script-src') ?? [];
      expect(scripts).not.toContain("'unsafe-eval'");
      expect(scripts).not.toContain("'unsafe-inline'");
      expect(scripts).not.toContain("'strict-dynamic'");
    }
  });

  it('production (https, cloud): Firebase Auth, PostHog and Sentry hosts; upgrade-insecure-requests; no emulator', () => {
    const policy = directives(contentSecurityPolicy(PRODUCTION));
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
      'https://eu.i.posthog.com',
      'https://eu-assets.i.posthog.com',
      'https://o42.ingest.sentry.io',
    ]);
    expect(policy.get('script-src')).toEqual(["'self'", 'https://eu-assets.i.posthog.com']);
    expect(policy.get('upgrade-insecure-requests')).toEqual([]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(contentSecurityPolicy(PRODUCTION)).not.toContain('127.0.0.1');
  });

  it('only the configured third parties appear', () => {
    const onlySentry = directives(
      contentSecurityPolicy(securityConfigFromEnv({ NEXT_PUBLIC_SENTRY_DSN: 'https://k@o1.ingest.us.sentry.io/2' })),
    );
    expect(onlySentry.get('connect-src')).toEqual(["'self'", 'https://o1.ingest.us.sentry.io']);
    expect(onlySentry.get('script-src')).toEqual(["'self'"]);
    expect(onlySentry.has('upgrade-insecure-requests')).toBe(false);
  });

  it("dev relaxes scripts and style elements only (React refresh needs 'unsafe-eval'); framing stays forbidden", () => {
    const dev = directives(contentSecurityPolicy({ ...PRODUCTION, dev: true }, { scripts: ["'sha256-a'"], styles: [] }));
    expect(dev.get('script-src')).toEqual(["'self'", 'https://eu-assets.i.posthog.com', "'unsafe-inline'", "'unsafe-eval'"]);
    expect(dev.get('style-src-elem')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(dev.get('frame-ancestors')).toEqual(["'none'"]);
    expect(dev.get('object-src')).toEqual(["'none'"]);
    expect(dev.has('upgrade-insecure-requests')).toBe(false);
  });
});

describe('securityHeaders', () => {
  it('http: the fixed set without HSTS', () => {
    const headers = securityHeaders(EMBEDDED);
    expect(Object.keys(headers)).toEqual([
      'Content-Security-Policy',
      'X-Frame-Options',
      'X-Content-Type-Options',
      'Referrer-Policy',
      'Permissions-Policy',
    ]);
    expect(headers).toMatchObject({
      'X-Frame-Options': 'DENY',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    });
  });

  it('https: HSTS for at least a year with subdomains', () => {
    const hsts = securityHeaders(PRODUCTION)['Strict-Transport-Security'];
    expect(hsts).toBe('max-age=63072000; includeSubDomains');
    expect(Number(/max-age=(\d+)/.exec(hsts ?? '')?.[1])).toBeGreaterThanOrEqual(31_536_000);
    expect(securityHeaders({ ...PRODUCTION, dev: true })['Strict-Transport-Security']).toBeUndefined();
  });

  it('Permissions-Policy switches off camera, microphone, geolocation and payment (and the rest of the list)', () => {
    const policy = securityHeaders(EMBEDDED)['Permissions-Policy'] ?? '';
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment']) expect(policy).toContain(`${feature}=()`);
    expect(policy.split(', ')).toHaveLength(DISABLED_FEATURES.length);
    expect(policy).not.toMatch(/fullscreen|clipboard|web-share/);
  });
});

describe('form-action and Stripe Checkout (issue 11)', () => {
  it('allows only this site, plus Stripe Checkout when BILLING_PROVIDER=stripe', () => {
    const local = contentSecurityPolicy(securityConfigFromEnv({ NEXT_PUBLIC_SITE_URL: 'https://typeatlas.example' }));
    expect(local).toContain("form-action 'self';");
    const stripe = contentSecurityPolicy(
      securityConfigFromEnv({ NEXT_PUBLIC_SITE_URL: 'https://typeatlas.example', BILLING_PROVIDER: 'stripe' }),
    );
    expect(stripe).toContain("form-action 'self' https://checkout.stripe.com;");
  });
});

describe('framing by the studio in preview (issue 15, Presentation tool)', () => {
  const STUDIO = securityConfigFromEnv({
    NEXT_PUBLIC_SITE_URL: 'https://www.typeatlas.example',
    SANITY_STUDIO_URL: 'https://typeatlas.sanity.studio/presentation',
  });

  it('SANITY_STUDIO_URL becomes an origin; anything else refuses to start', () => {
    expect(STUDIO.studioOrigin).toBe('https://typeatlas.sanity.studio');
    expect(securityConfigFromEnv({ SANITY_STUDIO_URL: 'http://localhost:3333' }).studioOrigin).toBe('http://localhost:3333');
    expect(securityConfigFromEnv({}).studioOrigin).toBeUndefined();
    expect(() => securityConfigFromEnv({ SANITY_STUDIO_URL: 'typeatlas.sanity.studio' })).toThrow(SecurityConfigError);
    expect(() => securityConfigFromEnv({ SANITY_STUDIO_URL: 'https://a.example; script-src *' })).toThrow(/SANITY_STUDIO_URL/);
  });

  it('a preview answer may be framed by the studio only, and has no X-Frame-Options', () => {
    const policy = directives(contentSecurityPolicy(STUDIO, undefined, { preview: true }));
    expect(policy.get('frame-ancestors')).toEqual(['https://typeatlas.sanity.studio']);
    const headers = securityHeaders(STUDIO, undefined, { preview: true });
    expect(headers['X-Frame-Options']).toBeUndefined();
    expect(headers['Content-Security-Policy']).toContain('frame-ancestors https://typeatlas.sanity.studio');
  });

  it("every other answer keeps frame-ancestors 'none' and X-Frame-Options: DENY", () => {
    for (const headers of [securityHeaders(STUDIO), securityHeaders(STUDIO, undefined, { preview: false })]) {
      expect(directives(headers['Content-Security-Policy']!).get('frame-ancestors')).toEqual(["'none'"]);
      expect(headers['X-Frame-Options']).toBe('DENY');
    }
  });

  it('without a configured studio a preview answer cannot be framed either', () => {
    const headers = securityHeaders(PRODUCTION, undefined, { preview: true });
    expect(directives(headers['Content-Security-Policy']!).get('frame-ancestors')).toEqual(["'none'"]);
    expect(headers['X-Frame-Options']).toBe('DENY');
  });

  it("a framable preview answer allows the overlays' run-time <style> elements; scripts and the rest stay as for visitors", () => {
    const inline = { scripts: ["'sha256-a'"], styles: ["'sha256-b'"] };
    const preview = directives(contentSecurityPolicy(STUDIO, inline, { preview: true }));
    const visitor = directives(contentSecurityPolicy(STUDIO, inline));
    expect(preview.get('style-src-elem')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(visitor.get('style-src-elem')).toEqual(["'self'", "'sha256-b'"]);
    expect(preview.get('script-src')).toEqual(["'self'", "'sha256-a'"]);
    const rest = (policy: Map<string, string[]>) =>
      [...policy].filter(([name]) => !['frame-ancestors', 'style-src', 'style-src-elem'].includes(name));
    expect(rest(preview)).toEqual(rest(visitor));
    // Not framable (no studio configured): a preview answer is a visitor's answer.
    expect(contentSecurityPolicy(PRODUCTION, inline, { preview: true })).toBe(contentSecurityPolicy(PRODUCTION, inline));
  });

  it('isPreviewRequest: the draft-mode cookie or the enable route', () => {
    expect(isPreviewRequest('/draft-mode/enable?sanity-preview-secret=x', undefined)).toBe(true);
    expect(isPreviewRequest('/draft-mode/enable/', '')).toBe(true);
    expect(isPreviewRequest('/blog', 'theme=dark; __prerender_bypass=abc123')).toBe(true);
    expect(isPreviewRequest('/blog', ['a=1', '__prerender_bypass=abc'])).toBe(true);
    expect(isPreviewRequest('/blog', 'theme=dark')).toBe(false);
    expect(isPreviewRequest('/blog', '__prerender_bypass=')).toBe(false);
    expect(isPreviewRequest('/blog', 'x__prerender_bypass=1')).toBe(false);
    expect(isPreviewRequest('/draft-mode/disable', undefined)).toBe(false);
    expect(isPreviewRequest('/blog?next=/draft-mode/enable', undefined)).toBe(false);
    expect(isPreviewRequest(undefined, undefined)).toBe(false);
  });

  it("the dev server's rules: the preview CSP for cookie and enable-route requests, only with a studio", () => {
    const dev = securityConfigFromEnv({ SANITY_STUDIO_URL: 'http://localhost:3333' }, { dev: true });
    const rules = devHeaderRules(dev);
    expect(rules).toHaveLength(3);
    expect(rules[0]!.headers.find((h) => h.key === 'Content-Security-Policy')!.value).toContain("frame-ancestors 'none'");
    expect(rules[1]).toMatchObject({ source: '/:path*', has: [{ type: 'cookie', key: '__prerender_bypass' }] });
    expect(rules[2]!.source).toBe('/draft-mode/enable');
    for (const rule of rules.slice(1))
      expect(rule.headers).toEqual([
        { key: 'Content-Security-Policy', value: expect.stringContaining('frame-ancestors http://localhost:3333') },
      ]);
    expect(devHeaderRules(securityConfigFromEnv({}, { dev: true }))).toHaveLength(1);
  });
});
