import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests of the web app (e2e/*.spec.ts) against the already-built production app
 * (`next build` runs before Playwright), served by the production server web/server.ts (as
 * `./scripts/start.sh` does) on port 3100 so it never collides with a development server on 3000.
 * No browser download: Debian's Chromium is used.
 *
 * A second server on 3101 serves the same build from a temporary copy of the seed dataset, with a
 * webhook secret, for e2e/content-outage.spec.ts, which breaks that copy on purpose.
 */
const PORT = 3100;
const BASE_URL = `http://localhost:${PORT}`;

/** One temporary folder per checkout, so two checkouts never break each other's dataset copy. */
const CHECKOUT_ID = createHash('sha256').update(import.meta.dirname).digest('hex').slice(0, 12);

/** The outage server of e2e/content-outage.spec.ts: its port, dataset copy and webhook secret. */
export const OUTAGE_SERVER = {
  port: 3101,
  baseUrl: 'http://localhost:3101',
  datasetPath: path.join(tmpdir(), `typeatlas-e2e-content-outage-${CHECKOUT_ID}`, 'dataset.ndjson'),
  seedDatasetPath: path.resolve(import.meta.dirname, 'studio', 'seed', 'dataset.ndjson'),
  webhookSecret: 'e2e-content-outage-webhook-secret',
} as const;

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: 'list',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
      ],
    },
  },
  projects: [
    {
      name: 'chromium',
      use: { browserName: 'chromium', viewport: { width: 1440, height: 900 } },
    },
  ],
  webServer: [
    {
      command: `node web/server.ts --port ${PORT}`,
      url: BASE_URL,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // Copies the seed dataset first, so the spec can break and restore the copy.
      command: `mkdir -p '${path.dirname(OUTAGE_SERVER.datasetPath)}' && cp '${OUTAGE_SERVER.seedDatasetPath}' '${OUTAGE_SERVER.datasetPath}' && node web/server.ts --port ${OUTAGE_SERVER.port}`,
      url: OUTAGE_SERVER.baseUrl,
      env: {
        CONTENT_SOURCE: 'local',
        SEED_DATASET_PATH: OUTAGE_SERVER.datasetPath,
        SANITY_WEBHOOK_SECRET: OUTAGE_SERVER.webhookSecret,
      },
      // Never reuse: the spec breaks this server's dataset, so it must be the one started here.
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
