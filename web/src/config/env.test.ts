import { describe, expect, it } from 'vitest';
import { DEFAULT_SANITY_API_VERSION, EnvError, parseServerEnv, type ServerEnv } from './env';

const CONTENT_SOURCE_MESSAGE = 'CONTENT_SOURCE must be "local" (embedded seed dataset) or "sanity" (Content Lake)';
const SITE_URL_MESSAGE = 'NEXT_PUBLIC_SITE_URL must be an absolute http(s) URL, e.g. https://typeatlas.example';
const PROJECT_ID_MESSAGE = 'SANITY_PROJECT_ID may only hold a-z, 0-9 and "-"';
const DATASET_MESSAGE = 'SANITY_DATASET may only hold a-z, 0-9, "_" and "-"';
const API_VERSION_MESSAGE = 'SANITY_API_VERSION must be a date such as 2025-10-01';
const required = (name: string) => `${name} is required when CONTENT_SOURCE=sanity`;

const SANITY = {
  CONTENT_SOURCE: 'sanity',
  SANITY_PROJECT_ID: 'abc123-x',
  SANITY_DATASET: 'production',
  SANITY_API_READ_TOKEN: 'sk-secret',
  SANITY_WEBHOOK_SECRET: 'whsec-long-random-value',
} as const;

/** Runs parseServerEnv and returns the EnvError it throws (fails the test when it does not). */
function envError(raw: Record<string, string | undefined>): EnvError {
  try {
    parseServerEnv(raw);
  } catch (error) {
    expect(error).toBeInstanceOf(EnvError);
    return error as EnvError;
  }
  throw new Error(`expected parseServerEnv(${JSON.stringify(raw)}) to throw`);
}

function sanityConfig(env: ServerEnv) {
  if (env.contentSource !== 'sanity') throw new Error(`expected sanity mode, got ${env.contentSource}`);
  return env.sanity;
}

describe('parseServerEnv defaults', () => {
  it('defaults to local mode, development and http://localhost:3000', () => {
    expect(parseServerEnv({})).toEqual({
      nodeEnv: 'development',
      siteUrl: 'http://localhost:3000',
      analytics: { posthogKey: undefined, posthogHost: undefined },
      sentryDsn: undefined,
      sanityWebhookSecret: undefined,
      trustProxyHops: 0,
      redisUrl: undefined,
      billing: { provider: 'local', webhookSecret: undefined },
      contentSource: 'local',
      seedDatasetPath: undefined,
    });
  });

  it('ignores unrelated variables (process.env holds many)', () => {
    expect(parseServerEnv({ PATH: '/usr/bin', HOME: '/root' }).contentSource).toBe('local');
  });

  it('reads the optional values of local mode', () => {
    const env = parseServerEnv({
      NODE_ENV: 'production',
      SEED_DATASET_PATH: ' ./data/seed.ndjson ',
      NEXT_PUBLIC_POSTHOG_KEY: 'phc_key',
      NEXT_PUBLIC_POSTHOG_HOST: 'https://eu.i.posthog.com',
      NEXT_PUBLIC_SENTRY_DSN: 'https://k@o1.ingest.sentry.io/1',
    });
    expect(env).toMatchObject({
      nodeEnv: 'production',
      contentSource: 'local',
      seedDatasetPath: './data/seed.ndjson',
      analytics: { posthogKey: 'phc_key', posthogHost: 'https://eu.i.posthog.com' },
      sentryDsn: 'https://k@o1.ingest.sentry.io/1',
    });
  });

  it('local mode does not need any Sanity variable', () => {
    expect(() => parseServerEnv({ CONTENT_SOURCE: 'local' })).not.toThrow();
  });
});

