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
const COMPONENTS_CONTENT = 'components/ may take from content/ only types';
const FEATURE_INDEX = 'may import another feature only through its index';
const SCRIPTS = 'scripts/ are tools';
const WEB_SERVER = "web's own server (server.ts and the modules it loads, next.config.ts) runs as plain Node";
const CACHE_HANDLER = 'web/cache-handler.mjs is plain JavaScript loaded by Next';

/** [file the probe pretends to be, import source, message it must fail with (null: must lint clean)] */
type Probe = readonly [file: string, source: string, message: string | null];

const VENDOR_PROBES: Probe[] = [
  // firebase-admin and friends, subpaths included (the bug of the last round: subpaths passed).
  ['web/src/features/test-runner/probe.ts', 'firebase-admin', SERVER],
  ['web/src/features/test-runner/probe.ts', 'firebase-admin/firestore', SERVER],
  ['web/src/features/test-runner/probe.ts', 'firebase-admin/auth', SERVER],
  ['web/src/components/probe/probe.tsx', 'firebase-admin/app', SERVER],
  ['web/src/content/probe.ts', 'firebase-admin/firestore', SERVER],
  ['web/src/app/probe/page.tsx', 'nodemailer', SERVER],
  ['web/src/lib/probe.ts', 'stripe', SERVER],
  ['web/src/server/probe.ts', 'firebase-admin/firestore', null],
  ['web/src/server/repositories/probe.ts', 'nodemailer', null],
  // Sanity behind content/ only.
  ['web/src/features/test-runner/probe.ts', 'next-sanity', SANITY],
  ['web/src/features/test-runner/probe.ts', 'next-sanity/image', SANITY],
  ['web/src/features/test-runner/probe.ts', '@sanity/webhook', SANITY],
  ['web/src/features/test-runner/probe.ts', '@sanity/image-url', SANITY],
  ['web/src/components/probe/probe.tsx', '@sanity/client', SANITY],
  ['web/src/server/probe.ts', 'groq-js', SANITY],
  ['web/src/app/probe/page.tsx', '@portabletext/react', SANITY],
  ['web/src/lib/probe.ts', 'sanity', SANITY],
  ['web/src/content/probe.ts', 'next-sanity/image', null],
  ['web/src/content/probe.ts', '@sanity/webhook', null],
  ['web/src/content/probe.ts', 'groq-js', null],
  // The Firebase web SDK in features/auth only.
  ['web/src/features/test-runner/probe.ts', 'firebase/auth', FIREBASE_WEB],
  ['web/src/components/probe/probe.tsx', 'firebase/app', FIREBASE_WEB],
  ['web/src/features/auth/probe.ts', 'firebase/auth', null],
  // Analytics and error reporting in their own folders.
  ['web/src/features/test-runner/probe.ts', 'posthog-js', POSTHOG],
  ['web/src/features/analytics/probe.ts', 'posthog-js', null],
  ['web/src/features/test-runner/probe.ts', '@sentry/nextjs', SENTRY],
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
  ['web/src/features/test-runner/probe.ts', '@/features/auth/firebase-browser', null],
];

const LAYER_PROBES: Probe[] = [
  ['web/src/features/test-runner/probe.ts', '@/app/layout', FEATURES],
  ['web/src/features/test-runner/probe.ts', '../../app/layout', FEATURES],
  ['web/src/features/test-runner/probe.ts', '@/components/breadcrumbs/Breadcrumbs', null],
  ['web/src/features/test-runner/probe.ts', '@/features/results/storage', null],
  ['web/src/components/footer/probe.tsx', '@/features/test-runner/likert', COMPONENTS],
  ['web/src/components/footer/probe.tsx', '../../features/test-runner/likert', COMPONENTS],
  ['web/src/components/footer/probe.tsx', '@/server/session', COMPONENTS],
  ['web/src/components/footer/probe.tsx', '@/app/layout', COMPONENTS],
  ['web/src/components/footer/probe.tsx', '@/lib/routes', null],
  ['web/src/components/footer/probe.tsx', '@/content/site', COMPONENTS_CONTENT],
  ['web/src/content/probe.ts', '@/features/test-runner/likert', CONTENT],
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
  ['web/src/features/test-runner/probe.test.ts', 'firebase-admin/firestore', null],
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
  ['studio/components/probe.tsx', '../../web/src/features/test-runner/TestRunnerClient', STUDIO],
  ['studio/components/probe.tsx', '@/lib/paths', STUDIO],
  ['studio/components/probe.tsx', '@typeatlas/schemas/engine', null],
];

