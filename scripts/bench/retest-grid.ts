/**
 * The design grid of the adaptive free test (issue 24 §3, `node scripts/bench-retest.ts --adaptive --grid`):
 * for each response model at reliability .80 and each stored-results regime, every combination of
 * fixed items per scale, follow-up cap per scale, early stop (minimum items, width in SEMs) and
 * futility stop (reach in SEMs) is simulated on the same people (scripts/bench/retest.ts
 * simulateAdaptiveRetest), and the frontier is printed: statements (median) against the share of
 * people with four settled letters and whole-type agreement on retest, each against today's fixed
 * test (18 items per scale, no follow-ups, no early stop).
 *
 * Item quality stays that of the calibrated model (its loadings are fitted so that the 18 fixed
 * items of a scale reach the model's α): a design with more or fewer fixed items reshuffles the
 * same 36 statements per scale between the fixed part and the pool ({@link resplit}).
 */
import type { AdaptiveOptions, FollowUpOrder, FollowUpPools, FreeTestItem } from '../../schemas/src/engine/index.ts';
import { DICHOTOMIES, EARLY_STOP } from '../../schemas/src/engine/index.ts';
import { worstBin } from './retest-adaptive.ts';
import {
  calibrateModel,
  formatPaired,
  loadFollowUpPools,
  pairedDifference,
  loadFreeTestItems,
  MODEL_SPECS,
  sampleStatistics,
  simulateAdaptiveRetest,
  withPoolItems,
  type AdaptiveFigures,
  type Model,
  type ModelSpec,
} from './retest.ts';

/** One design of the adaptive test. */
export interface Design {
  /** Fixed items per scale (today 18). */
  fixed: number;
  /** Follow-ups per scale at most. */
  cap: number;
  /** Early stop of the fixed items, or null. */
  earlyStop: AdaptiveOptions['earlyStop'];
  /** Futility stop in SEMs, or null. */
  reach: number | null;
  /**
   * Statements per person at most, through the engine's budget shared by the four letters
   * (follow-ups only within the fixed statements early stops skipped plus total − 4·fixed); absent
   * or null: no shared budget (every open letter up to the cap).
   */
  total?: number | null;
  /** The budget binds the 150–499 regime only (the engine's rule before stop 30); default false. */
  intervalOnly?: boolean;
  /** Which open letter gets the next follow-up (engine `FollowUpOrder`; default the engine's). */
  order?: FollowUpOrder;
  /** The look-ahead of the order `gain` in statements (engine `FOLLOW_UP_GAIN_HORIZON` when absent). */
  horizon?: number;
  /**
   * Studies only, an oracle: each pool asked in the order of the items' information as the
   * simulation knows it (largest loading first, then the intercept nearest 0 — the items most
   * informative at the cut), instead of the authored order. The engine cannot do this (the
   * psychometrics job analyses the fixed items only); it bounds what maximum-information selection
   * could add.
   */
  info?: boolean;
}

/** A short label of a design, e.g. "F18 C3 E6/2.75 R-". */
export function designLabel(design: Design): string {
  const early = design.earlyStop ? `E${design.earlyStop.minItems}/${design.earlyStop.widthSem}` : 'E-';
  const flip = design.earlyStop?.flipChance === undefined ? '' : `/p${design.earlyStop.flipChance}`;
  const total = design.total === undefined || design.total === null ? '' : ` T${design.total}${design.intervalOnly ? 'i' : ''}`;
  const order = design.order ? ` ${design.order}${design.horizon === undefined ? '' : `/h${design.horizon}`}` : '';
  return `F${design.fixed} C${design.cap} ${early}${design.earlyStop ? flip : ''} R${design.reach ?? '-'}${total}${order}${design.info ? ' info' : ''}`;
}

/**
 * The same statements split differently between fixed items and pools: per scale, the bank's order
 * is its fixed items (in question order) then its pool (in authored order); the first `fixed` of
 * them become the fixed items (question order across scales: round-robin EI, SN, TF, JP), the rest
 * the pool.
 * @throws RangeError when `fixed` is below 2 or above a scale's statements
 */
