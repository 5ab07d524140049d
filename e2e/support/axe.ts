/** Accessibility checks with axe-core: WCAG 2.0/2.1/2.2 A and AA and axe's best-practice rules (see AXE_RUN_OPTIONS). */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Frame, type Page, type TestInfo } from '@playwright/test';
import type AxeBuilder from '@axe-core/playwright';
import { depthCount, FUZZ_SEED } from '../../scripts/test-support/depth';

/** axe-core's types, as @axe-core/playwright declares them (axe-core is its dependency, not ours). */
type RunOptions = Parameters<AxeBuilder['options']>[0];
type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

/**
 * The WCAG 2.0/2.1/2.2 A and AA tags, run with axe's best-practice rules ({@link AXE_RUN_OPTIONS}).
 * History (issue 22, stop 33): the AxeBuilder call used before named them with `.withTags()`, but
 * its `.options()` that followed replaced the options object, runOnly included, so every run until
 * then used axe's default rule set — WCAG 2.0/2.1 A/AA and best practices, without target-size
 * (WCAG 2.2 AA 2.5.8, off by default). Found by scripts/bench-axe.ts `same`.
 */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe-core's minified build, from the axe-core that @axe-core/playwright depends on (the version its
 * AxeBuilder injects; read once per worker).
 */
const AXE_SOURCE = readFileSync(
  createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright')).resolve('axe-core/axe.min.js'),
  'utf8',
);
/** How @axe-core/playwright configures axe in legacy mode: same-origin frames only, help URLs branded "playwright". */
const AXE_CONFIGURE = `;axe.configure({ allowedOrigins: ['<same_origin>'], branding: { application: 'playwright' } });`;

/**
 * The options of every axe run. `runOnly`: the WCAG 2.0/2.1/2.2 A and AA rules ({@link WCAG_TAGS},
 * target-size included) and the best-practice rules that the runs before used (region, landmarks,
 * heading order…) — the default set plus WCAG 2.2 AA; scripts/bench-axe.ts measured the same cost.
 * `resultTypes: ['violations']`: only the violations' nodes are collected (axe's docs: it trims the
 * passes/incomplete/inapplicable lists). `preload: false`: axe does not fetch and parse every
 * stylesheet or wait for media metadata; only rules marked `preload` use them, and of the rules that
 * run those are css-orientation-lock (tagged experimental: it does not run) and no-autoplay-audio
 * (reviewOnFail: "incomplete", never a violation) — scripts/bench-axe.ts `same` checks this against
 * the installed axe, and that the violations stay the same.
 */
export const AXE_RUN_OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: [...WCAG_TAGS, 'best-practice'] },
  resultTypes: ['violations'],
  preload: false,
};

/**
 * Puts axe-core into the frame's document unless it is there already (a later call on the same
 * document reuses it), configured as @axe-core/playwright configures it.
 */
export async function injectAxe(frame: Page | Frame): Promise<void> {
  const present = await frame.evaluate(() => typeof (window as unknown as { axe?: { run?: unknown } }).axe?.run === 'function');
  if (!present) await frame.evaluate(`${AXE_SOURCE}\n${AXE_CONFIGURE}`);
}

/** One axe violation: rule, impact, help and the offending elements. */
export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  targets: { target: string; html: string; summary: string }[];
}

/**
 * Runs axe on the current page: `axe.run()` in the page itself, as @axe-core/playwright's legacy
 * mode does, with {@link AXE_RUN_OPTIONS}.
 *
 * Cost (issue 22, scripts/bench-axe.ts; CPU of every Chromium process per call): AxeBuilder's
 * `analyze()` evaluated axe.js (1.2 MB) in the page twice per call (once in `analyze`, once more per
 * frame in legacy mode), each ≈ 0.3 s of CPU — about half of it only moving the text over the
 * DevTools protocol; here axe.min.js (0.56 MB, ≈ 0.25 s) is evaluated once per document, and not
 * again for a second check of the same document. Measured on 7 heavy pages, interleaved, 14 calls
 * each: 1.48 → 0.92 s of Chromium CPU per call (test-runner CPU 79 → 43 ms), same violations on
 * every signed-out catalogue page and on probe pages. What is left is axe.run() itself, ≈ 60 % of
 * it color-contrast. (AxeBuilder without legacy mode would also open a blank page per call for
 * `finishRun()`.) A page without frames runs with `iframes: false`; with frames (none of TypeAtlas's
 * pages has one) axe goes into every frame, as AxeBuilder did.
 * @returns the violations and a readable line list (rule id, impact, help, selectors) — empty when none
 */
export async function axeViolations(page: Page): Promise<{ violations: AxeViolation[]; lines: string[] }> {
  const children = page.frames().filter((frame) => frame !== page.mainFrame());
  await injectAxe(page);
  // Child frames as AxeBuilder treats them: injected where possible, a frame that refuses is skipped.
  for (const frame of children) await injectAxe(frame).catch(() => undefined);
  const results = await page.evaluate(
    (options) =>
      (window as unknown as { axe: { run: (context: Document, options: RunOptions) => Promise<AxeResults> } }).axe.run(document, options),
    { ...AXE_RUN_OPTIONS, iframes: children.length > 0 },
  );
  const violations = results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact ?? null,
    help: violation.help,
    helpUrl: violation.helpUrl,
    targets: violation.nodes.map((node) => ({
      target: node.target.join(' '),
      html: node.html,
      summary: node.failureSummary ?? '',
    })),
  }));
  const lines = violations.flatMap((violation) => [
    `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help} — ${violation.helpUrl}`,
    ...violation.targets.map((node) => `    ${node.target}\n      ${node.html}\n      ${node.summary.replace(/\n/g, '\n      ')}`),
  ]);
  return { violations, lines };
}

/**
 * Runs axe on the current page and fails with a readable list of violations (rule id, impact,
 * help text and the offending elements' selectors). The full axe results are attached to the
 * test report as JSON.
 */
export async function expectNoAxeViolations(page: Page, testInfo: TestInfo, label = page.url()): Promise<void> {
  const { violations, lines } = await axeViolations(page);
  if (violations.length > 0) {
    await testInfo.attach(`axe violations (${label})`, {
      body: JSON.stringify(violations, null, 2),
      contentType: 'application/json',
    });
  }
  expect(
    violations.map((violation) => violation.id),
    `axe violations on ${label}:\n${lines.join('\n')}`,
  ).toEqual([]);
}

/**
 * The widths (viewports) at which a state reached by interaction is checked with axe: all of them at
 * the full depth; at the fast depth one, chosen with the commit's seed (FUZZ_SEED) and the state's
 * `index`, so a spec's successive states and successive commits alternate between the widths
 * (`axeStepWidths` in scripts/test-support/depth.ts). Templates as loaded are the crawler's
 * (e2e/crawl.spec.ts: a seeded sample at one width each at the fast depth, all at both at the full).
 * @param widths the widths in a fixed order (e.g. phone, desktop)
 * @param index the state's position in the spec (0, 1, …)
 * @returns `widths` itself, or a one-element array of one of them
 */
export function axeWidths<T>(widths: readonly T[], index = 0): readonly T[] {
  if (depthCount('axeStepWidths') >= widths.length) return widths;
  return [widths[(FUZZ_SEED + index) % widths.length]!];
}
