import { existsSync, globSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { FULL_DEPTH } from './scripts/test-support/depth.ts';

const SOURCES = '{web,schemas,studio,scripts}/**';
const NOT_UNIT = ['**/node_modules/**', '**/.next/**', 'e2e/**', '**/*.int.test.{ts,tsx}', '**/*.standalone.test.{ts,tsx}'];

/**
 * Unit test files that change shared state — module mocks, spies, fake timers, stubbed globals or
 * environment variables — and so need a module registry of their own. The other unit files share
 * one per worker (`isolate: false`): each of ~150 files no longer re-imports React, zod, groq-js …,
 * which cut the unit run's CPU time about fourfold (issue 22). A new file that mocks is found here
 * by the same pattern, so it can never leak its mocks into another file.
 */
const SHARED_STATE =
  /\bvi\.(mock|doMock|unmock|hoisted|stubGlobal|stubEnv|useFakeTimers|setSystemTime|spyOn|resetModules)\b|process\.env(\.\w+|\[[^\]]+\])\s*(=[^=]|\?\?=|\|\|=)|delete process\.env|globalThis\.\w+\s*=[^=]/;
const UNIT_FILES = globSync(`${SOURCES}/*.test.{ts,tsx}`, { exclude: (name) => name === 'node_modules' || name === '.next' }).filter(
  (file) => !/\.(int|standalone)\.test\.tsx?$/.test(file) && !file.includes('/node_modules/'),
);
const ISOLATED_UNIT_FILES = UNIT_FILES.filter((file) => SHARED_STATE.test(readFileSync(file, 'utf8')));

/**
 * One vitest run for the whole workspace, in these projects:
 * - unit: every `*.test.ts(x)` except the integration tests — pure logic, no services — sharing a
 *   module registry per worker; unit-isolated: the unit files that change shared state
 *   (ISOLATED_UNIT_FILES below), each with its own;
 * - integration: `*.int.test.ts(x)` — they get the local Firebase stack (Auth + Firestore emulators,
 *   SMTP sink) from scripts/test-support/vitest-emulators.ts: reused when ./scripts/test.sh exported
 *   FIREBASE_AUTH_EMULATOR_HOST / FIRESTORE_EMULATOR_HOST, else started for the run (~15 s), and
 *   only when an integration test is selected;
 * - standalone: `*.standalone.test.ts` — run the built standalone output (two instances + Redis,
 *   web/instances.standalone.test.ts); ./scripts/test.sh runs it after the web build
 *   (`pnpm vitest run --project standalone`), the vitest step excludes it.
 *
 * Workers (issue 22): vitest's default is cores − 1, one worker on the 2-core CI machine, so every
 * file ran in turn. The unit projects run in UNIT_WORKERS workers (both cores); the integration
 * files one at a time (they share one emulator stack; persistence/outages start and stop stacks of
 * their own). In one `pnpm vitest run` the integration files follow the unit projects
 * (`sequence.groupOrder`); ./scripts/test.sh runs them as a vitest process of their own beside the
 * unit projects and the builds, which the account deadline scale below makes safe (without it the
 * 3 s deadlines fired under that load: issue 22's earlier trials).
 */
const UNIT_WORKERS = 2;
/**
 * The test-only factor on the account deadlines (web/src/server/deadlines.ts `deadlineScale`: 3 s per
 * Firestore/Auth operation → 12 s, 10 s per call → 40 s), for every file that talks to the local
 * stack: under load (the integration files beside the web build in ./scripts/test.sh, or other
 * work on the machine) its answers can take over 3 s, which turned into 503s. The outage tests,
 * which measure the deadlines, set it back to 1 (outages.int.test.ts). An explicit
 * ACCOUNT_DEADLINE_SCALE in the environment wins (1 = the production deadlines). The full depth uses
 * 10, the most the server accepts (3 s → 30 s, 10 s → 100 s): in stop 35's second --full run a PDF
 * download in session-renewal.int answered 503 at the 40 s call deadline under that depth's load.
 */
const ACCOUNT_DEADLINE_SCALE = process.env.ACCOUNT_DEADLINE_SCALE ?? (FULL_DEPTH ? '10' : '4');
/**
 * The nice value of the PDF rendering threads of the route handlers the integration files call
 * (web/src/config/env.ts `pdfRenderNice`; production: 10). Here the "event loop" is a test file and
 * the other cores run the web build, e2e's browsers and servers at nice 0: beside them a nice-10
 * thread got ~1 % of a core, and one download took 52 s instead of 1.6 s (billing.int.test.ts timed
 * out on a fresh machine; stop 38). report-pdf.test.ts still checks the default. The environment wins.
 */
const PDF_RENDER_NICE = process.env.PDF_RENDER_NICE ?? '0';
/**
 * The integration files that run Firebase stacks of their own on free ports (persistence: restarts
 * and SIGKILLs of the emulator runner; outages: services switched off and on; auth-import: an Auth
 * emulator started from a saved snapshot), never the shared one. They mostly wait on those stacks (~100 s of the integration files' ~380 s), so
 * ./scripts/test.sh runs them in a vitest process of their own beside the other integration files:
 * VITEST_OWN_STACKS=only selects just them, =skip all the others; unset, every file runs (one at a
 * time). Anything else, or a listed file that is gone, stops the run.
 */