export function resplit(
  items: readonly FreeTestItem[],
  pools: FollowUpPools,
  fixed: number,
): { items: FreeTestItem[]; pools: FollowUpPools } {
  const all = Object.fromEntries(
    DICHOTOMIES.map(({ key }) => [key, [...items.filter((item) => item.key === key), ...pools[key]]]),
  ) as Record<keyof FollowUpPools, FreeTestItem[]>;
  for (const { key } of DICHOTOMIES)
    if (fixed < 2 || fixed > all[key].length) throw new RangeError(`Fixed items per scale must be 2 … ${all[key].length}, got ${fixed}`);
  const fixedItems: FreeTestItem[] = [];
  for (let i = 0; i < fixed; i += 1) for (const { key } of DICHOTOMIES) fixedItems.push(all[key][i]!);
  return {
    items: fixedItems,
    pools: { EI: all.EI.slice(fixed), SN: all.SN.slice(fixed), TF: all.TF.slice(fixed), JP: all.JP.slice(fixed) },
  };
}

/** One cell of the grid. */
export interface GridRow {
  model: string;
  stored: number;
  design: Design;
  figures: AdaptiveFigures;
}

/** Options of {@link runGrid}. */
export interface GridOptions {
  people: number;
  seed: number;
  designs: readonly Design[];
  specs?: readonly ModelSpec[];
  stored?: readonly number[];
  log?: (line: string) => void;
}

/** Today's fixed test: 18 fixed items per scale, nothing else. */
export const TODAY: Design = { fixed: 18, cap: 0, earlyStop: null, reach: null };

/**
 * Runs every design on every model and regime (the models at reliability .80 unless `specs`), prints
 * one line per design with the change against {@link TODAY}, and @returns the rows (TODAY first per
 * model and regime).
 */
export function runGrid(options: GridOptions): GridRow[] {
  const log = options.log ?? ((line: string) => console.log(line));
  const bankItems = loadFreeTestItems();
  const bankPools = loadFollowUpPools();
  const percent = (value: number) => `${(value * 100).toFixed(1)}%`.padStart(6);
  const rows: GridRow[] = [];
  for (const spec of options.specs ?? MODEL_SPECS.filter((candidate) => candidate.reliability === 0.8)) {
    const calibrated: Model = withPoolItems(calibrateModel(spec, bankItems), bankPools);
    for (const stored of options.stored ?? [2000]) {
      log(`\n== ${spec.name}, ${stored} stored results (${options.people} people, each twice; seed ${options.seed})`);
      log(
        '  design                          med  p90  max  follow-ups  skipped  settled  flips  four settled   Δ vs fixed [95 % CI]  agreement   Δ vs fixed [95 % CI]  coverage (claim)  worst odds bin',
      );
      for (const design of [TODAY, ...options.designs]) {
        const split = resplit(bankItems, bankPools, design.fixed);
        const model: Model = { ...calibrated, items: split.items };
        const stats = stored > 0 ? sampleStatistics(model, stored, options.seed + 1) : null;
        const pools = design.info ? byInformation(split.pools, model) : split.pools;
        const figures = simulateAdaptiveRetest(model, pools, stats, options.people, options.seed + 2, {
          cap: design.cap,
          earlyStop: design.earlyStop,
          reach: design.reach,
          budget: design.total === undefined || design.total === null ? null : design.total - 4 * design.fixed,
          budgetIntervalOnly: design.intervalOnly ?? false,
          ...(design.order ? { order: design.order } : {}),
          ...(design.horizon === undefined ? {} : { gainHorizon: design.horizon }),
        });
        const today =
          design === TODAY
            ? figures
            : rows.find((row) => row.model === spec.name && row.stored === stored && row.design === TODAY)!.figures;
        rows.push({ model: spec.name, stored, design, figures });
        const paired = (key: 'fourSettled' | 'sameType') =>
          formatPaired(pairedDifference(figures.perPerson[key], today.perPerson[key])).padStart(20);
        log(
          `  ${designLabel(design).padEnd(30)} ${String(figures.medianStatements).padStart(4)} ${String(figures.p90Statements).padStart(4)} ${String(figures.maxStatements).padStart(4)}  ${figures.meanFollowUps.toFixed(1).padStart(10)}  ${figures.meanSkipped.toFixed(1).padStart(7)}  ${percent(figures.settledLetterShare)}  ${percent(figures.settledFlipRate)}  ${percent(figures.settledTypeShare).padStart(12)} ${paired('fourSettled')}  ${percent(figures.typeAgreement).padStart(9)} ${paired('sameType')}  ${percent(figures.coverage).padStart(8)} (${percent(figures.claim.share).trim()})  ${worstBin(figures)}`,
        );
      }
    }
  }
  return rows;
}

