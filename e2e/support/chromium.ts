/**
 * The browser the e2e run and the browser benchmarks (scripts/bench-axe.ts) launch, and its flags:
 * one definition, so a benchmark measures what the tests run.
 */
import { existsSync } from 'node:fs';

/**
 * The browser: CHROMIUM_PATH, else Debian's chromium-headless-shell (scripts/bootstrap.sh --browsers
 * installs it beside chromium), else Debian's full Chromium in its headless mode. The shell is the
 * headless-only build Playwright itself uses for headless runs: measured on the 2-core box under
 * load, a new context with its page took 0.7–1.4 s against 1.2–3.0 s in full Chromium, and the
 * browser started in 1.7 s against 3.6 s (issue 22); every e2e test pays a context.
 */
export const CHROMIUM =
  process.env.CHROMIUM_PATH ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((file) => existsSync(file)) ??
  '/usr/bin/chromium';

/**
 * Chromium's launch flags. No sandbox (the CI user is root), no background network (this machine's
 * closed network refuses it), no QUIC, no first-run UI.
 * --in-process-gpu: with --disable-gpu, Chromium still runs a GPU process that only composites
 * frames in software; in the browser process that work costs less. Measured (issue 22, stop 32;
 * CI=true against one server, chromium CPU-s from /proc per --type=): a11y + result-bands + toolkit
 * 92 / 98 → 81 (GPU process 14–15 → 0, browser 14–16 → 23, renderers 60–63 → 54); with tap-feedback
 * and chrome too, 199 → 166.
 */
export const CHROMIUM_LAUNCH_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--in-process-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];
