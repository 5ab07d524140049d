import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** One vitest run for the whole workspace: unit tests of pure logic and integration tests. */
export default defineConfig({
  resolve: {
    alias: {
      '@/': fileURLToPath(new URL('./web/src/', import.meta.url)),
      // `server-only` throws outside a React Server environment; tests import server modules directly.
      'server-only': fileURLToPath(new URL('./scripts/test-support/server-only.ts', import.meta.url)),
    },
  },
  test: {
    include: ['{web,schemas,studio,scripts}/**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', '**/.next/**', 'e2e/**'],
    environment: 'node',
    testTimeout: 20_000,
    // next-sanity's ESM files import `next/image` without an extension; let Vite resolve them.
    server: { deps: { inline: ['next-sanity'] } },
  },
});