/**
 * The pools asked in the order of the simulated items' information at the cut ({@link Design}.info):
 * largest loading first, then the intercept nearest 0; stable otherwise.
 */
export function byInformation(pools: FollowUpPools, model: Model): FollowUpPools {
  const rank = (pool: readonly FreeTestItem[]) =>
    [...pool].sort(
      (a, b) =>
        (model.loadings.get(b.id) ?? 0) - (model.loadings.get(a.id) ?? 0) ||
        Math.abs(model.intercepts.get(a.id) ?? 0) - Math.abs(model.intercepts.get(b.id) ?? 0),
    );
  return { EI: rank(pools.EI), SN: rank(pools.SN), TF: rank(pools.TF), JP: rank(pools.JP) };
}

/** The default grid: fixed 12/15/18, caps 3 … 18, early stops off / after 6 or 4 items at the band's 2.75 SEM / after 3, futility off / 0.5 / 1 SEM. */
export function defaultDesigns(): Design[] {
  const designs: Design[] = [];
  for (const fixed of [12, 15, 18])
    for (const cap of [3, 6, 9, 12, 18])
      for (const earlyStop of [null, { minItems: 6, widthSem: 2.75 }, { minItems: 4, widthSem: 2.75 }, { minItems: 3, widthSem: 2.75 }])
        for (const reach of [null, 0.5, 1]) if (fixed + cap <= 36) designs.push({ fixed, cap, earlyStop, reach });
  return designs;
}

/**
 * The designs of the "clearly above" study of issue 24 §3 (`--adaptive --grid --study`; stop 29 ran
 * the first one, stop 30 this one — its designs and figures: docs/tests-and-results.md): can a rule
 * that keeps the median at ≤ 72 statements raise four settled letters AND whole-type agreement by
 * more than the benchmark's noise (paired 95 % intervals against the fixed test) in every model at
 * reliability .80? Every design but the first gives everyone at most 72 statements (the budget
 * shared by the four letters: early-stop savings go to the open letters):
 * - the rule before stop 30 (cap 2, early stops from 10 items at a predicted retake flip ≤ .05,
 *   budget in the 150–499 regime only) and stop 29's best, the whole pool within 72 (C18 T72);
 * - the follow-up order: in turns (fewest first) or by expected gain (engine `followUpGain`);
 * - maximum-information pool order (an oracle, {@link Design}.info) with either order;
 * - earlier early stops (from 8 items; flip chance .05 or .03), which fund more follow-ups;
 * - the look-ahead of the gain (1, 4 or 8 statements);
 * - a fixed core of 15 or 16 with the rest of 72 adaptive, by gain (early stops from 8 or 10 items, or none).
 */
