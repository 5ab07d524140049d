/**
 * The test depth (fast | full, TEST_DEPTH) and every count that depends on it, plus the
 * commit-derived FUZZ_SEED. Design notes: docs/development.md "Notes from the source files".
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';

export type TestDepth = 'fast' | 'full';

/** Counts per depth. Add a count here rather than a literal in a test. */
export const DEPTH_COUNTS = {
  fast: {
    /**
     * Generated requests per API route and method, handlers called directly (api-fuzz.int.test.ts;
     * the revalidation webhook keeps ≥ 250, its valid-delivery count needs them). 250 → 150 in stop
     * 33: the file ran 67–86 s beside the static checks and the build (the run's critical path), most
     * of it the signed-in routes' Auth emulator calls; the seed changes with every commit.
     */
    apiFuzzRuns: 150,
    /**
     * Generated odd values per dynamic segment of a page route over HTTP (e2e/fuzz-pages.spec.ts),
     * besides the ~116 fixed NASTY_SEGMENTS every depth sends: each value is a page render, and the
     * fixed list is most of the fast depth's coverage.
     */
    pageFuzzRuns: 20,
    /** Generated requests per API route over HTTP (e2e/fuzz-api.spec.ts). */
    apiHttpFuzzRuns: 60,
    /** fast-check runs of the engine's property tests. */
    engineProperties: 60,
    /** Simulated respondents of the retest guard (scripts/bench/retest.test.ts). */
    retestRespondents: 1500,
    /** Response models of the retest guard (scripts/bench/retest.ts MODEL_SPECS; the fast depth runs FAST_MODELS). */
    retestModels: 2,
    /** Simulated respondents of the adaptive retest guard (scripts/bench/retest.test.ts, issue 24 §3). */
    adaptiveRespondents: 1500,
    /** Parallel requests per rule in the race suite (never below 20: issue 22 §4). */
    raceParallel: 20,
    /** Articles of the generated dataset of the listing/search correctness test (web/src/content/scale.test.ts). */
    scaleArticles: 1000,
    /**
     * Widths (of 390 and 1440 px) at which the crawler (e2e/crawl.spec.ts) visits each template:
     * at 1 the templates alternate between the two widths, rotating with the commit (FUZZ_SEED),
     * and every check (axe included) runs at that one visit; at 2 every template at both widths.
     * A visit costs the navigation, hydration, overflow, axe (~70 % of the walk) and the rest.
     */
    crawlWidths: 1,
    /**
     * Share of the catalogue's templates (percent) that the crawler's browser walks visit in this run
     * (e2e/crawl.spec.ts crawlSample): the templates marked `always` in e2e/support/catalogue.ts, and
     * a sample of the rest chosen with the commit's seed (FUZZ_SEED), so successive commits see
     * other templates. axe is ~65 % of a visit (~2.3 s a page on the 2-core CI box). 50 → 35 in stop
     * 37 (27 → 20 pages a run; ciW's walks: 106 s of test time, 60 s of it axe): every template is
     * still seen within a few commits, and the full depth walks them all at both widths.
     */
    crawlTemplatePercent: 35,
    /**
     * Paths of /sitemap.xml fetched over HTTP by the crawler's "every sitemap path answers 200"
     * (e2e/crawl.spec.ts): one per route at least, the rest a seeded sample; the full depth fetches all.
     */
    sitemapPaths: 60,
    /**
     * Widths (of 375 and 1440 px) at which axe checks a state reached by interaction (e2e/support/axe.ts
     * `axeWidths`): e2e/a11y.spec.ts's toolkit steps (Likert, nested, choice and ranking), the
     * checkout states of e2e/premium-checkout.spec.ts and e2e/premium-pages.spec.ts. At 1 one width per
     * state, chosen with the seed and the state's index (the states alternate); the crawler checks
     * every template as loaded.
     */
    axeStepWidths: 1,
    /**
     * Bound on tap-to-feedback in e2e/tap-feedback.spec.ts (ms, 4× CPU slowdown). The 100 ms
     * is the full depth's; on a loaded 2-core CI box (servers and a second worker share the CPU) the
     * menu measured 60–142 ms, so the fast depth fails only beyond 150 ms (a 150 ms handler → 254 ms).
     */
    tapFeedbackMs: 150,
  },
  full: {
    apiFuzzRuns: 1000,
    pageFuzzRuns: 300,
    apiHttpFuzzRuns: 200,
    engineProperties: 200,
    retestRespondents: 4000,
    retestModels: 7,
    adaptiveRespondents: 4000,
    raceParallel: 40,
    scaleArticles: 5000,
    crawlWidths: 2,
    crawlTemplatePercent: 100,
    sitemapPaths: Number.MAX_SAFE_INTEGER,
    axeStepWidths: 2,
    tapFeedbackMs: 100,
  },
} as const satisfies Record<TestDepth, Record<string, number>>;

