/**
 * Proves that every house rule of eslint.house-rules.js fires: each probe is a one-import file
 * linted at a path inside the zone it probes (ESLint's lintText with a file path — the file need
 * not exist). A probe that must fail names the message it must fail with; a control must lint
 * clean, so a rule that is too broad (e.g. `firebase` matching `./firebase`) fails too.
 */
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

const SANITY = 'Sanity, groq-js and Portable Text are only used behind web/src/content/.';
const SERVER = 'firebase-admin, nodemailer and stripe are only used behind web/src/server/.';
const FIREBASE_WEB = 'The Firebase web SDK is only used by web/src/features/auth (sign-in only).';
const POSTHOG = 'posthog-js is only loaded by web/src/features/analytics.';
const SENTRY = 'Sentry is only loaded by web/src/features/monitoring and the instrumentation files.';
const REDIS = 'The redis client is only used by web/cache-handler.mjs (the shared ISR/data cache).';
const FEATURES = 'features/ may not import app/';
const COMPONENTS = 'components/ is shared UI';
const CONTENT = 'content/ (the Sanity boundary) may not import';
const SERVER_LAYER = 'server/ (firebase-admin) may not import';
const LIB = 'lib/ imports nothing above it';
const CONFIG = 'config/ imports nothing above it';
const SCHEMAS = 'schemas/ is the shared package';
const ENGINE = 'schemas/src/engine is the pure test engine';
const STUDIO = 'studio/ never imports the web app';

/** [file the probe pretends to be, import source, message it must fail with (null: must lint clean)] */
type Probe = readonly [file: string, source: string, message: string | null];

const VENDOR_PROBES: Probe[] = [
  // firebase-admin and friends, subpaths included (the bug of the last round: subpaths passed).
  ['web/src/features/quiz/probe.ts', 'firebase-admin', SERVER],
  ['web/src/features/quiz/probe.ts', 'firebase-admin/firestore', SERVER],
  ['web/src/features/quiz/probe.ts', 'firebase-admin/auth', SERVER],
  ['web/src/components/probe/probe.tsx', 'firebase-admin/app', SERVER],
  ['web/src/content/probe.ts', 'firebase-admin/firestore', SERVER],
  ['web/src/app/probe/page.tsx', 'nodemailer', SERVER],
  ['web/src/lib/probe.ts', 'stripe', SERVER],
  ['web/src/server/probe.ts', 'firebase-admin/firestore', null],
  ['web/src/server/repositories/probe.ts', 'nodemailer', null],
  // Sanity behind content/ only.
  ['web/src/features/quiz/probe.ts', 'next-sanity', SANITY],
  ['web/src/features/quiz/probe.ts', 'next-sanity/image', SANITY],
  ['web/src/features/quiz/probe.ts', '@sanity/webhook', SANITY],
  ['web/src/features/quiz/probe.ts', '@sanity/image-url', SANITY],
  ['web/src/components/probe/probe.tsx', '@sanity/client', SANITY],
  ['web/src/server/probe.ts', 'groq-js', SANITY],
  ['web/src/app/probe/page.tsx', '@portabletext/react', SANITY],
  ['web/src/lib/probe.ts', 'sanity', SANITY],
  ['web/src/content/probe.ts', 'next-sanity/image', null],
  ['web/src/content/probe.ts', '@sanity/webhook', null],
  ['web/src/content/probe.ts', 'groq-js', null],
  // The Firebase web SDK in features/auth only.
  ['web/src/features/quiz/probe.ts', 'firebase/auth', FIREBASE_WEB],
  ['web/src/components/probe/probe.tsx', 'firebase/app', FIREBASE_WEB],
  ['web/src/features/auth/probe.ts', 'firebase/auth', null],
  // Analytics and error reporting in their own folders.
  ['web/src/features/quiz/probe.ts', 'posthog-js', POSTHOG],
  ['web/src/features/analytics/probe.ts', 'posthog-js', null],
  ['web/src/features/quiz/probe.ts', '@sentry/nextjs', SENTRY],
  ['web/src/features/auth/probe.ts', '@sentry/nextjs', SENTRY],
  ['web/src/features/monitoring/probe.ts', '@sentry/nextjs', null],
  ['web/src/instrumentation.ts', '@sentry/nextjs', null],
  ['web/src/proxy.ts', '@sentry/nextjs', SENTRY],
  // The redis client in the cache handler only.
  ['web/src/server/probe.ts', 'redis', REDIS],
  ['web/src/content/probe.ts', '@redis/client', REDIS],
  ['web/server.ts', 'redis', REDIS],
  ['web/cache-handler.mjs', 'redis', null],
  ['web/cache-handler.mjs', 'firebase-admin', SERVER],
  // Anchored: our own modules that merely share a name are not vendors.
  ['web/src/server/probe.ts', './firebase', null],
  ['web/src/server/repositories/probe.ts', '../firebase', null],
  ['web/src/app/probe/page.tsx', '@/server/firebase', null],
  ['web/src/features/quiz/probe.ts', '@/features/auth/firebase-browser', null],
];