describe('NEXT_PUBLIC_SITE_URL', () => {
  it.each([
    ['https://typeatlas.example', 'https://typeatlas.example'],
    ['https://typeatlas.example/', 'https://typeatlas.example'],
    ['https://typeatlas.example///', 'https://typeatlas.example'],
    ['http://localhost:4000/', 'http://localhost:4000'],
    ['https://example.com/typeatlas/', 'https://example.com/typeatlas'],
    ['  https://typeatlas.example/  ', 'https://typeatlas.example'],
  ])('%j → %j (trailing slashes trimmed)', (input, siteUrl) => {
    expect(parseServerEnv({ NEXT_PUBLIC_SITE_URL: input }).siteUrl).toBe(siteUrl);
  });

  it.each(['typeatlas.example', 'localhost:3000', '/relative', 'ftp://typeatlas.example', 'https://', 'https:// spaced.example'])(
    'rejects %j with a clear message',
    (input) => {
      expect(envError({ NEXT_PUBLIC_SITE_URL: input }).issues).toEqual([SITE_URL_MESSAGE]);
    },
  );
});

describe('CONTENT_SOURCE', () => {
  it.each(['cloud', 'Sanity', 'LOCAL'])('rejects %j with the allowed values in the message', (value) => {
    const error = envError({ CONTENT_SOURCE: value });
    expect(error.issues).toEqual([CONTENT_SOURCE_MESSAGE]);
    expect(error.message).toContain(CONTENT_SOURCE_MESSAGE);
  });
});

