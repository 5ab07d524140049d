import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BenchmarkSection } from './BenchmarkSection';
import { RETEST_BENCHMARK } from './method-data';

/**
 * The method page's adaptive table (issue 24 §3, §4) against the committed benchmark output read
 * raw from ./retest-benchmark.json: one row per model and stored-results level, and every cell the
 * file's figures, fixed → adaptive, formatted here independently of method-data.ts. Fails when the
 * table is dropped, loses a row or a column, or shows a figure the file does not hold.
 */
const RAW = JSON.parse(readFileSync(new URL('./retest-benchmark.json', import.meta.url), 'utf8')) as {
  minBinLetters: number;
  models: {
    name: string;
    adaptive: {
      stored: number;
      source: 'prior' | 'interval' | 'estimate';
      judged: boolean;
      missed: string[];
      fixed: Figures;
      adaptive: Figures;
      gains: Record<'fourSettled' | 'typeAgreement', { difference: number; low: number; high: number }>;
    }[];
  }[];
};
interface Figures {
  medianStatements: number;
  p90Statements: number;
  settledFlipRate: number;
  settledTypeShare: number;
  typeAgreement: number;
  coverage: number;
  claim: { share: number; atLeast: boolean };
  oddsAtLeast: boolean;
  calibration: { from: number; to: number; letters: number; shown: number; observed: number }[];
}

// Intl, like the page (decimal rounding of the share itself; `toFixed` on share × 100 can round the other way)
const pct = (share: number) =>
  new Intl.NumberFormat('en-GB', { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(share);
const whole = (share: number) => `${Math.round(share * 100)}%`;
const signed = (points: number) =>
  new Intl.NumberFormat('en-GB', { signDisplay: 'exceptZero', minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(points);
const REGIME = { prior: 'largest error', interval: 'cautious limit', estimate: 'saved results' };

/** The worst judged bin as the benchmark prints it (scripts/bench/retest-adaptive.ts): observed − shown in points, "at least" counts shortfalls only. */
function worst(f: Figures): string {
  let best: { off: number; from: number; to: number } | null = null;
  for (const bin of f.calibration.filter((candidate) => candidate.letters >= RAW.minBinLetters)) {
    const raw = (bin.observed - bin.shown) * 100;
    const off = f.oddsAtLeast && raw > 0 ? 0 : raw;
    if (!best || Math.abs(off) > Math.abs(best.off)) best = { off, from: bin.from, to: bin.to };
  }
  if (!best) return 'none judged';
  return `${signed(best.off)} (${whole(best.from)}–${whole(best.to)})`;
}

function expectedCells(f: Figures) {
  return [
    `${f.medianStatements} / ${f.p90Statements}`,
    pct(f.settledFlipRate),
    `${pct(f.coverage)} (${f.claim.atLeast ? `at least ${pct(f.claim.share)}` : pct(f.claim.share)})`,
    worst(f),
    pct(f.settledTypeShare),
    pct(f.typeAgreement),
  ];
}

/** The rows of a table: each row's cells' text (tags stripped). */
function tableRows(html: string, testId: string): string[][] {
  const table = new RegExp(`<table[^>]*data-testid="${testId}"[^>]*>([\\s\\S]*?)</table>`).exec(html)?.[1];
  if (table === undefined) return [];
  const body = /<tbody>([\s\S]*)<\/tbody>/.exec(table)?.[1] ?? '';
  return [...body.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map((row) =>
    [...row[1]!.matchAll(/<t[hd][^>]*>([\s\S]*?)<\/t[hd]>/g)].map((cell) => cell[1]!.replace(/<[^>]+>/g, '').replace(/&amp;/g, '&')),
  );
}

describe('the method page: the adaptive table (issue 24 §4)', () => {
  const html = renderToStaticMarkup(<BenchmarkSection benchmark={RETEST_BENCHMARK} />);

  it('shows every model and stored-results level of the file, fixed → adaptive, with the file’s figures', () => {
    const expected = RAW.models.flatMap((model) =>
      [...model.adaptive]
        .sort((a, b) => a.stored - b.stored)
        .map((run) => {
          const fixed = expectedCells(run.fixed);
          const adaptive = expectedCells(run.adaptive);
          const both = fixed.map((cell, i) => `${cell} → ${adaptive[i]}`);
          const gain = (d: { difference: number; low: number; high: number }) =>
            `${signed(d.difference * 100)} [${signed(d.low * 100)}, ${signed(d.high * 100)}]`;
          return [
            model.name,
            run.stored.toLocaleString('en-GB'),
            REGIME[run.source],
            ...both.slice(0, 5),
            gain(run.gains.fourSettled),
            both[5]!,
            gain(run.gains.typeAgreement),
            run.judged ? (run.missed.length === 0 ? 'met' : 'missed') : 'not judged',
          ];
        }),
    );
    expect(expected.length).toBeGreaterThanOrEqual(RAW.models.length * 2);
    expect(tableRows(html, 'bench-adaptive')).toEqual(expected);
  });

  it('says the rule in words with the file’s constants', () => {
    const rule = RETEST_BENCHMARK.adaptiveRule;
    expect(html).toContain(`gets up to ${rule.cap} follow-up statements`);
    if (rule.earlyStop) expect(html).toContain(`after ${rule.earlyStop.minItems} of them`);
    const budget = 'four letters share their follow-ups: together they get only as many as the statements that early stops saved';
    if (rule.budget === null) expect(html).not.toContain(budget);
    else expect(html).toContain(budget);
    expect(html).toContain(rule.order === 'gain' ? 'Each follow-up goes to the open letter' : 'The open letters take turns');
    expect(html).toContain(`a median of at most ${rule.medianTarget} statements`);
  });
});