const OWN_STACK_FILES = [
  'web/src/server/__tests__/persistence.int.test.ts',
  'web/src/server/__tests__/outages.int.test.ts',
  'scripts/emulators/auth-import.int.test.ts',
];
const OWN_STACKS = process.env.VITEST_OWN_STACKS ?? '';
if (!['', 'only', 'skip'].includes(OWN_STACKS))
  throw new Error(`VITEST_OWN_STACKS must be "only", "skip" or unset, not ${JSON.stringify(OWN_STACKS)}`);
for (const file of OWN_STACK_FILES) {
  if (!existsSync(fileURLToPath(new URL(file, import.meta.url))))
    throw new Error(`vitest.config.ts OWN_STACK_FILES: ${file} does not exist`);
}
/**
 * Every vitest test's timeout, ms: 60 s at the fast depth, 120 s at the full one. ./scripts/test.sh
 * runs the unit projects at nice 5 beside e2e on a full 2-core machine, where a test that takes
 * 1.5 s alone (scripts/seed/scale.test.ts, ciQ in stop 35; scripts/lint/long-functions.test.ts in
 * stop 34) waited past vitest's 20 s for CPU. The full depth loads the machine more (4,000 simulated
 * respondents, both README start commands from a fresh clone, the full fuzz counts beside it): in
 * stop 35's --full run the two-PDF downloads of billing.int and session-renewal.int passed 60 s
 * (2.8 s quiet; 57 s beside six busy loops, in either vitest pool). The integration files (their
 * project inherits this) run beside the CPU chain of ./scripts/test.sh at the fast depth, where the
 * report PDFs (pdfkit in worker threads, ~1–3 s unloaded) timed out at 20 s in two loaded
 * fresh-clone runs (stops 28 and 30), and a whole account call may take up to its deadline, 10 s ×
 * ACCOUNT_DEADLINE_SCALE. A test that hangs still fails.
 */
const TEST_TIMEOUT_MS = FULL_DEPTH ? 120_000 : 60_000;
/**
 * The pool of the projects that give every file a module registry of its own (unit-isolated,
 * integration): worker threads, not vitest's default child processes. With isolation each file gets
 * a fresh worker, and a thread costs far less to start than a Node process (no process boot, no
 * IPC channel). Measured on the 2-core box, quiet, `pnpm vitest run --project … --pool …`, CPU-s
 * user + sys (issue 22, stop 35): unit-isolated (28 files) forks 42.4 → threads 26.0; integration
 * on the shared stack (19 files, stack start included) 108.9 → 88.6; the own-stack files 34.1 →
 * 33.7; the `unit` project (one registry per worker, no per-file start) 69.7 → 66.0 — left on forks.
 * Every file passes in both pools; a file that needs a process of its own (process.chdir, a native
 * module that is not thread-safe) would say so by failing here.
 */
const ISOLATED_POOL = 'threads';
const EXCLUDE = ['**/node_modules/**', '**/.next/**', 'e2e/**'];
export default defineConfig({
  resolve: {
    alias: {
      '@/': fileURLToPath(new URL('./web/src/', import.meta.url)),
      // `server-only` throws outside a React Server environment; tests import server modules directly.
      'server-only': fileURLToPath(new URL('./scripts/test-support/server-only.ts', import.meta.url)),
    },
  },
  test: {
    exclude: EXCLUDE,
    environment: 'node',
    env: { ACCOUNT_DEADLINE_SCALE, PDF_RENDER_NICE },
    testTimeout: TEST_TIMEOUT_MS,
    // next-sanity's ESM files import `next/image` without an extension; let Vite resolve them.
    server: { deps: { inline: ['next-sanity'] } },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [`${SOURCES}/*.test.{ts,tsx}`],
          exclude: [...NOT_UNIT, ...ISOLATED_UNIT_FILES],
          isolate: false,
          maxWorkers: UNIT_WORKERS,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-isolated',
          include: ISOLATED_UNIT_FILES,
          exclude: NOT_UNIT,
          pool: ISOLATED_POOL,
          maxWorkers: UNIT_WORKERS,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: OWN_STACKS === 'only' ? OWN_STACK_FILES : [`${SOURCES}/*.int.test.{ts,tsx}`],
          exclude: OWN_STACKS === 'skip' ? [...EXCLUDE, ...OWN_STACK_FILES] : EXCLUDE,
          globalSetup: ['./scripts/test-support/vitest-emulators.ts'],
          pool: ISOLATED_POOL,
          hookTimeout: 90_000,
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: {
          name: 'standalone',
          include: [`${SOURCES}/*.standalone.test.{ts,tsx}`],
          hookTimeout: 120_000,
          // Its two files mostly wait for servers to start, on ports of their own (the instances
          // test 3511–3519; the start commands the dev profile's, 3000, 3001 and 8088): side by side.
          maxWorkers: 2,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
