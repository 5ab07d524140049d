import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM, CHROMIUM_LAUNCH_ARGS } from './e2e/support/chromium.ts';
import { TEST_DEPTH } from './scripts/test-support/depth.ts';

/**
 * End-to-end tests of the web app (e2e/*.spec.ts) against the already-built production app
 * (`next build` runs before Playwright), served by the production server web/server.ts (as
 * `./scripts/start.sh` does) on port 3100 so it never collides with a development server on 3000.
 * No browser download: Debian's Chromium is used (its headless shell when installed: e2e/support/chromium.ts).
 *
 * A second server on 3101 serves the same build from a temporary copy of the seed dataset, with a
 * webhook secret, for e2e/content-outage.spec.ts, which breaks that copy on purpose.
 */
const PORT = 3100;

const BASE_URL = `http://localhost:${PORT}`;

/** One temporary folder per checkout, so two checkouts never break each other's dataset copy. */
const CHECKOUT_ID = createHash('sha256')
  .update(import.meta.dirname)
  .digest('hex')
  .slice(0, 12);

/** The outage server of e2e/content-outage.spec.ts: its port, dataset copy and webhook secret. */
export const OUTAGE_SERVER = {
  port: 3101,
  baseUrl: 'http://localhost:3101',
  datasetPath: path.join(tmpdir(), `typeatlas-e2e-content-outage-${CHECKOUT_ID}`, 'dataset.ndjson'),
  seedDatasetPath: path.resolve(import.meta.dirname, 'studio', 'seed', 'dataset.ndjson'),
  webhookSecret: 'e2e-content-outage-webhook-secret',
} as const;
/** What the outage server's command prints just before the server starts (its webServer `wait`). */
const OUTAGE_SERVER_LAUNCHED = 'launching the content-outage server';

/**
 * The hub of the signed-in mobile banner (SPEC §9: outside production, a port on the current host)
 * and its placeholder page (scripts/hub-placeholder.ts, as ./scripts/start.sh serves it on 3001):
 * the test profile's port is 3104 (next to the test servers, clear of 3102/3103 that
 * e2e/draft-mode.spec.ts listens on). HUB_PORT is baked into static pages by the web build, so
 * ./scripts/test.sh builds with the same value; set here for the servers (their revalidated pages).
 */
process.env.HUB_PORT ||= '3104';
export const HUB_PLACEHOLDER = { port: Number(process.env.HUB_PORT) } as const;

/**
 * Local Firebase (Auth + Firestore emulators, SMTP sink) for both servers and the specs.
 * ./scripts/test.sh starts it on the "e2e" profile (scripts/emulators/profiles.ts; vitest keeps the
 * "test" one) and passes FIREBASE_AUTH_EMULATOR_HOST, FIRESTORE_EMULATOR_HOST, FIREBASE_PROJECT_ID,
 * SMTP_URL and MAIL_DIR;
 * the web servers inherit them (Playwright passes process.env on). Standalone (`pnpm test:e2e`
 * without them) the stack is started here as the first web server (scripts/emulators/run.ts) and
 * the same values are set in process.env, which the servers and the test workers inherit. The
 * marker variable tells a later load of this file (workers load it too) that the values are ours.
 */
const EMULATOR_MARKER = 'TYPEATLAS_E2E_OWN_EMULATORS';
const OWN_EMULATORS =
  process.env[EMULATOR_MARKER] === '1' || !(process.env.FIREBASE_AUTH_EMULATOR_HOST && process.env.FIRESTORE_EMULATOR_HOST);
const TEST_EMULATORS = { authPort: 9199, firestorePort: 8180, smtpPort: 2625, mailDir: '.data/test-mail' } as const;
const EMULATOR_ENV: Record<string, string> = OWN_EMULATORS
  ? {
      [EMULATOR_MARKER]: '1',
      FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${TEST_EMULATORS.authPort}`,
      FIRESTORE_EMULATOR_HOST: `127.0.0.1:${TEST_EMULATORS.firestorePort}`,
      FIREBASE_PROJECT_ID: 'demo-typeatlas',
      SMTP_URL: `smtp://127.0.0.1:${TEST_EMULATORS.smtpPort}`,
      MAIL_DIR: path.resolve(import.meta.dirname, TEST_EMULATORS.mailDir),
    }
  : {};