/** components → content: types and the image markup only (README "Layout"; AuthorAvatar, ContentCard). */
const COMPONENTS_CONTENT_PROBES: Probe[] = [
  ['web/src/components/footer/probe.tsx', '@/content/client', COMPONENTS_CONTENT],
  ['web/src/components/footer/probe.tsx', '@/content/queries', COMPONENTS_CONTENT],
  ['web/src/components/footer/probe.tsx', '../../content/site', COMPONENTS_CONTENT],
  ['web/src/components/footer/probe.tsx', '@/content/ContentImage/extra', COMPONENTS_CONTENT],
  ['web/src/components/author-avatar/probe.tsx', '@/content/ContentImage', null],
  ['web/src/components/content-card/probe.tsx', '../../content/ContentImage', null],
  ['web/src/components/footer/probe.tsx', '@/content/image-loader', null],
];

/**
 * A feature imports another only through its index; LEGACY_FEATURE_EDGES (eslint.house-rules.js) lists the deep imports that predate the rule.
 * The test flow's two homes (issue 26): features/test-runner (the runner UI) and features/results (storage, views,
 * sharing in results/share/); test-runner takes from results, results never from test-runner.
 */
const FEATURE_PROBES: Probe[] = [
  ['web/src/features/test-runner/probe.ts', '@/features/toolkit/categories', FEATURE_INDEX],
  ['web/src/features/test-runner/nested/probe.tsx', '@/features/notifications/bell/x', FEATURE_INDEX],
  ['web/src/features/test-runner/probe.ts', '../toolkit/categories', FEATURE_INDEX],
  ['web/src/features/test-runner/nested/probe.ts', '../../toolkit', FEATURE_INDEX],
  ['web/src/features/test-runner/probe.ts', '../results/storage', FEATURE_INDEX],
  ['web/src/features/results/probe.ts', '@/features/test-runner/likert', FEATURE_INDEX],
  ['web/src/features/results/share/probe.tsx', '@/features/test-runner/FreeTestQuizClient', FEATURE_INDEX],
  ['web/src/features/results/share/probe.tsx', '../../test-runner/likert', FEATURE_INDEX],
  ['web/src/features/results/share/probe.tsx', '@/features/premium/PremiumOffer', FEATURE_INDEX],
  ['web/src/features/toolkit/probe.tsx', '@/features/test-runner/TestRunner', FEATURE_INDEX],
  ['web/src/features/toolkit/probe.tsx', '@/features/results/storage', FEATURE_INDEX],
  ['web/src/features/scoring/probe.tsx', '@/features/results/scale-precision', FEATURE_INDEX],
  ['web/src/features/auth/probe.ts', '@/features/test-runner/quiz-progress', FEATURE_INDEX],
  ['web/src/features/analytics/probe.ts', '@/features/auth/session-client', FEATURE_INDEX],
  // The old folders are gone: an import of them is a deep import of an unknown feature.
  ['web/src/features/billing/probe.ts', '@/features/quiz/labels', FEATURE_INDEX],
  ['web/src/features/account-screens/probe.tsx', '@/features/share/ShareResult', FEATURE_INDEX],
  // The billing ⇄ account-screens cycle stays broken: account-screens has no edge to billing (the route fills its slot).
  ['web/src/features/account-screens/probe.tsx', '@/features/billing/SubscriptionSettings', FEATURE_INDEX],
  ['web/src/features/probe.ts', '@/app/layout', FEATURES],
  // Controls: the index, the feature's own files (alias or relative, from a nested folder too), legacy edges, other layers.
  ['web/src/features/test-runner/probe.ts', '@/features/toolkit', null],
  ['web/src/features/scoring/probe.tsx', '@/features/results', null],
  ['web/src/features/account-screens/probe.tsx', '@/features/billing', null],
  ['web/src/features/test-runner/probe.ts', '@/features/test-runner/likert', null],
  ['web/src/features/test-runner/nested/probe.ts', '../likert', null],
  ['web/src/features/test-runner/probe.ts', './free-test-runner', null],
  ['web/src/features/results/share/probe.tsx', '../result-schema', null],
  ['web/src/features/results/share/probe.tsx', '@/features/results/labels', null],
  ['web/src/features/results/probe.ts', './share/banded', null],
  ['web/src/features/billing/probe.tsx', '@/features/account-screens/ui', null],
  ['web/src/features/test-runner/probe.ts', '@/features/results/storage', null],
  ['web/src/features/test-runner/probe.ts', '@/features/results-archive/x', FEATURE_INDEX],
  ['web/src/features/test-runner/probe.ts', '@/components/breadcrumbs/Breadcrumbs', null],
  ['web/src/features/results/probe.test.ts', '@/features/test-runner/TestRunnerClient', null],
];

