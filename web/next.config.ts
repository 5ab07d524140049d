import type { NextConfig } from 'next';
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_SERVER } from 'next/constants.js';
import { execFileSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { IMAGE_WIDTHS } from './src/lib/image-widths.ts';
import { devHeaderRules, securityConfigFromEnv } from './src/lib/security-headers.ts';
import { withCacheHandlerOnlyWhenShared } from './src/lib/shared-cache.ts';

/**
 * The build id: BUILD_ID when set (CI, the Dockerfile), else the git commit, else Next's random id.
 * Every instance of a deployment must run one build (docs/caching-and-scale-out.md "Deploying several instances"); the
 * shared cache keys entries by it.
 */
function buildId(): string | null {
  const fromEnv = process.env.BUILD_ID?.trim();
  if (fromEnv) return fromEnv;
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() || null;
  } catch {
    return null;
  }
}

/**
 * Next.js configuration. Pages are statically generated from the content source and revalidated
 * in the background (see web/src/content/fetch.ts for the time-based fallback).
 *
 * Security headers: in production the server web/server.ts sends them on every answer (with a CSP
 * that hashes each page's inline scripts, which Next cannot do; web/server-security.ts). Under
 * `next dev` they come from `headers()` below, built by the same module with the dev relaxations
 * React refresh needs ('unsafe-eval', inline scripts and styles). They are not baked into production
 * builds: `headers()` is evaluated at build time, and the policy depends on run-time settings
 * (emulator host, analytics and Sentry hosts).
 */
const baseConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // HTML pages get their ETag (and 304s) from web/server-security.ts, which hashes each page
  // natively anyway; Next's own ETag hashed every cached page in JavaScript per request (issue 14).
  generateEtags: false,
  // Benchmarks (scripts/bench-scale.ts) build generated datasets into their own folder.
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  experimental: {
    // NEXT_INLINE_CSS=1 (off by default): each page's CSS inline in its HTML (`<style data-href=…>`)
    // instead of render-blocking `<link rel=stylesheet>` requests (issue 14, goal 7). Measured
    // under heavy load: LCP −1.2 to −2.5 s on home, profile, article and pricing — but Next also
    // repeats the CSS about four more times in the page's flight data, so the HTML grows 4–6×
    // (profile 12 → 65 KB gzip) and stylesheets are no longer cached between pages. Off until a
    // quiet-machine run of scripts/bench-lighthouse.ts with and without it settles the trade-off.
    // The CSP allows these `<style>` elements by hash only when their text is exactly the built
    // stylesheets they name (web/src/lib/inline-hashes.ts, web/server.ts).
    inlineCss: process.env.NEXT_INLINE_CSS === '1',
    // Static generation workers: every core (Next's default, cores − 1, leaves one of this
    // 2-core machine's cores idle while ~600 pages prerender; the main process only waits then).
    cpus: availableParallelism(),
    // Turbopack's build cache in .next/cache (Next 16's default: on) speeds up the next build of
    // this checkout, but writing it costs a fresh build ~50 s beside the static generation on this
    // 2-core machine. NEXT_BUILD_FS_CACHE=0 skips it: ./scripts/test.sh sets it in CI, whose fresh
    // clone never builds again.
    turbopackFileSystemCacheForBuild: process.env.NEXT_BUILD_FS_CACHE !== '0',
    // Left unset, Turbopack writes a source map beside every server chunk (~700 files, ~50 MB),
    // which server error stacks use, and none for the browser's bundles (Next's production default
    // follows productionBrowserSourceMaps). `true` would also map every browser chunk: 94 public
    // .map files and a `//# sourceMappingURL` line in each chunk, +0.2 KB gzip on every page's
    // first load, which put every content page over its budget (issue 25, stop 39).
    // NEXT_BUILD_SOURCE_MAPS=0 skips the server maps too: ./scripts/test.sh sets it in CI, where
    // they cost a fresh build ~20 of its ~145 CPU-s on this 2-core machine (issue 22, stop 35).
    // start.sh, the Dockerfile and a plain `pnpm build` keep the server maps.
    ...(process.env.NEXT_BUILD_SOURCE_MAPS === '0' ? { turbopackSourceMaps: false } : {}),
    // Unknown paths render app/global-not-found.tsx, a document of its own, instead of a root
    // not-found.tsx inside the root layout: the layout router kept that element (the whole page
    // chrome) in every page's flight data for `notFound()` (issue 25).
    globalNotFound: true,
  },
  // ./scripts/test.sh type-checks the whole workspace (`pnpm typecheck`) before it builds and sets
  // NEXT_SKIP_TYPECHECK=1, so the build does not check the same types again (about a minute here).
  typescript: { ignoreBuildErrors: process.env.NEXT_SKIP_TYPECHECK === '1' },
  // Blocking metadata for every user agent: Next streams a dynamic page's metadata into <body> when
  // generateMetadata resolves after the shell (under load: /login, /shared-result/…/compare in
  // loaded CI runs) and adds an inline script that moves the icons to <head>. That script is not one
  // the CSP trusts (blocked, a console error), and the og:/twitter: tags then sit outside <head>,
  // where link-preview fetchers Next's bot list does not name (its default gets blocking metadata)
  // never look. Our generateMetadata functions read what the page reads (cached), so the shell waits
  // little. Next's docs: config/next-config-js/htmlLimitedBots ("To fully disable streaming metadata").
  htmlLimitedBots: /.*/,
  // The workspace's schema package is TypeScript source.
  transpilePackages: ['@typeatlas/schemas'],
  images: {
    // SPEC §9: image widths 640 to 3840, default quality 75.
    deviceSizes: [...IMAGE_WIDTHS],
    // No widths below 640 (Next's default imageSizes add 16–384 to every srcset with `sizes`).
    imageSizes: [],
    qualities: [75],
    remotePatterns: [{ protocol: 'https', hostname: 'cdn.sanity.io' }],
  },
  // The seed dataset is read from disk in embedded mode; make sure output tracing keeps it.
  // The PDF fonts (server/report/report-pdf.ts reads them from node_modules by path) must be traced too.
  outputFileTracingIncludes: {
    '/**': [
      '../studio/seed/dataset.ndjson',
      '../studio/seed/assets/**',
      './node_modules/@fontsource/inter/files/inter-latin-{400,700}-normal.woff',
      './node_modules/@fontsource/inter/files/inter-latin-400-italic.woff',
    ],
  },
  // pdfkit reads its own data files at run time: loaded from node_modules, not bundled. The PDF
  // worker thread (server/report/pdf-worker.ts, bundled by Turbopack as its own entry from
  // `new Worker(new URL(…))` in pdf-pool.ts) requires it from there.
  serverExternalPackages: ['pdfkit'],
  turbopack: { root: new URL('..', import.meta.url).pathname },
  // Deployable folder `.next/standalone` (completed by scripts/standalone.ts: our server, public/, static).
  output: 'standalone',
  // ISR/data cache: Next's local cache, shared through Redis when REDIS_URL is set (cache-handler.mjs).
  // Baked into the build (the standalone output needs it); a server without REDIS_URL drops it at
  // start (below, and web/server.ts for the standalone output): src/lib/shared-cache.ts says why.
  cacheHandler: new URL('./cache-handler.mjs', import.meta.url).pathname,
  generateBuildId: buildId,
  // Same on every instance of a deployment (version skew protection); NEXT_DEPLOYMENT_ID at build.
  deploymentId: process.env.NEXT_DEPLOYMENT_ID?.trim() || undefined,
};

/** The configuration for a Next phase (`next dev`, `next build`, `next start`). */
export default function nextConfig(phase: string): NextConfig {
  // The standalone folder is a build product. When web/server.ts serves `.next` in place it is not
  // a standalone server, and Next would warn that "next start" does not work with it.
  // A single instance (no REDIS_URL) serves from Next's built-in cache: the handler would only
  // delegate to it at a per-request cost (src/lib/shared-cache.ts).
  if (phase === PHASE_PRODUCTION_SERVER) return withCacheHandlerOnlyWhenShared({ ...baseConfig, output: undefined }, process.env);
  if (phase !== PHASE_DEVELOPMENT_SERVER) return baseConfig;
  const headerRules = devHeaderRules(securityConfigFromEnv(process.env, { dev: true }));
  // `next dev` keeps Next's own cache: the shared one is for production instances.
  const { cacheHandler: _productionOnly, ...devConfig } = baseConfig;
  return {
    ...devConfig,
    async headers() {
      return headerRules;
    },
  };
}
