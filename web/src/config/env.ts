/**
 * The typed, validated environment of the web app — the one place that reads `process.env` for
 * server configuration. `parseServerEnv` is pure (unit-tested); `serverEnv()` parses once and
 * memoises, and is called at start-up from `instrumentation.ts` so a bad value stops the server
 * with a clear message instead of failing on the first request.
 *
 * Modes (ARCHITECTURE.md "Modes"): CONTENT_SOURCE=local (default, embedded: the seed NDJSON via
 * groq-js) or CONTENT_SOURCE=sanity (cloud: the Content Lake; needs project id, dataset, token and
 * the webhook secret). SANITY_WEBHOOK_SECRET is optional in embedded mode: without it the
 * revalidation webhook (`POST /api/revalidate`) refuses every request. TRUST_PROXY (0–10 proxy
 * hops) decides which X-Forwarded-For entry is the client; any other value refuses to start.
 */
import { z } from 'zod';

const optional = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const ABSOLUTE_HTTP_URL = /^https?:\/\/[^/\s]+(\/\S*)?$/;

const absoluteUrl = (name: string) =>
  z
    .string()
    .trim()
    .refine((value) => ABSOLUTE_HTTP_URL.test(value), `${name} must be an absolute http(s) URL, e.g. https://typeatlas.example`)
    // Canonical links, the sitemap and JSON-LD are built on it: no query, fragment or credentials.
    .refine(
      (value) => !ABSOLUTE_HTTP_URL.test(value) || (!/[?#]/.test(value) && !/^https?:\/\/[^/]*@/.test(value)),
      `${name} must not contain a query string, fragment or credentials, e.g. https://typeatlas.example`,
    )
    .transform((value) => value.replace(/\/+$/, ''));

const rawSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  CONTENT_SOURCE: z
    .enum(['local', 'sanity'], { message: 'CONTENT_SOURCE must be "local" (embedded seed dataset) or "sanity" (Content Lake)' })
    .default('local'),
  SEED_DATASET_PATH: optional,
  NEXT_PUBLIC_SITE_URL: absoluteUrl('NEXT_PUBLIC_SITE_URL').default('http://localhost:3000'),
  SANITY_PROJECT_ID: optional.refine((v) => v === undefined || /^[a-z0-9-]+$/.test(v), 'SANITY_PROJECT_ID may only hold a-z, 0-9 and "-"'),
  SANITY_DATASET: optional.refine(
    (v) => v === undefined || /^[a-z0-9_-]{1,64}$/.test(v),
    'SANITY_DATASET may only hold a-z, 0-9, "_" and "-"',
  ),
  SANITY_API_READ_TOKEN: optional,
  SANITY_API_VERSION: optional.refine(
    (v) => v === undefined || /^\d{4}-\d{2}-\d{2}$/.test(v),
    'SANITY_API_VERSION must be a date such as 2025-10-01',
  ),
  SANITY_WEBHOOK_SECRET: optional,
  DRAFT_MODE_SECRET: optional.refine(
    (v) => v === undefined || v.length >= 16,
    'DRAFT_MODE_SECRET must be at least 16 characters (or unset: draft mode off in embedded mode)',
  ),
  SANITY_STUDIO_URL: absoluteUrl('SANITY_STUDIO_URL').optional(),
  PSYCHOMETRICS_JOB_SECRET: optional.refine(
    (v) => v === undefined || v.length >= 16,
    'PSYCHOMETRICS_JOB_SECRET must be at least 16 characters (or unset: POST /api/psychometrics/run refuses every call)',
  ),
  NEXT_PUBLIC_POSTHOG_KEY: optional,
  NEXT_PUBLIC_POSTHOG_HOST: optional,
  NEXT_PUBLIC_SENTRY_DSN: optional,
  HUB_URL: absoluteUrl('HUB_URL').optional(),
  HUB_PORT: z
    .string()
    .trim()
    .regex(
      /^[1-9][0-9]{0,4}$/,
      'HUB_PORT must be a port number, 1 to 65535 (the hub of the mobile banner outside production; default 3001)',
    )
    .transform(Number)
    .refine(
      (port) => port <= 65_535,
      'HUB_PORT must be a port number, 1 to 65535 (the hub of the mobile banner outside production; default 3001)',
    )
    .optional(),
  REDIS_URL: z
    .string()
    .trim()
    .regex(
      /^rediss?:\/\/\S+$/,
      'REDIS_URL must be a redis:// or rediss:// URL, e.g. redis://127.0.0.1:6379 (or unset for a single instance)',
    )
    .optional(),
  TRUST_PROXY: z
    .string()
    .trim()
    .regex(
      /^(?:[0-9]|10)$/,
      'TRUST_PROXY must be the number of trusted proxies in front of the server, 0 to 10 (e.g. 1 behind one nginx; 0 or unset when clients connect directly)',
    )
    .transform(Number)
    .optional(),
  PDF_RENDER_NICE: z
    .string()
    .trim()
    .regex(/^(?:[0-9]|1[0-9])$/, 'PDF_RENDER_NICE must be the nice value of the PDF rendering threads, 0 to 19 (or unset for 10)')
    .transform(Number)
    .optional(),
  BILLING_PROVIDER: z
    .enum(['local', 'stripe'], {
      message: 'BILLING_PROVIDER must be "local" (embedded: local checkout with Stripe test cards) or "stripe" (cloud: Stripe Checkout)',
    })
    .default('local'),
  STRIPE_SECRET_KEY: z
    .string()
    .trim()
    .regex(/^(sk|rk)_(test|live)_[A-Za-z0-9]+$/, 'STRIPE_SECRET_KEY must be a Stripe secret or restricted key (sk_test_…, sk_live_…, rk_…)')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .trim()
    .regex(/^whsec_[A-Za-z0-9+/=_-]{16,}$/, 'STRIPE_WEBHOOK_SECRET must be the signing secret of the webhook endpoint (whsec_…)')
    .optional(),
});