/** scripts/ (tools): schemas/ and web's content, server, lib, config by relative path; never web's UI or `@/`. */
const SCRIPTS_PROBES: Probe[] = [
  ['scripts/probe.ts', '../web/src/app/layout', SCRIPTS],
  ['scripts/probe.ts', '../web/src/features/test-runner/labels', SCRIPTS],
  ['scripts/seed/probe.ts', '../../web/src/components/footer/Footer', SCRIPTS],
  ['scripts/probe.ts', '../web/src/i18n', SCRIPTS],
  ['scripts/probe.ts', '@/lib/routes', SCRIPTS],
  ['scripts/lint/probe.test.ts', '../../web/src/features/test-runner/labels', SCRIPTS],
  ['scripts/probe.ts', '../web/src/content/client.ts', null],
  ['scripts/probe.ts', '../web/src/server/psychometrics-job.ts', null],
  ['scripts/seed/probe.ts', '../../schemas/src/families.ts', null],
  ['scripts/probe.ts', '../web/src/lib/routes.ts', null],
  ['scripts/probe.ts', 'firebase-admin/firestore', null],
  ['scripts/probe.ts', '@sanity/client', null],
  ['scripts/probe.ts', '../e2e/support/free-test.ts', null],
];

/**
 * web's own server (server.ts, server-security.ts, listen.ts, startup-check.ts, warm-up.ts) and
 * next.config.ts: web/src/lib and config/ by relative path (plus the accessibility boot script's
 * pure preferences module); the cache handler: nothing relative at all.
 */
const WEB_SERVER_PROBES: Probe[] = [
  ['web/server.ts', './src/features/results/labels', WEB_SERVER],
  ['web/server.ts', './src/app/layout', WEB_SERVER],
  ['web/server-security.ts', './src/components/footer/Footer', WEB_SERVER],
  ['web/server-security.ts', './src/components/accessibility/AccessibilityWidget', WEB_SERVER],
  ['web/listen.ts', './src/server/firebase.ts', WEB_SERVER],
  ['web/startup-check.ts', './src/content/client', WEB_SERVER],
  ['web/warm-up.ts', './src/i18n', WEB_SERVER],
  ['web/warm-up.ts', './src/proxy.ts', WEB_SERVER],
  ['web/next.config.ts', '@/lib/routes', WEB_SERVER],
  ['web/server.ts', '../scripts/lib/paths.ts', WEB_SERVER],
  ['web/server.ts', '../e2e/support/catalogue.ts', WEB_SERVER],
  ['web/listen.ts', 'stripe', SERVER],
  ['web/startup-check.ts', 'next-sanity', SANITY],
  ['web/server.ts', 'firebase-admin/app', SERVER],
  // Controls: what the server and the config import today.
  ['web/server.ts', './src/lib/content-type.ts', null],
  ['web/server.ts', './server-security.ts', null],
  ['web/server.ts', './listen.ts', null],
  ['web/server.ts', 'next/dist/server/app-render/parse-and-validate-flight-router-state.js', null],
  ['web/server-security.ts', './src/components/accessibility/preferences.ts', null],
  ['web/next.config.ts', './src/lib/security-headers.ts', null],
  ['web/startup-check.ts', './src/config/env', null],
  ['web/server-security.test.ts', './src/components/accessibility/preferences', null],
  ['web/cache-handler.mjs', './src/lib/shared-cache.ts', CACHE_HANDLER],
  ['web/cache-handler.mjs', './server-security.ts', CACHE_HANDLER],
  ['web/cache-handler.mjs', '@/lib/routes', CACHE_HANDLER],
  ['web/cache-handler.mjs', 'next/dist/server/lib/incremental-cache/file-system-cache.js', null],
  ['web/cache-handler.mjs', 'node:timers', null],
];

let eslint: ESLint;

