// The house rules of ../shared/ARCHITECTURE.md as ESLint zones, one config object per zone (zones
// never overlap: ESLint replaces a rule's options when two objects match a file). What each zone
// allows: docs/development.md "Notes from the source files"; scripts/lint/house-rules.test.ts lints
// probe files to prove that every rule fires.

import { readdirSync } from 'node:fs';

const TESTS = ['**/*.test.ts', '**/*.test.tsx', '**/__tests__/**'];
const SOURCES = '**/*.{ts,tsx,js,jsx,mjs}';

/** Third-party modules with one owner each (the zones below say which zone owns which). */
const VENDORS = {
  sanity: {
    modules: ['next-sanity', '@sanity/*', 'sanity', 'groq-js', '@portabletext/*'],
    message: 'Sanity, groq-js and Portable Text are only used behind web/src/content/.',
  },
  server: {
    modules: ['firebase-admin', 'nodemailer', 'stripe'],
    message: 'firebase-admin, nodemailer and stripe are only used behind web/src/server/.',
  },
  firebaseWeb: {
    modules: ['firebase', '@firebase/*'],
    message: 'The Firebase web SDK is only used by web/src/features/auth (sign-in only).',
  },
  posthog: { modules: ['posthog-js'], message: 'posthog-js is only loaded by web/src/features/analytics.' },
  sentry: {
    modules: ['@sentry/*'],
    message: 'Sentry is only loaded by web/src/features/monitoring and the instrumentation files.',
  },
  redis: {
    modules: ['redis', '@redis/*'],
    message: 'The redis client is only used by web/cache-handler.mjs (the shared ISR/data cache).',
  },
};