export function studyDesigns(): Design[] {
  const early = (minItems: number, flipChance = EARLY_STOP?.flipChance ?? 0.05) => ({ minItems, widthSem: 2.75, flipChance });
  return [
    { fixed: 18, cap: 2, earlyStop: early(10), reach: null, total: 72, intervalOnly: true, order: 'turns' },
    { fixed: 18, cap: 18, earlyStop: early(10), reach: null, total: 72, order: 'turns' },
    { fixed: 18, cap: 18, earlyStop: early(10), reach: null, total: 72, order: 'gain' },
    { fixed: 18, cap: 18, earlyStop: early(10), reach: null, total: 72, order: 'turns', info: true },
    { fixed: 18, cap: 18, earlyStop: early(10), reach: null, total: 72, order: 'gain', info: true },
    { fixed: 18, cap: 18, earlyStop: early(8), reach: null, total: 72, order: 'gain' },
    { fixed: 18, cap: 18, earlyStop: early(8, 0.03), reach: null, total: 72, order: 'gain' },
    { fixed: 15, cap: 21, earlyStop: early(8), reach: null, total: 72, order: 'gain' },
    { fixed: 18, cap: 18, earlyStop: early(10), reach: null, total: 72, order: 'gain', horizon: 4 },
    { fixed: 18, cap: 18, earlyStop: early(10), reach: null, total: 72, order: 'gain', horizon: 8 },
    { fixed: 15, cap: 21, earlyStop: early(10), reach: null, total: 72, order: 'gain' },
    { fixed: 16, cap: 20, earlyStop: early(10), reach: null, total: 72, order: 'gain' },
    { fixed: 15, cap: 21, earlyStop: null, reach: null, total: 72, order: 'gain' },
  ];
}

/**
 * The frontier of each model and regime: designs whose settled letters flip ≤ 5 % and that no other
 * such design beats on all three of median statements (lower), four settled letters and whole-type
 * agreement (higher), sorted by median; today's fixed test is printed first for comparison.
 * @returns the frontier rows
 */
export function printFrontier(rows: readonly GridRow[], log: (line: string) => void = (line) => console.log(line)): GridRow[] {
  const percent = (value: number) => `${(value * 100).toFixed(1)}%`.padStart(6);
  const frontier: GridRow[] = [];
  const groups = new Map<string, GridRow[]>();
  for (const row of rows) {
    const id = `${row.model} · ${row.stored} stored`;
    groups.set(id, [...(groups.get(id) ?? []), row]);
  }
  for (const [id, group] of groups) {
    const today = group.find((row) => row.design === TODAY)!;
    const ok = group.filter((row) => row.design !== TODAY && row.figures.settledFlipRate <= 0.05);
    const dominated = (a: GridRow) =>
      ok.some(
        (b) =>
          b !== a &&
          b.figures.medianStatements <= a.figures.medianStatements &&
          b.figures.settledTypeShare >= a.figures.settledTypeShare &&
          b.figures.typeAgreement >= a.figures.typeAgreement &&
          (b.figures.medianStatements < a.figures.medianStatements ||
            b.figures.settledTypeShare > a.figures.settledTypeShare ||
            b.figures.typeAgreement > a.figures.typeAgreement),
      );
    const front = ok.filter((row) => !dominated(row)).sort((a, b) => a.figures.medianStatements - b.figures.medianStatements);
    log(`\nFrontier, ${id} (flips ≤ 5 %; Δ against today's fixed 72)`);
    log('  design                          med  p90  flips  four settled (Δ)      agreement (Δ)');
    for (const row of [today, ...front]) {
      const f = row.figures;
      const delta = (a: number, b: number) => `${a - b >= 0 ? '+' : '−'}${(Math.abs(a - b) * 100).toFixed(1)}`.padStart(6);
      log(
        `  ${(row === today ? 'today (F18, fixed only)' : designLabel(row.design)).padEnd(30)} ${String(f.medianStatements).padStart(4)} ${String(f.p90Statements).padStart(4)} ${percent(f.settledFlipRate)}  ${percent(f.settledTypeShare)} (${delta(f.settledTypeShare, today.figures.settledTypeShare)})   ${percent(f.typeAgreement)} (${delta(f.typeAgreement, today.figures.typeAgreement)})`,
      );
    }
    frontier.push(...front);
  }
  return frontier;
}