beforeAll(async () => {
  eslint = new ESLint({ cwd: ROOT });
  // The first lint loads the config, plugins and parser (seconds; 20 s+ beside a second vitest worker
  // under load): here, with a hook's time, not in the first probe's test timeout.
  await eslint.lintText('export {};\n', { filePath: path.join(ROOT, 'web/src/lib/warm-up.ts') });
}, 120_000);

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

describe('house rules: components take from content/ types and image markup only (static imports)', () => {
  check(COMPONENTS_CONTENT_PROBES, (source) => `import '${source}';\n`);
  check(
    [
      ['web/src/components/footer/probe.tsx', '@/content/site', null],
      ['web/src/components/families/probe.tsx', '../../content/types', null],
    ],
    (source) => `import type { X } from '${source}';\nexport type Y = X;\n`,
  );
  check(
    [['web/src/components/footer/probe.tsx', '@/content/site', COMPONENTS_CONTENT]],
    (source) => `import { type X, y } from '${source}';\nexport type Y = X;\nexport const z = y;\n`,
  );
});

describe('house rules: features import each other through their index (static imports)', () => {
  check(FEATURE_PROBES, (source) => `import '${source}';\n`);
});

describe('house rules: scripts/ (static imports)', () => {
  check(SCRIPTS_PROBES, (source) => `import '${source}';\n`);
});

describe("house rules: web's own server and the cache handler (static imports)", () => {
  check(WEB_SERVER_PROBES, (source) => `import '${source}';\n`);
});

describe('house rules: dynamic import()', () => {
  const dynamic: Probe[] = [
    ['web/src/features/test-runner/probe.ts', 'firebase-admin/firestore', SERVER],
    ['web/src/components/footer/probe.tsx', 'posthog-js', POSTHOG],
    ['web/src/features/test-runner/probe.ts', 'next-sanity', SANITY],
    ['web/src/components/footer/probe.tsx', '@/features/auth/session-client', COMPONENTS],
    ['web/src/features/analytics/probe.ts', 'posthog-js', null],
    ['web/src/server/probe.ts', './firebase', null],
    ['web/src/features/test-runner/probe.ts', '@/features/toolkit/categories', FEATURE_INDEX],
    ['web/src/features/test-runner/probe.ts', '../toolkit/categories', FEATURE_INDEX],
    ['web/src/features/test-runner/probe.ts', '@/features/toolkit', null],
    ['web/src/features/compatibility/probe.ts', '@/features/results/storage', null],
    ['web/src/components/footer/probe.tsx', '@/content/client', COMPONENTS_CONTENT],
    ['web/src/components/footer/probe.tsx', '@/content/ContentImage', null],
    ['scripts/probe.ts', '../web/src/features/test-runner/labels', SCRIPTS],
    ['scripts/probe.ts', '../web/src/content/client.ts', null],
    ['web/server.ts', './src/features/results/labels', WEB_SERVER],
    ['web/server.ts', 'next', null],
    ['web/cache-handler.mjs', './src/lib/shared-cache.ts', CACHE_HANDLER],
  ];
  check(dynamic, (source) => `export const load = () => import('${source}');\n`);
});

describe('house rules: re-exports', () => {
  check(
    [
      ['web/src/features/test-runner/probe.ts', 'firebase-admin/auth', SERVER],
      ['web/src/lib/probe.ts', '@/server/session', LIB],
    ],
    (source) => `export * from '${source}';\n`,
  );
});

describe('house rules: e2e specs share a browser context per worker (playwright.config.ts reuseContext)', () => {
  const REUSE = 'e2e reuses one browser context per worker';
  const probes: readonly [code: string, message: string | null][] = [
    ["await page.context().grantPermissions(['clipboard-read']);", REUSE],
    ['await context.setGeolocation({ latitude: 0, longitude: 0 });', REUSE],
    ['await page.context().setOffline(true);', REUSE],
    ["await page.context().setExtraHTTPHeaders({ 'x-probe': '1' });", REUSE],
    ['const cdp = await page.context().newCDPSession(page);', REUSE],
    // Reset between tests (a page's own headers, routes and init scripts): allowed.
    ["await page.setExtraHTTPHeaders({ 'x-probe': '1' });", null],
    ["await page.route('**/*', (route) => route.continue());", null],
  ];
  it.each(probes)('e2e/probe.spec.ts: %s', async (code, expected) => {
    const messages = await houseMessages('e2e/probe.spec.ts', `declare const page: any, context: any;\n${code}\nexport {};\n`);
    if (expected === null) expect(messages).toEqual([]);
    else expect(messages.join('\n')).toContain(expected);
  });
});
