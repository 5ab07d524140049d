import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const SOURCES = '{web,schemas,studio,scripts}/**';

/**
 * One vitest run for the whole workspace, in two projects:
 * - unit: every `*.test.ts(x)` except the integration tests — pure logic, no services;
 * - integration: `*.int.test.ts(x)` — they get the local Firebase stack (Auth + Firestore emulators,
 *   SMTP sink) from scripts/test-support/vitest-emulators.ts: reused when ./scripts/test.sh exported
 *   FIREBASE_AUTH_EMULATOR_HOST / FIRESTORE_EMULATOR_HOST, else started for the run (~15 s), and
 *   only when an integration test is selected;
 * - standalone: `*.standalone.test.ts` — run the built standalone output (two instances + Redis,
 *   web/instances.standalone.test.ts); ./scripts/test.sh runs it after the web build
 *   (`pnpm vitest run --project standalone`), the vitest step excludes it.
 */
export default defineConfig({
  resolve: {
    alias: {
      '@/': fileURLToPath(new URL('./web/src/', import.meta.url)),
      // `server-only` throws outside a React Server environment; tests import server modules directly.
      'server-only': fileURLToPath(new URL('./scripts/test-support/server-only.ts', import.meta.url)),
    },
  },
  test: {
    exclude: ['**/node_modules/**', '**/.next/**', 'e2e/**'],
    environment: 'node',
    testTimeout: 20_000,
    // next-sanity's ESM files import `next/image` without an extension; let Vite resolve them.
    server: { deps: { inline: ['next-sanity'] } },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [`${SOURCES}/*.test.{ts,tsx}`],
          exclude: ['**/node_modules/**', '**/.next/**', 'e2e/**', '**/*.int.test.{ts,tsx}', '**/*.standalone.test.{ts,tsx}'],
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: [`${SOURCES}/*.int.test.{ts,tsx}`],
          globalSetup: ['./scripts/test-support/vitest-emulators.ts'],
          hookTimeout: 90_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'standalone',
          include: [`${SOURCES}/*.standalone.test.{ts,tsx}`],
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
