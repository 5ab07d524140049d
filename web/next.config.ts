import type { NextConfig } from 'next';
import { PHASE_DEVELOPMENT_SERVER } from 'next/constants.js';
import { securityConfigFromEnv, securityHeaders } from './src/lib/security-headers.ts';

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
  // Benchmarks (scripts/bench-scale.ts) build generated datasets into their own folder.
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  // The workspace's schema package is TypeScript source.
  transpilePackages: ['@typeatlas/schemas'],
  images: {
    // SPEC §9: image widths 640 to 3840, default quality 75.
    deviceSizes: [640, 750, 828, 1080, 1200, 1920, 2048, 3840],
    qualities: [75],
    remotePatterns: [{ protocol: 'https', hostname: 'cdn.sanity.io' }],
  },
  // The seed dataset is read from disk in embedded mode; make sure output tracing keeps it.
  outputFileTracingIncludes: { '/**': ['../studio/seed/dataset.ndjson', '../studio/seed/assets/**'] },
  turbopack: { root: new URL('..', import.meta.url).pathname },
};

/** The configuration for a Next phase (`next dev`, `next build`, `next start`). */
export default function nextConfig(phase: string): NextConfig {
  if (phase !== PHASE_DEVELOPMENT_SERVER) return baseConfig;
  const headers = securityHeaders(securityConfigFromEnv(process.env, { dev: true }));
  return {
    ...baseConfig,
    async headers() {
      return [{ source: '/:path*', headers: Object.entries(headers).map(([key, value]) => ({ key, value })) }];
    },
  };
}
