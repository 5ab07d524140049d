import { describe, expect, it } from 'vitest';
import { goalFigures, goalMisses, goalReport, ownStatusErrorOnly, type GoalRun } from './lighthouse-goal';

/** A run that meets every part of the goal beside BARE, with `over` changed. */
const run = (over: Partial<GoalRun> = {}): GoalRun => ({
  performance: 88,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  tbt: 450,
  noindex: false,
  ownStatusError: false,
  ...over,
});
const BARE = goalFigures([run({ performance: 87, tbt: 500 }), run({ performance: 88, tbt: 461 }), run({ performance: 93, tbt: 316 })]);

describe('goalFigures', () => {
  it('takes the median of each score and of TBT over the runs (one flaky run does not decide)', () => {
    const figures = goalFigures([
      run({ performance: 80, tbt: 900, bestPractices: 96 }),
      run({ performance: 90, tbt: 300, accessibility: 96 }),
      run({ tbt: 520, noindex: true, accessibility: 96 }),
    ]);
    expect(figures).toEqual({
      performance: 88,
      tbt: 520,
      accessibility: 96,
      bestPractices: 100,
      seo: 100,
      noindex: true,
      ownStatusError: false,
    });
    expect(BARE).toMatchObject({ performance: 88, tbt: 461 });
  });
});

describe('goalMisses', () => {
  it('meets the goal at the edges: performance = bare − 2, TBT = bare + 50 ms', () => {
    expect(goalMisses(goalFigures([run({ performance: 86, tbt: 511 })]), BARE)).toEqual([]);
  });

  it('names each part a page misses, with the figure and the threshold (probes: one point, one ms past each edge)', () => {
    expect(goalMisses(goalFigures([run({ performance: 85 })]), BARE)).toEqual(['performance 85 < 86 (bare 88 − 2)']);
    expect(goalMisses(goalFigures([run({ tbt: 512 })]), BARE)).toEqual(['TBT 512 ms > 511 ms (bare 461 + 50)']);
    expect(goalMisses(goalFigures([run({ accessibility: 98, bestPractices: 96, seo: 92 })]), BARE)).toEqual([
      'accessibility 98',
      'best practices 96',
      'SEO 92',
    ]);
  });

  it('excepts SEO on a noindex page, and nothing else', () => {
    expect(goalMisses(goalFigures([run({ seo: 66, noindex: true })]), BARE)).toEqual([]);
    expect(goalMisses(goalFigures([run({ seo: 66, noindex: true, accessibility: 95 })]), BARE)).toEqual(['accessibility 95']);
  });
});

describe('ownStatusErrorOnly', () => {
  const url = 'http://localhost:3601/this-page-does-not-exist';
  const own = {
    source: 'network',
    description: 'Failed to load resource: the server responded with a status of 404 (Not Found)',
    sourceLocation: { url },
  };

  it("is true when the one best-practices failure is the console line for the document's own 404", () => {
    expect(ownStatusErrorOnly(['errors-in-console'], [own], url)).toBe(true);
  });

  it('is false for any other console error, another URL, another failing audit or no error at all (probes)', () => {
    expect(ownStatusErrorOnly(['errors-in-console'], [own, { source: 'javascript', description: 'TypeError: x is undefined' }], url)).toBe(
      false,
    );
    expect(ownStatusErrorOnly(['errors-in-console'], [{ ...own, sourceLocation: { url: `${url}.js` } }], url)).toBe(false);
    expect(ownStatusErrorOnly(['errors-in-console', 'deprecations'], [own], url)).toBe(false);
    expect(ownStatusErrorOnly(['errors-in-console'], [], url)).toBe(false);
  });

  it('excepts best practices in the verdict only when every run had just that failure', () => {
    expect(goalMisses(goalFigures([run({ bestPractices: 96, ownStatusError: true })]), BARE)).toEqual([]);
    expect(goalMisses(goalFigures([run({ bestPractices: 96, ownStatusError: true }), run({ bestPractices: 96 })]), BARE)).toEqual([
      'best practices 96',
    ]);
  });
});

describe("goalMisses 'speed' (copies of the bare page)", () => {
  it('judges performance and TBT only', () => {
    const copy = goalFigures([run({ seo: 90, tbt: 530 })]);
    expect(goalMisses(copy, BARE, 'speed')).toEqual(['TBT 530 ms > 511 ms (bare 461 + 50)']);
    expect(goalMisses(copy, BARE)).toEqual(['TBT 530 ms > 511 ms (bare 461 + 50)', 'SEO 90']);
    expect(goalReport([{ name: 'bare Next page (copy 1)', figures: goalFigures([run({ seo: 90 })]) }], BARE, 5, 'speed')).toEqual([
      'issue 25 goal (beside the bare Next page: performance ≥ 86, TBT ≤ 511 ms; medians of 5 runs): met by 1 of 1 pages',
    ]);
  });
});

describe('goalReport', () => {
  it('counts the pages that meet the goal and lists each miss', () => {
    const pages = [
      { name: 'home', figures: goalFigures([run({ performance: 83, tbt: 667 })]) },
      { name: 'article', figures: goalFigures([run()]) },
      { name: 'search results', figures: goalFigures([run({ seo: 66, noindex: true })]) },
    ];
    expect(goalReport(pages, BARE, 3)).toEqual([
      'issue 25 goal (beside the bare Next page: performance ≥ 86, TBT ≤ 511 ms, accessibility/best practices/SEO 100; medians of 3 runs): met by 2 of 3 pages',
      '  missed: home — performance 83 < 86 (bare 88 − 2); TBT 667 ms > 511 ms (bare 461 + 50)',
    ]);
  });
});