/** Most proxy hops TRUST_PROXY may name. */
export const MAX_TRUSTED_PROXY_HOPS = 10;

/** Validated server configuration. */
export type ServerEnv =
  | (BaseEnv & { contentSource: 'local'; seedDatasetPath: string | undefined })
  | (BaseEnv & {
      contentSource: 'sanity';
      sanity: { projectId: string; dataset: string; token: string; apiVersion: string };
      sanityWebhookSecret: string;
    });

interface BaseEnv {
  nodeEnv: 'development' | 'production' | 'test';
  /** Absolute site URL without a trailing slash; drives canonical links and metadataBase. */
  siteUrl: string;
  analytics: { posthogKey?: string; posthogHost?: string };
  sentryDsn?: string;
  /**
   * Shared secret of the Sanity revalidation webhook (HMAC-SHA256 key of the
   * `sanity-webhook-signature` header). Always set in cloud mode; optional in embedded mode, where
   * its absence disables the webhook (every call answers 401).
   */
  sanityWebhookSecret: string | undefined;
  /**
   * Embedded mode's draft-mode secret (`DRAFT_MODE_SECRET`, ≥ 16 characters): `/draft-mode/enable`
   * asks for it as `?secret=`. Unset: draft mode cannot be enabled in embedded mode. Cloud mode
   * ignores it (the studio's Presentation tool signs its own preview URLs, next-sanity checks them).
   */
  draftModeSecret: string | undefined;
  /**
   * Bearer token of the scheduled psychometrics job (`PSYCHOMETRICS_JOB_SECRET`, ≥ 16 characters):
   * the scheduler calls `POST /api/psychometrics/run` with `Authorization: Bearer {secret}`
   * (server/handlers/psychometrics.ts). Unset: that route refuses every call (401); the job still
   * runs after every K stored results (server/psychometrics-runs.ts).
   */
  psychometricsJobSecret: string | undefined;
  /**
   * The Sanity Studio's URL (`SANITY_STUDIO_URL`, absolute http(s), no query): its Presentation
   * tool frames the site in draft mode (the security headers allow its origin as a frame ancestor
   * of preview answers only, lib/security-headers.ts) and Visual Editing's stega links point at it
   * (cloud mode, content/stega.ts). Unset: nobody may frame the site and draft mode shows drafts
   * without overlays.
   */
  studioUrl: string | undefined;
  /**
   * The external hub of the 'From Insights to Action' banner when set (`HUB_URL`); otherwise SPEC
   * §9 decides: the app subdomain in production, port {@link hubPort} on the current host elsewhere.
   */
  hubUrl: string | undefined;
  /**
   * The hub's port on the current host outside production (`HUB_PORT`; unset: 3001, SPEC §9 —
   * HUB_DEV_PORT of features/account-menu/hub.ts):
   * where `./scripts/start.sh` serves the hub placeholder (scripts/hub-placeholder.ts). Read when
   * a page renders, so static pages keep the value of the build (like NEXT_PUBLIC_SITE_URL): set
   * the same value for the build and the server. Not the Firebase emulator hub (scripts/lib.sh EMU_HUB).
   */
  hubPort: number | undefined;
  /**
   * How many proxies in front of the server append to X-Forwarded-For (`TRUST_PROXY`, 0–10,
   * default 0): the client address for rate limits is the entry that many hops from the right
   * (server/http.ts `clientIp`; web/server.ts appends the socket address as the last hop).
   */
  trustProxyHops: number;
  /**
   * The Redis shared by all instances for the ISR/data cache and its tags (`REDIS_URL`, redis:// or
   * rediss://); unset: each instance keeps its own cache (web/cache-handler.mjs reads it).
   */
  redisUrl: string | undefined;
  /**
   * The nice value (0–19, Linux) of the threads that render PDFs (`PDF_RENDER_NICE`; unset: 10,
   * server/report/pdf-pool.ts RENDER_NICE), so that on busy cores pages and API calls go first. The
   * test runs set 0 (vitest.config.ts, playwright.config.ts): there the other cores run builds and
   * browsers at nice 0, beside which a nice-10 thread got ~1 % of a core — one PDF took 52 s instead
   * of 1.6 s (issue 22, stop 38).
   */
  pdfRenderNice: number | undefined;
  /** The payment provider (server/billing): see {@link BillingEnv}. */
  billing: BillingEnv;
}