const LAYER_PROBES: Probe[] = [
  ['web/src/features/quiz/probe.ts', '@/app/layout', FEATURES],
  ['web/src/features/quiz/probe.ts', '../../app/layout', FEATURES],
  ['web/src/features/quiz/probe.ts', '@/components/breadcrumbs/Breadcrumbs', null],
  ['web/src/features/quiz/probe.ts', '@/features/results/storage', null],
  ['web/src/components/footer/probe.tsx', '@/features/quiz/links', COMPONENTS],
  ['web/src/components/footer/probe.tsx', '../../features/quiz/links', COMPONENTS],
  ['web/src/components/footer/probe.tsx', '@/server/session', COMPONENTS],
  ['web/src/components/footer/probe.tsx', '@/app/layout', COMPONENTS],
  ['web/src/components/footer/probe.tsx', '@/lib/routes', null],
  ['web/src/components/footer/probe.tsx', '@/content/site', null],
  ['web/src/content/probe.ts', '@/features/quiz/links', CONTENT],
  ['web/src/content/probe.ts', '@/components/footer/Footer', CONTENT],
  ['web/src/content/probe.ts', '@/server/firebase', CONTENT],
  ['web/src/content/probe.ts', '@/lib/paths', null],
  ['web/src/server/probe.ts', '@/features/auth/user', SERVER_LAYER],
  ['web/src/server/probe.ts', '@/content/webhook', SERVER_LAYER],
  ['web/src/server/probe.ts', '@/components/characters/characters', SERVER_LAYER],
  ['web/src/server/probe.ts', '../app/api/profile/route', SERVER_LAYER],
  ['web/src/server/probe.ts', '@/lib/api-errors', null],
  ['web/src/server/__tests__/probe.int.test.ts', '@/app/api/profile/route', null],
  ['web/src/server/__tests__/probe.int.test.ts', '@sanity/webhook', null],
  ['web/src/features/quiz/probe.test.ts', 'firebase-admin/firestore', null],
  ['schemas/src/probe.test.ts', 'web/test-engine', SCHEMAS],
  ['schemas/src/engine/probe.test.ts', '../../../web/src/lib/routes', ENGINE],
  ['studio/components/probe.test.tsx', 'web', STUDIO],
  ['web/src/lib/probe.ts', '@/content/image-loader', LIB],
  ['web/src/lib/probe.ts', '@/features/auth/user', LIB],
  ['web/src/lib/probe.ts', '@/i18n', LIB],
  ['web/src/lib/probe.ts', '../content/image-loader', LIB],
  ['web/src/lib/probe.ts', '@/config/env', null],
  ['web/src/config/probe.ts', '@/server/firebase', CONFIG],
  ['web/src/config/probe.ts', '@/lib/paths', null],
  ['schemas/src/probe.ts', 'web/test-engine', SCHEMAS],
  ['schemas/src/probe.ts', 'web', SCHEMAS],
  ['schemas/src/documents/probe.ts', '../../../web/src/lib/paths', SCHEMAS],
  ['schemas/src/probe.ts', '@/lib/paths', SCHEMAS],
  ['schemas/src/probe.ts', 'next/link', SCHEMAS],
  ['schemas/src/probe.ts', 'studio/sanity.config', SCHEMAS],
  ['schemas/src/probe.ts', 'sanity', null],
  ['schemas/src/engine/probe.ts', 'react', ENGINE],
  ['schemas/src/engine/probe.ts', 'sanity', ENGINE],
  ['schemas/src/engine/probe.ts', '@sanity/client', ENGINE],
  ['schemas/src/engine/probe.ts', 'zod', ENGINE],
  ['schemas/src/engine/probe.ts', '../documents/test', ENGINE],
  ['schemas/src/engine/probe.ts', 'web/test-engine', ENGINE],
  ['schemas/src/engine/probe.ts', 'react-dom/server', ENGINE],
  ['schemas/src/engine/probe.ts', './scoring', null],
  ['schemas/src/test-kit/probe.test.tsx', 'react-dom/server', null],
  ['schemas/src/test-kit/probe.tsx', 'react', null],
  ['studio/components/probe.tsx', 'web/test-engine', STUDIO],
  ['studio/components/probe.tsx', '../../web/src/features/toolkit/TestRunnerClient', STUDIO],
  ['studio/components/probe.tsx', '@/lib/paths', STUDIO],
  ['studio/components/probe.tsx', '@typeatlas/schemas/engine', null],
];

let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT });
});

/** The house-rule messages ESLint reports for one probe (other rules' findings are ignored). */
async function houseMessages(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  expect(result, `${file} is linted (not ignored)`).toBeDefined();
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports' || message.ruleId === 'no-restricted-syntax' || message.fatal)
    .map((message) => message.message);
}

function check(probes: Probe[], code: (source: string) => string) {
  it.each(probes)('%s importing %s', async (file, source, expected) => {
    const messages = await houseMessages(file, code(source));
    if (expected === null) expect(messages).toEqual([]);
    else expect(messages.join('\n')).toContain(expected);
  });
}

describe('house rules: vendor boundaries (static imports)', () => {
  check(VENDOR_PROBES, (source) => `import '${source}';\n`);
});

describe('house rules: layers (static imports)', () => {
  check(LAYER_PROBES, (source) => `import '${source}';\n`);
});

describe('house rules: dynamic import()', () => {
  const dynamic: Probe[] = [
    ['web/src/features/quiz/probe.ts', 'firebase-admin/firestore', SERVER],
    ['web/src/components/footer/probe.tsx', 'posthog-js', POSTHOG],
    ['web/src/features/quiz/probe.ts', 'next-sanity', SANITY],
    ['web/src/components/footer/probe.tsx', '@/features/auth/session-client', COMPONENTS],
    ['web/src/features/analytics/probe.ts', 'posthog-js', null],
    ['web/src/server/probe.ts', './firebase', null],
  ];
  check(dynamic, (source) => `export const load = () => import('${source}');\n`);
});

describe('house rules: re-exports', () => {
  check(
    [
      ['web/src/features/quiz/probe.ts', 'firebase-admin/auth', SERVER],
      ['web/src/lib/probe.ts', '@/server/session', LIB],
    ],
    (source) => `export * from '${source}';\n`,
  );
});
