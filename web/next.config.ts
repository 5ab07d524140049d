import type { NextConfig } from 'next';

/**
 * Next.js configuration. Pages are statically generated from the content source and revalidated
 * in the background (see web/src/content/fetch.ts for the time-based fallback).
 */
const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
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

export default nextConfig;