export type DepthCount = keyof (typeof DEPTH_COUNTS)['fast'];

/**
 * Parses a depth name.
 * @throws Error when the value is set and is neither `fast` nor `full`.
 */
export function parseDepth(value: string | undefined): TestDepth {
  if (value === undefined || value === '') return 'fast';
  if (value === 'fast' || value === 'full') return value;
  throw new Error(`TEST_DEPTH must be "fast" or "full", not ${JSON.stringify(value)}`);
}

/** This run's depth (`TEST_DEPTH`, default `fast`). */
export const TEST_DEPTH: TestDepth = parseDepth(process.env.TEST_DEPTH);

/** Whether this run is the full depth (slow checks run only then). */
export const FULL_DEPTH = TEST_DEPTH === 'full';

/**
 * A count for this run's depth.
 * @param name a key of {@link DEPTH_COUNTS}
 * @param depth defaults to this run's depth
 */
export function depthCount(name: DepthCount, depth: TestDepth = TEST_DEPTH): number {
  return DEPTH_COUNTS[depth][name];
}

/**
 * A 31-bit seed from a commit id: the first 8 hex digits of sha256(commit), as fast-check wants a
 * 32-bit integer. Deterministic per commit.
 */
export function seedFromCommit(commit: string): number {
  return Number.parseInt(createHash('sha256').update(commit).digest('hex').slice(0, 8), 16) & 0x7fffffff;
}

/** The commit this checkout is at, or null outside a git checkout. */
function headCommit(): string | null {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], {
      cwd: import.meta.dirname,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return null;
  }
}

/**
 * Parses a seed value.
 * @throws Error when `FUZZ_SEED` is set to something other than a non-negative integer.
 */
export function parseSeed(value: string): number {
  if (!/^\d{1,10}$/.test(value.trim())) throw new Error(`FUZZ_SEED must be a non-negative integer, not ${JSON.stringify(value)}`);
  return Number(value.trim());
}

/** Fallback seed outside a git checkout (e.g. a source tarball). */
const FALLBACK_SEED = 1_300_013;

/**
 * This run's seed: `FUZZ_SEED` when set, else derived from the checkout's commit
 * ({@link seedFromCommit}), else a fixed fallback. test.sh prints it at the start; every fuzz
 * failure prints it with a rerun command.
 */
export const FUZZ_SEED: number = process.env.FUZZ_SEED
  ? parseSeed(process.env.FUZZ_SEED)
  : (() => {
      const commit = headCommit();
      return commit ? seedFromCommit(commit) : FALLBACK_SEED;
    })();

/**
 * A deterministic sample of `count` items (all of them when `count` ≥ their number), in a
 * seed-shuffled order (Fisher–Yates with mulberry32): the same seed always picks the same items,
 * another seed others. For the fast depth's samples (crawled templates, sitemap paths).
 * @param items the population (not changed)
 * @param count how many to pick (clamped to 0 … items.length)
 * @param seed e.g. {@link FUZZ_SEED}
 */
export function seededSample<T>(items: readonly T[], count: number, seed: number = FUZZ_SEED): T[] {
  let state = seed >>> 0;
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const shuffled = [...items];
  for (let i = shuffled.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!];
  }
  return shuffled.slice(0, Math.max(0, Math.min(count, shuffled.length)));
}
