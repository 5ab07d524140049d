import { describe, expect, it } from 'vitest';
import { playwrightFiles, slowest, stepLines, vitestFiles } from './slowest.ts';
import { parseDepth, parseSeed, seedFromCommit, seededSample, DEPTH_COUNTS } from './depth.ts';

describe('slowest test files', () => {
  it('takes vitest wall times per file, relative to the root', () => {
    const files = vitestFiles(
      { testResults: [{ name: '/repo/web/a.test.ts', startTime: 1000, endTime: 4500 }, { name: '/repo/b.test.ts' }] },
      '/repo',
    );
    expect(files).toEqual([
      { runner: 'vitest', file: 'web/a.test.ts', ms: 3500 },
      { runner: 'vitest', file: 'b.test.ts', ms: 0 },
    ]);
  });

  it('sums the last attempt of every Playwright test per spec file, nested suites included', () => {
    const report = {
      suites: [
        {
          file: 'a.spec.ts',
          specs: [{ tests: [{ results: [{ duration: 100 }, { duration: 250 }] }] }],
          suites: [{ specs: [{ tests: [{ results: [{ duration: 50 }] }] }] }],
        },
        { file: 'b.spec.ts', specs: [{ tests: [{ results: [{ duration: 900 }] }] }] },
      ],
    };
    expect(playwrightFiles(report)).toEqual([
      { runner: 'e2e', file: 'e2e/a.spec.ts', ms: 300 },
      { runner: 'e2e', file: 'e2e/b.spec.ts', ms: 900 },
    ]);
  });

  it('lists each step with its parts under it and counts only the steps in the total', () => {
    const lines = stepLines([
      ['lint', '10', 'part'],
      ['typecheck', '30', 'part'],
      ['lint ∥ typecheck', '31'],
      ['e2e', '400'],
    ]);
    expect(lines).toEqual([
      '\nSteps (431 s; the parts of a step, listed under it, run side by side or in turn within it):',
      '     31 s  lint ∥ typecheck',
      '     10 s    · lint',
      '     30 s    · typecheck',
      '    400 s  e2e',
    ]);
    expect(stepLines([])).toEqual([]);
  });

  it('orders slowest first and keeps the limit', () => {
    const files = [1, 5, 3, 4].map((ms) => ({ runner: 'vitest' as const, file: `${ms}`, ms }));
    expect(slowest(files, 2).map((file) => file.ms)).toEqual([5, 4]);
  });
});

describe('test depth', () => {
  it('defaults to fast and refuses unknown depths', () => {
    expect(parseDepth(undefined)).toBe('fast');
    expect(parseDepth('full')).toBe('full');
    expect(() => parseDepth('deep')).toThrow(/fast" or "full/);
  });

  it('derives a stable 31-bit seed per commit, different between commits', () => {
    const a = seedFromCommit('983d520aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa');
    expect(seedFromCommit('983d520aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa')).toBe(a);
    expect(seedFromCommit('983d520aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaab')).not.toBe(a);
    expect(a).toBeGreaterThanOrEqual(0);
    expect(a).toBeLessThan(2 ** 31);
  });

  it('accepts only non-negative integer seeds', () => {
    expect(parseSeed('42')).toBe(42);
    expect(() => parseSeed('-1')).toThrow(/FUZZ_SEED/);
    expect(() => parseSeed('1e3')).toThrow(/FUZZ_SEED/);
  });

  it('never runs fewer than 20 parallel requests per race and never more at fast than at full', () => {
    for (const depth of ['fast', 'full'] as const) expect(DEPTH_COUNTS[depth].raceParallel).toBeGreaterThanOrEqual(20);
    // Counts grow with the depth; strides (`…Every`: one in n) and time bounds (`…Ms`) shrink with it.
    for (const key of Object.keys(DEPTH_COUNTS.fast) as (keyof typeof DEPTH_COUNTS.fast)[]) {
      if (key.endsWith('Every') || key.endsWith('Ms')) expect(DEPTH_COUNTS.fast[key], key).toBeGreaterThanOrEqual(DEPTH_COUNTS.full[key]);
      else expect(DEPTH_COUNTS.fast[key], key).toBeLessThanOrEqual(DEPTH_COUNTS.full[key]);
    }
  });

  it('samples deterministically per seed: distinct items of the population, others for another seed, all when the count covers them', () => {
    const items = Array.from({ length: 40 }, (_, index) => index);
    const a = seededSample(items, 10, 7);
    expect(seededSample(items, 10, 7)).toEqual(a);
    expect(new Set(a).size).toBe(10);
    expect(a.every((item) => items.includes(item))).toBe(true);
    expect(seededSample(items, 10, 8)).not.toEqual(a);
    expect([...seededSample(items, 99, 7)].sort((x, y) => x - y)).toEqual(items);
    expect(seededSample(items, -1, 7)).toEqual([]);
    // Every item is picked by some seed (no item is never sampled).
    const seen = new Set(Array.from({ length: 50 }, (_, seed) => seededSample(items, 10, seed)).flat());
    expect(seen.size).toBe(items.length);
  });
});