Object.assign(process.env, EMULATOR_ENV);

/**
 * Embedded mode's draft-mode secret of the main server (e2e/draft-mode.spec.ts enables draft mode
 * with it): this run's DRAFT_MODE_SECRET, else a fixed test value, set in process.env so that the
 * server and the workers share it.
 */
process.env.DRAFT_MODE_SECRET ||= 'e2e-draft-mode-secret-0123456789';

/**
 * The studio allowed to frame draft-mode answers of the main server (the Presentation tool's
 * iframe; e2e/draft-mode.spec.ts plays the studio with a server of its own at this origin): this
 * run's SANITY_STUDIO_URL, else port 3102 (next to the test servers; not the local studio's 3333,
 * which a running `sanity dev` may hold).
 */
process.env.SANITY_STUDIO_URL ||= 'http://localhost:3102';

/**
 * The bearer token of the psychometrics job's route (POST /api/psychometrics/run) on the main
 * server: e2e/global-setup.ts runs the job on simulated stored results with it, so the free test is
 * adaptive as on a site with data (issue 24).
 */
process.env.PSYCHOMETRICS_JOB_SECRET ||= 'e2e-psychometrics-job-secret-0123456789';

/** Specs that measure time on the page (e2e/tap-feedback.spec.ts). */
const TIMED_SPECS = ['**/tap-feedback.spec.ts'];
/** Whether {@link TIMED_SPECS} run alone after the others (full depth; the fast depth keeps them in the pool, bound 150 ms). */
const TIMED_ALONE = TEST_DEPTH === 'full';

/**
 * The test-only factor on the account deadlines of both servers (web/src/server/deadlines.ts
 * `deadlineScale`, honoured only with the local emulators): 3 s per Firestore/Auth operation → 12 s,
 * so a loaded machine (two workers, the browser and the server on two cores) does not turn slow
 * answers of the local stack into 503s. No spec measures the deadlines (the vitest outage tests do).
 */
process.env.ACCOUNT_DEADLINE_SCALE ||= '4';

/**
 * The PDF rendering threads of both servers at nice 0 (web/src/config/env.ts `pdfRenderNice`;
 * production: 10), as in the vitest runs (vitest.config.ts PDF_RENDER_NICE): beside the browser, the
 * workers and test.sh's other lanes at nice 0, a nice-10 thread got ~1 % of a core (stop 38).
 * e2e/premium-checkout.spec.ts downloads a report.
 */