describe('sanity mode', () => {
  it('returns the Content Lake settings with the default API version', () => {
    const env = parseServerEnv({ ...SANITY });
    expect(env.contentSource).toBe('sanity');
    expect(sanityConfig(env)).toEqual({
      projectId: 'abc123-x',
      dataset: 'production',
      token: 'sk-secret',
      apiVersion: DEFAULT_SANITY_API_VERSION,
    });
    expect(DEFAULT_SANITY_API_VERSION).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('accepts an explicit API version and a dataset with "_" and "-"', () => {
    const env = parseServerEnv({ ...SANITY, SANITY_DATASET: 'staging_v2-eu', SANITY_API_VERSION: '2024-03-15' });
    expect(sanityConfig(env)).toMatchObject({ dataset: 'staging_v2-eu', apiVersion: '2024-03-15' });
  });

  it.each(['SANITY_PROJECT_ID', 'SANITY_DATASET', 'SANITY_API_READ_TOKEN', 'SANITY_WEBHOOK_SECRET'] as const)('requires %s', (name) => {
    const raw: Record<string, string | undefined> = { ...SANITY };
    delete raw[name];
    expect(envError(raw).issues).toEqual([required(name)]);
  });

  it('lists every missing value at once, in a readable message', () => {
    const error = envError({ CONTENT_SOURCE: 'sanity' });
    expect(error.issues).toEqual([
      required('SANITY_PROJECT_ID'),
      required('SANITY_DATASET'),
      required('SANITY_API_READ_TOKEN'),
      required('SANITY_WEBHOOK_SECRET'),
    ]);
    expect(error.name).toBe('EnvError');
    expect(error.message).toBe(
      [
        'Invalid environment:',
        `  - ${required('SANITY_PROJECT_ID')}`,
        `  - ${required('SANITY_DATASET')}`,
        `  - ${required('SANITY_API_READ_TOKEN')}`,
        `  - ${required('SANITY_WEBHOOK_SECRET')}`,
      ].join('\n'),
    );
  });

  it.each(['', '   '])('treats %j as missing', (blank) => {
    const error = envError({
      CONTENT_SOURCE: 'sanity',
      SANITY_PROJECT_ID: blank,
      SANITY_DATASET: blank,
      SANITY_API_READ_TOKEN: blank,
      SANITY_API_VERSION: blank,
      SANITY_WEBHOOK_SECRET: blank,
    });
    expect(error.issues).toEqual([
      required('SANITY_PROJECT_ID'),
      required('SANITY_DATASET'),
      required('SANITY_API_READ_TOKEN'),
      required('SANITY_WEBHOOK_SECRET'),
    ]);
  });

  it('an empty API version falls back to the default', () => {
    expect(sanityConfig(parseServerEnv({ ...SANITY, SANITY_API_VERSION: '' })).apiVersion).toBe(DEFAULT_SANITY_API_VERSION);
  });

  it.each(['My-Project', 'abc_123', 'abc 123', 'abc.123'])('rejects the project id %j', (projectId) => {
    expect(envError({ ...SANITY, SANITY_PROJECT_ID: projectId }).issues).toEqual([PROJECT_ID_MESSAGE]);
  });

  it.each(['Production', 'prod.eu', 'prod/eu', 'a'.repeat(65)])('rejects the dataset %j', (dataset) => {
    expect(envError({ ...SANITY, SANITY_DATASET: dataset }).issues).toEqual([DATASET_MESSAGE]);
  });

  it('accepts a 64-character dataset name', () => {
    expect(sanityConfig(parseServerEnv({ ...SANITY, SANITY_DATASET: 'a'.repeat(64) })).dataset).toHaveLength(64);
  });

  it.each(['2025-1-1', 'v2025-10-01', '20251001', 'latest'])('rejects the API version %j', (apiVersion) => {
    expect(envError({ ...SANITY, SANITY_API_VERSION: apiVersion }).issues).toEqual([API_VERSION_MESSAGE]);
  });

  it('rejects an invalid project id even in local mode (the value is validated whenever set)', () => {
    expect(envError({ SANITY_PROJECT_ID: 'Bad Id' }).issues).toEqual([PROJECT_ID_MESSAGE]);
  });
});

describe('EnvError', () => {
  it('lists every invalid value of one environment', () => {
    const error = envError({
      CONTENT_SOURCE: 'cloud',
      NEXT_PUBLIC_SITE_URL: 'typeatlas.example',
      SANITY_PROJECT_ID: 'Bad Id',
      SANITY_DATASET: 'Prod',
      SANITY_API_VERSION: 'latest',
    });
    expect([...error.issues].sort()).toEqual(
      [CONTENT_SOURCE_MESSAGE, SITE_URL_MESSAGE, PROJECT_ID_MESSAGE, DATASET_MESSAGE, API_VERSION_MESSAGE].sort(),
    );
    for (const issue of error.issues) expect(error.message).toContain(`  - ${issue}`);
    expect(error.message.startsWith('Invalid environment:\n')).toBe(true);
  });

  it('is an Error carrying its issues', () => {
    const error = new EnvError(['one', 'two']);
    expect(error).toBeInstanceOf(Error);
    expect(error.issues).toEqual(['one', 'two']);
    expect(error.message).toBe('Invalid environment:\n  - one\n  - two');
  });

  it('lists missing Sanity values together with invalid ones', () => {
    const error = envError({ CONTENT_SOURCE: 'sanity', SANITY_PROJECT_ID: 'Bad Id' });
    expect([...error.issues].sort()).toEqual(
      [PROJECT_ID_MESSAGE, required('SANITY_DATASET'), required('SANITY_API_READ_TOKEN'), required('SANITY_WEBHOOK_SECRET')].sort(),
    );
  });
});

describe('SANITY_WEBHOOK_SECRET', () => {
  it('is optional in local mode and undefined when unset or blank', () => {
    expect(parseServerEnv({}).sanityWebhookSecret).toBeUndefined();
    expect(parseServerEnv({ SANITY_WEBHOOK_SECRET: '   ' }).sanityWebhookSecret).toBeUndefined();
  });

  it('is read in local mode too (the webhook then works against the seed dataset)', () => {
    expect(parseServerEnv({ SANITY_WEBHOOK_SECRET: ' local-secret ' }).sanityWebhookSecret).toBe('local-secret');
  });

  it('is returned in sanity mode', () => {
    const env = parseServerEnv({ ...SANITY });
    expect(env.contentSource).toBe('sanity');
    expect(env.sanityWebhookSecret).toBe('whsec-long-random-value');
  });
});

describe('HUB_URL (SPEC §9 hub of the mobile banner)', () => {
  it('is optional, and an absolute http(s) URL without a trailing slash when set', () => {
    expect(parseServerEnv({}).hubUrl).toBeUndefined();
    expect(parseServerEnv({ HUB_URL: '  ' }).hubUrl).toBeUndefined();
    expect(parseServerEnv({ HUB_URL: 'https://hub.example.org/' }).hubUrl).toBe('https://hub.example.org');
  });

  it('refuses anything else with a message naming it', () => {
    for (const value of ['hub.example.org', 'javascript:alert(1)', 'https://user:pw@hub.example.org', 'https://hub.example.org/?x=1']) {
      expect(() => parseServerEnv({ HUB_URL: value }), value).toThrow(/HUB_URL/);
    }
  });
});

describe('HUB_PORT (SPEC §9: the hub on the current host outside production)', () => {
  it('is optional (unset: 3001 from the hub module) and takes a port number', () => {
    expect(parseServerEnv({}).hubPort).toBeUndefined();
    expect(parseServerEnv({ HUB_PORT: ' ' }).hubPort).toBeUndefined();
    expect(parseServerEnv({ HUB_PORT: '3104' }).hubPort).toBe(3104);
    expect(parseServerEnv({ HUB_PORT: '65535' }).hubPort).toBe(65_535);
  });

  it('refuses anything else with a message naming it', () => {
    for (const value of ['0', '65536', '3001.5', '-1', 'http://localhost:3001', '03001', 'abc']) {
      expect(() => parseServerEnv({ HUB_PORT: value }), value).toThrow(/HUB_PORT/);
    }
  });
});

describe('SANITY_STUDIO_URL (issue 15: the studio that frames previews)', () => {
  it('is optional, and an absolute http(s) URL without a trailing slash when set', () => {
    expect(parseServerEnv({}).studioUrl).toBeUndefined();
    expect(parseServerEnv({ SANITY_STUDIO_URL: ' ' }).studioUrl).toBeUndefined();
    expect(parseServerEnv({ SANITY_STUDIO_URL: 'https://typeatlas.sanity.studio/' }).studioUrl).toBe('https://typeatlas.sanity.studio');
    expect(parseServerEnv({ SANITY_STUDIO_URL: 'http://localhost:3333' }).studioUrl).toBe('http://localhost:3333');
  });

  it('refuses anything else with a message naming it', () => {
    for (const value of [
      'typeatlas.sanity.studio',
      'javascript:alert(1)',
      'https://user:pw@studio.example',
      'https://studio.example/?x=1',
    ]) {
      expect(() => parseServerEnv({ SANITY_STUDIO_URL: value }), value).toThrow(/SANITY_STUDIO_URL/);
    }
  });
});

describe('TRUST_PROXY (proxy hops in front of the server)', () => {
  it('is 0 when unset or blank, else the number of hops from 0 to 10', () => {
    expect(parseServerEnv({}).trustProxyHops).toBe(0);
    expect(parseServerEnv({ TRUST_PROXY: ' ' }).trustProxyHops).toBe(0);
    for (const hops of [0, 1, 2, 10]) expect(parseServerEnv({ TRUST_PROXY: String(hops) }).trustProxyHops).toBe(hops);
    expect(parseServerEnv({ TRUST_PROXY: ' 1 ' }).trustProxyHops).toBe(1);
  });

  it('refuses anything else with a message naming it (the server does not start)', () => {
    for (const value of ['-1', '11', '100', '1.5', '01', 'true', 'yes', '1e1', '0x1', 'one', '2,1']) {
      expect(() => parseServerEnv({ TRUST_PROXY: value }), value).toThrow(
        /TRUST_PROXY must be the number of trusted proxies in front of the server, 0 to 10/,
      );
    }
  });
});

describe('PDF_RENDER_NICE (the PDF rendering threads)', () => {
  it('is unset (the pool default) when unset or blank, else the nice value from 0 to 19', () => {
    expect(parseServerEnv({}).pdfRenderNice).toBeUndefined();
    expect(parseServerEnv({ PDF_RENDER_NICE: ' ' }).pdfRenderNice).toBeUndefined();
    for (const nice of [0, 5, 10, 19]) expect(parseServerEnv({ PDF_RENDER_NICE: String(nice) }).pdfRenderNice).toBe(nice);
  });

  it('refuses anything else with a message naming it (the server does not start)', () => {
    for (const value of ['-1', '20', '1.5', '01', 'low', '-20']) {
      expect(() => parseServerEnv({ PDF_RENDER_NICE: value }), value).toThrow(
        /PDF_RENDER_NICE must be the nice value of the PDF rendering threads, 0 to 19/,
      );
    }
  });
});

describe('REDIS_URL', () => {
  it('accepts redis:// and rediss:// URLs and leaves it unset by default', () => {
    expect(parseServerEnv({}).redisUrl).toBeUndefined();
    expect(parseServerEnv({ REDIS_URL: ' redis://127.0.0.1:6379 ' }).redisUrl).toBe('redis://127.0.0.1:6379');
    expect(parseServerEnv({ REDIS_URL: 'rediss://user:pw@cache.example:6380/0' }).redisUrl).toBe('rediss://user:pw@cache.example:6380/0');
  });

  it('refuses anything else with a message naming the variable', () => {
    for (const value of ['127.0.0.1:6379', 'http://cache.example', 'redis://']) {
      expect(() => parseServerEnv({ REDIS_URL: value })).toThrow(/REDIS_URL must be a redis:\/\//);
    }
  });
});

describe('billing (BILLING_PROVIDER, STRIPE_*)', () => {
  const STRIPE = { BILLING_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_abc123', STRIPE_WEBHOOK_SECRET: 'whsec_0123456789abcdef0123' };

  it('defaults to the local provider; a set STRIPE_WEBHOOK_SECRET signs its events', () => {
    expect(parseServerEnv({}).billing).toEqual({ provider: 'local', webhookSecret: undefined });
    expect(parseServerEnv({ STRIPE_WEBHOOK_SECRET: STRIPE.STRIPE_WEBHOOK_SECRET }).billing).toEqual({
      provider: 'local',
      webhookSecret: STRIPE.STRIPE_WEBHOOK_SECRET,
    });
  });

  it('stripe mode carries the key and the signing secret', () => {
    expect(parseServerEnv(STRIPE).billing).toEqual({
      provider: 'stripe',
      secretKey: 'sk_test_abc123',
      webhookSecret: STRIPE.STRIPE_WEBHOOK_SECRET,
    });
  });

  it('stripe mode without the key or the secret does not start, naming each', () => {
    expect(() => parseServerEnv({ BILLING_PROVIDER: 'stripe' })).toThrow(
      /STRIPE_SECRET_KEY is required when BILLING_PROVIDER=stripe[\s\S]*STRIPE_WEBHOOK_SECRET is required/,
    );
    expect(() => parseServerEnv({ ...STRIPE, STRIPE_WEBHOOK_SECRET: '' })).toThrow(/STRIPE_WEBHOOK_SECRET is required/);
  });

  it('refuses malformed values and unknown providers', () => {
    expect(() => parseServerEnv({ ...STRIPE, STRIPE_SECRET_KEY: 'pk_test_abc' })).toThrow(/STRIPE_SECRET_KEY must be a Stripe secret/);
    expect(() => parseServerEnv({ ...STRIPE, STRIPE_WEBHOOK_SECRET: 'secret' })).toThrow(
      /STRIPE_WEBHOOK_SECRET must be the signing secret/,
    );
    expect(() => parseServerEnv({ BILLING_PROVIDER: 'paypal' })).toThrow(/BILLING_PROVIDER must be "local"/);
  });
});