/** A regular expression (source) matching an import of `name` or of any subpath of it. */
function sourceRegex(name) {
  const escape = (text) => text.replace(/[.]/g, '\\.').replace(/\//g, '\\/');
  return name.endsWith('/*') ? `^${escape(name.slice(0, -1))}` : `^${escape(name)}(\\/|$)`;
}

/**
 * A layer rule: what a zone may not import.
 * @param modules module names or `@/…` aliases (subpaths included; `@x/*` = every package of a scope)
 * @param relative folder names a relative import may not climb into (`../../features/x`)
 */
function layer(modules, relative, message, extra = []) {
  return { modules, relative, message, extra };
}

/**
 * Feature → features it still deep-imports (`@/features/<other>/<file>`), as found when the index
 * rule came in (issue 26). Shrink it: move the import to the other feature's index.ts and drop the
 * edge. No edge may be added; a new dependency goes through the index. The test flow's two homes
 * (issue 26 §1) took over the edges of the folders they replaced (quiz, share, toolkit's runner):
 * test-runner takes from results, results never from test-runner.
 */
const LEGACY_FEATURE_EDGES = {
  'account-menu': ['analytics', 'auth', 'notifications'],
  'account-screens': ['auth', 'results'],
  auth: ['analytics', 'results'],
  billing: ['account-screens', 'auth', 'results'],
  campaign: ['analytics'],
  compatibility: ['results'],
  notifications: ['auth'],
  'page-chrome': ['auth', 'site-header'],
  premium: ['auth'],
  results: ['auth', 'compatibility'],
  'site-header': ['account-menu', 'auth', 'notifications'],
  'test-runner': ['analytics', 'auth', 'premium', 'results'],
  toolkit: ['search'],
  'type-profile': ['premium'],
};

/** The feature folders (web/src/features/<name>), read when the config loads. */
const FEATURES = readdirSync(new URL('./web/src/features/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

/** The features layer for the files of feature `name`: no app/, other features through their index only. */
function featureLayer(name) {
  const base = LAYERS.features;
  const allowed = [name, ...(LEGACY_FEATURE_EDGES[name] ?? [])].join('|');
  const others = FEATURES.filter((other) => other !== name).join('|');
  const message = `features/${name} may import another feature only through its index (\`@/features/<name>\`, i.e. its index.ts), not its files (README "Layout").`;
  return layer(base.modules, base.relative, base.message, [
    { regex: `^@\\/features\\/(?!(${allowed})\\/)[^\\/]+\\/`, message, dynamic: true },
    { regex: `^(\\.\\.\\/)+(${others})(\\/|$)`, message, dynamic: true },
  ]);
}

/** components/ may take from content/ types and the image markup only (no data access, no Sanity in shared UI). */
const CONTENT_FOR_COMPONENTS = {
  regex: '^(@\\/|(\\.\\.\\/)+)content\\/(?!(ContentImage|image-loader)$)',
  allowTypeImports: true,
  dynamic: true,
  message:
    'components/ may take from content/ only types (import type) and the image markup (ContentImage, image-loader) (README "Layout").',
};

const SCRIPTS_MESSAGE =
  "scripts/ are tools: they may use schemas/ and web's content/, server/, lib/ and config/ by relative path, never web's UI (app/, features/, components/, i18n/) or `@/` aliases.";

const WEB_SERVER_MESSAGE =
  "web's own server (server.ts and the modules it loads, next.config.ts) runs as plain Node: it may import web/src/lib and web/src/config by relative path (and components/accessibility/preferences, the boot script's pure module), never `@/` (Node does not resolve it), app/, features/, components/, content/, server/ (server-only, firebase-admin), i18n/, src/'s top-level files, or scripts/, studio/, e2e/, schemas/.";
const CACHE_HANDLER_MESSAGE =
  'web/cache-handler.mjs is plain JavaScript loaded by Next: it imports node:, next and redis only, no relative module (nothing of web/src) and no `@/`.';

const above = (...folders) => folders.map((folder) => `@/${folder}`);
const LAYERS = {
  app: null,
  features: layer(above('app'), ['app'], 'features/ may not import app/ (routes compose features, not the other way round).'),
  components: layer(
    above('app', 'features', 'server'),
    ['app', 'features', 'server'],
    'components/ is shared UI: it may not import features/, server/ or app/.',
    [CONTENT_FOR_COMPONENTS],
  ),
  content: layer(
    above('app', 'features', 'components', 'server'),
    ['app', 'features', 'components', 'server'],
    'content/ (the Sanity boundary) may not import features/, components/, server/ or app/.',
  ),
  server: layer(
    above('app', 'features', 'components', 'content'),
    ['app', 'features', 'components', 'content'],
    'server/ (firebase-admin) may not import features/, components/, content/ or app/.',
  ),
  lib: layer(
    above('app', 'features', 'components', 'content', 'server', 'i18n'),
    ['app', 'features', 'components', 'content', 'server', 'i18n'],
    'lib/ imports nothing above it (features, components, content, server, app, i18n).',
  ),
  config: layer(
    above('app', 'features', 'components', 'content', 'server', 'i18n'),
    ['app', 'features', 'components', 'content', 'server', 'i18n'],
    'config/ imports nothing above it (features, components, content, server, app, i18n).',
  ),
  i18n: layer(
    above('app', 'features', 'components', 'content', 'server'),
    ['app', 'features', 'components', 'content', 'server'],
    'i18n/ imports nothing above it.',
  ),
  schemas: layer(
    ['web', 'studio', 'next', '@'],
    ['web', 'studio'],
    'schemas/ is the shared package: it never imports the web app, the studio or Next.js.',
  ),
  engine: layer(
    ['web', 'studio', 'next', 'react-dom', '@', 'react', 'sanity', '@sanity/*', 'zod'],
    ['web', 'studio', 'documents', 'objects', 'singletons'],
    'schemas/src/engine is the pure test engine: no React, Next.js, Sanity or zod, no schema types, no app.',
  ),
  studio: layer(['web', '@'], ['web'], 'studio/ never imports the web app (share code through schemas/).'),
  webServer: layer(['@'], ['scripts', 'studio', 'e2e', 'schemas'], WEB_SERVER_MESSAGE, [
    {
      regex: '^\\.\\/src\\/(?!(lib|config)\\/|components\\/accessibility\\/preferences(\\.ts)?$)',
      dynamic: true,
      message: WEB_SERVER_MESSAGE,
    },
  ]),
  cacheHandler: layer(['@'], ['scripts', 'studio', 'schemas'], CACHE_HANDLER_MESSAGE, [
    { regex: '^\\.{1,2}\\/', dynamic: true, message: CACHE_HANDLER_MESSAGE },
  ]),
  scripts: layer(['@'], ['web/src/app', 'web/src/features', 'web/src/components', 'web/src/i18n'], SCRIPTS_MESSAGE, [
    { regex: '^(\\.\\.\\/)+(web\\/src\\/(app|features|components|i18n))(\\/|$)', static: false, dynamic: true, message: SCRIPTS_MESSAGE },
  ]),
};

/** The two rules of one zone: static imports (no-restricted-imports) and `import()` (no-restricted-syntax). */
function restrictions(vendors, layerRule) {
  const patterns = [];
  const dynamic = [];
  for (const { modules, message } of vendors) {
    patterns.push({ regex: modules.map(sourceRegex).join('|'), message });
    for (const name of modules) dynamic.push({ selector: `ImportExpression[source.value=/${sourceRegex(name)}/]`, message });
  }
  if (layerRule) {
    const { modules, relative, message } = layerRule;
    patterns.push({ regex: modules.map(sourceRegex).join('|'), message });
    patterns.push({ regex: `^(\\.\\./)+(${relative.join('|')})(/|$)`, message });
    for (const name of modules) dynamic.push({ selector: `ImportExpression[source.value=/${sourceRegex(name)}/]`, message });
    for (const { dynamic: alsoDynamic, static: alsoStatic = true, ...pattern } of layerRule.extra ?? []) {
      if (alsoStatic) patterns.push(pattern);
      if (alsoDynamic) dynamic.push({ selector: `ImportExpression[source.value=/${pattern.regex}/]`, message: pattern.message });
    }
  }
  return {
    'no-restricted-imports': patterns.length > 0 ? ['error', { patterns }] : 'off',
    'no-restricted-syntax': dynamic.length > 0 ? ['error', ...dynamic] : 'off',
  };
}

/**
 * One zone: a folder (or files) with the vendors it owns and its layer rule. Source files get both;
 * test files get the layer rule only where it is a package boundary (`packageBoundary`), else none.
 * @param spec `{ dir?, files?, ignores?, owns?: vendor keys, layer?: layer key, packageBoundary? }`
 */
function zone({ dir, files, ignores = [], owns = [], layer: layerKey, packageBoundary = false }) {
  const vendors = Object.entries(VENDORS).flatMap(([key, vendor]) => (owns.includes(key) ? [] : [vendor]));
  const layerRule = typeof layerKey === 'string' ? LAYERS[layerKey] : (layerKey ?? null);
  const sources = files ?? [`${dir}/${SOURCES}`];
  const tests = files ? [] : TESTS.map((test) => `${dir}/${test}`);
  return [
    { files: sources, ignores: [...ignores, ...TESTS], rules: restrictions(vendors, layerRule) },
    ...(tests.length > 0 ? [{ files: tests, ignores, rules: restrictions([], packageBoundary ? layerRule : null) }] : []),
  ];
}

const FEATURE_OWNERS = { auth: 'firebaseWeb', analytics: 'posthog', monitoring: 'sentry' };
const INSTRUMENTATION = ['web/src/instrumentation.ts', 'web/src/instrumentation-client.ts'];
/** web's own server and build config: every .ts file at web/'s root (tests excluded). */
const WEB_SERVER = ['web/*.ts'];

/** Every zone's config objects; spread into eslint.config.js after the shared configs. */
export const houseRuleZones = [
  ...['app', 'components', 'content', 'server', 'lib', 'config', 'i18n'].flatMap((folder) =>
    zone({ dir: `web/src/${folder}`, layer: folder, owns: folder === 'content' ? ['sanity'] : folder === 'server' ? ['server'] : [] }),
  ),
  ...zone({ dir: 'web/src/features', layer: 'features', ignores: FEATURES.map((name) => `web/src/features/${name}/**`) }),
  ...FEATURES.flatMap((name) =>
    zone({ dir: `web/src/features/${name}`, layer: featureLayer(name), owns: FEATURE_OWNERS[name] ? [FEATURE_OWNERS[name]] : [] }),
  ),
  ...zone({ files: ['web/src/*.{ts,tsx}'], ignores: INSTRUMENTATION }),
  ...zone({ files: WEB_SERVER, ignores: TESTS, layer: 'webServer' }),
  ...zone({ files: INSTRUMENTATION, owns: ['sentry'] }),
  ...zone({ files: ['web/cache-handler.mjs'], owns: ['redis'], layer: 'cacheHandler' }),
  ...zone({ dir: 'schemas', layer: 'schemas', owns: Object.keys(VENDORS), ignores: ['schemas/src/engine/**'], packageBoundary: true }),
  ...zone({ dir: 'schemas/src/engine', layer: 'engine', owns: Object.keys(VENDORS), packageBoundary: true }),
  ...zone({ dir: 'studio', layer: 'studio', owns: Object.keys(VENDORS), packageBoundary: true }),
  ...zone({ dir: 'scripts', layer: 'scripts', owns: Object.keys(VENDORS), packageBoundary: true }),
];

/** What a spec may not do to the browser context it shares with the next tests (e2eContextReuse). */
const E2E_CONTEXT_REUSE_MESSAGE =
  "e2e reuses one browser context per worker (playwright.config.ts reuseContext), and Playwright's reset between tests does not undo this: use a context of your own (browser.newContext) or undo it in a finally.";

/**
 * e2e/: the calls whose effect outlives a test in a reused browser context (Playwright's docs for
 * `reuseContext`: permissions, geolocation, offline mode and extra HTTP headers set on the context;
 * a CDP session's emulation, e.g. CPU throttling). `page.setExtraHTTPHeaders` is reset.
 */
export const e2eContextReuse = {
  files: ['e2e/**/*.ts'],
  rules: {
    'no-restricted-syntax': [
      'error',
      {
        selector: 'CallExpression[callee.property.name=/^(grantPermissions|clearPermissions|setGeolocation|setOffline|newCDPSession)$/]',
        message: E2E_CONTEXT_REUSE_MESSAGE,
      },
      {
        selector: "CallExpression[callee.property.name='setExtraHTTPHeaders']:not([callee.object.name='page'])",
        message: E2E_CONTEXT_REUSE_MESSAGE,
      },
    ],
  },
};