process.env.PDF_RENDER_NICE ||= '0';

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: 'list',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: BASE_URL,
    // A trace records every action's snapshots in every test, passing or not ('retain-on-failure'
    // pays that on every test and throws it away on success). In CI, where a failed test is retried
    // once, only the retry records one (the failure reproduced, with its trace); locally, where
    // nothing is retried, a failing test keeps its trace. No video; a screenshot only on failure.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    video: 'off',
    screenshot: 'only-on-failure',
    // The browser and its flags (--in-process-gpu among them, with its figures): e2e/support/chromium.ts.
    // Tried and left out: reducedMotion 'reduce' (no saving; breaks the result page's animation
    // check), --js-flags=--max-opt=2 and --js-flags=--single-threaded (stop 36: 25 tests, two
    // alternating pairs, 102.7 vs 101.9 Chromium CPU-s) — no saving.
    launchOptions: { executablePath: CHROMIUM, args: [...CHROMIUM_LAUNCH_ARGS] },
    // One browser context per worker, reset between tests (cookies, storage, IndexedDB, service
    // workers, HTTP cache, routes, init scripts, viewport and media: Playwright's own reset) instead
    // of a new context — and so a new renderer process — per test. Tests whose context options
    // differ (a phone's hasTouch/isMobile/deviceScaleFactor) still get a context of their own.
    // Measured (issue 22, stop 36; quiet, 4 alternating rounds of 12): a test's context + page + one
    // content page's load costs Chromium 1.44 CPU-s fresh, 1.02 reused (renderers counted after they
    // exit, as their parent's cutime); ~60 of the 188 fast-depth tests take the page fixture. What
    // the reset leaves (e.g. permissions, a CDP session's emulation) no spec may touch:
    // eslint.house-rules.js e2eContextReuse. Playwright documents the option as experimental.
    // E2E_REUSE_CONTEXT=0 turns it off.
    reuseContext: process.env.E2E_REUSE_CONTEXT !== '0',
  },
  projects: [
    {
      name: 'chromium',
      use: { browserName: 'chromium', viewport: { width: 1440, height: 900 } },
      testIgnore: TIMED_ALONE ? TIMED_SPECS : undefined,
    },
    // At the full depth the timed spec runs after every other spec, alone on the machine: its
    // 100 ms bound at 4× CPU slowdown measured beside another worker's test failed at 103–110 ms
    // in stop 27's --full run (menu), a scheduling share rather than the tap path.
    ...(TIMED_ALONE
      ? [
          {
            name: 'timed-alone',
            use: { browserName: 'chromium' as const, viewport: { width: 1440, height: 900 } },
            testMatch: TIMED_SPECS,
            dependencies: ['chromium'],
          },
        ]
      : []),
  ],
  webServer: [
    ...(OWN_EMULATORS
      ? [
          {
            command: `node scripts/emulators/run.ts --profile test --mail-dir '${EMULATOR_ENV.MAIL_DIR}'`,
            // The Auth emulator answers last; Firestore and the SMTP sink are up before it.
            url: `http://127.0.0.1:${TEST_EMULATORS.authPort}/`,
            // run.ts would reuse emulators named in its environment (set above): start them here.
            env: { FIREBASE_AUTH_EMULATOR_HOST: '', FIRESTORE_EMULATOR_HOST: '' },
            // Never reuse: a stack someone else started may stop in the middle of the run.
            reuseExistingServer: false,
            timeout: 90_000,
            // run.ts stops the Auth emulator's own process group on SIGTERM.
            gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 15_000 },
            stdout: 'ignore' as const,
            stderr: 'pipe' as const,
          },
        ]
      : []),
    // The content-outage server first, and launched rather than awaited: Playwright starts its
    // webServers one after another, and this one (~6 s quiet, twice that beside the unit and
    // standalone lanes of ./scripts/test.sh) now starts while the hub and the main server do.
    // `wait` is met by the echo before the server starts (Playwright takes whichever comes first of
    // `wait` and `url`); e2e/global-setup.ts waits until it answers before any spec runs. `url`
    // stays for the port check: a server already listening there fails the run (never reused).
    {
      // Copies the seed dataset first, so the spec can break and restore the copy.
      command: `mkdir -p '${path.dirname(OUTAGE_SERVER.datasetPath)}' && cp '${OUTAGE_SERVER.seedDatasetPath}' '${OUTAGE_SERVER.datasetPath}' && echo '${OUTAGE_SERVER_LAUNCHED}' && exec node web/server.ts --port ${OUTAGE_SERVER.port}`,
      url: OUTAGE_SERVER.baseUrl,
      wait: { stdout: new RegExp(OUTAGE_SERVER_LAUNCHED) },
      env: {
        ...EMULATOR_ENV,
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
    {
      command: `node web/server.ts --port ${PORT}`,
      url: BASE_URL,
      env: EMULATOR_ENV,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `node scripts/hub-placeholder.ts --port ${HUB_PLACEHOLDER.port} --site ${BASE_URL}`,
      url: `http://127.0.0.1:${HUB_PLACEHOLDER.port}/`,
      // Stateless, but a placeholder left by another checkout may stop mid-run: never reuse in CI.
      reuseExistingServer: !process.env.CI,
      timeout: 15_000,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
    },
  ],
});