/**
 * The payment provider (ARCHITECTURE "Modes", payments). `local` (default, embedded): the local
 * checkout page accepts Stripe's test cards and delivers Stripe-format events signed with
 * `webhookSecret` to the same webhook; unset, a secret is derived from SANITY_WEBHOOK_SECRET (so
 * `scripts/billing.ts` can sign too) or made at random per process. `stripe` (cloud): Stripe
 * Checkout and the Customer Portal with `secretKey`; the webhook endpoint's signing secret.
 */
export type BillingEnv =
  { provider: 'local'; webhookSecret: string | undefined } | { provider: 'stripe'; secretKey: string; webhookSecret: string };

/** Thrown when the environment is invalid; `issues` holds one plain message per problem. */
export class EnvError extends Error {
  constructor(readonly issues: string[]) {
    super(`Invalid environment:\n${issues.map((issue) => `  - ${issue}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

export const DEFAULT_SANITY_API_VERSION = '2025-10-01';

/**
 * Parses and validates an environment record.
 * @param raw e.g. `process.env`
 * @returns the typed {@link ServerEnv}
 * @throws EnvError listing every missing or invalid value
 */
export function parseServerEnv(raw: Record<string, string | undefined>): ServerEnv {
  // A blank value means "not set" for every variable, so defaults apply.
  const present = Object.fromEntries(Object.entries(raw).filter(([, value]) => value !== undefined && value.trim() !== ''));
  const parsed = rawSchema
    .superRefine((env, context) => {
      if (env.BILLING_PROVIDER === 'stripe') {
        for (const name of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'] as const) {
          if (!present[name])
            context.addIssue({ code: 'custom', path: [name], message: `${name} is required when BILLING_PROVIDER=stripe` });
        }
      }
      if (env.CONTENT_SOURCE !== 'sanity') return;
      for (const name of ['SANITY_PROJECT_ID', 'SANITY_DATASET', 'SANITY_API_READ_TOKEN', 'SANITY_WEBHOOK_SECRET'] as const) {
        if (!present[name]) context.addIssue({ code: 'custom', path: [name], message: `${name} is required when CONTENT_SOURCE=sanity` });
      }
    })
    .safeParse(present);
  if (!parsed.success) {
    throw new EnvError(parsed.error.issues.map((issue) => issue.message));
  }
  const env = parsed.data;
  const base: BaseEnv = {
    nodeEnv: env.NODE_ENV,
    siteUrl: env.NEXT_PUBLIC_SITE_URL,
    analytics: { posthogKey: env.NEXT_PUBLIC_POSTHOG_KEY, posthogHost: env.NEXT_PUBLIC_POSTHOG_HOST },
    sentryDsn: env.NEXT_PUBLIC_SENTRY_DSN,
    sanityWebhookSecret: env.SANITY_WEBHOOK_SECRET,
    draftModeSecret: env.DRAFT_MODE_SECRET,
    psychometricsJobSecret: env.PSYCHOMETRICS_JOB_SECRET,
    studioUrl: env.SANITY_STUDIO_URL,
    hubUrl: env.HUB_URL,
    hubPort: env.HUB_PORT,
    trustProxyHops: env.TRUST_PROXY ?? 0,
    redisUrl: env.REDIS_URL,
    pdfRenderNice: env.PDF_RENDER_NICE,
    billing:
      env.BILLING_PROVIDER === 'stripe' && env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
        ? { provider: 'stripe', secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET }
        : { provider: 'local', webhookSecret: env.STRIPE_WEBHOOK_SECRET },
  };
  // In sanity mode the refinement above guarantees the four values; the checks narrow the types.
  if (
    env.CONTENT_SOURCE === 'local' ||
    !env.SANITY_PROJECT_ID ||
    !env.SANITY_DATASET ||
    !env.SANITY_API_READ_TOKEN ||
    !env.SANITY_WEBHOOK_SECRET
  ) {
    return { ...base, contentSource: 'local', seedDatasetPath: env.SEED_DATASET_PATH };
  }
  return {
    ...base,
    contentSource: 'sanity',
    sanityWebhookSecret: env.SANITY_WEBHOOK_SECRET,
    sanity: {
      projectId: env.SANITY_PROJECT_ID,
      dataset: env.SANITY_DATASET,
      token: env.SANITY_API_READ_TOKEN,
      apiVersion: env.SANITY_API_VERSION ?? DEFAULT_SANITY_API_VERSION,
    },
  };
}

let cached: ServerEnv | undefined;

/** The validated environment of this process (parsed once, then memoised). @throws EnvError */
export function serverEnv(): ServerEnv {
  cached ??= parseServerEnv(process.env);
  return cached;
}
