/**
 * Retest benchmark of the free test's scoring (issues 12 and 24): simulated people take the real
 * item bank twice under several response models; prints flips, band coverage, calibration, four
 * settled letters and agreement, fixed and adaptive. Usage and design notes: docs/benchmarks.md
 * "Notes from the source files".
 */
import { parseArgs } from 'node:util';
import { registerWorkspaceResolution } from './lib/ts-resolve.ts';

registerWorkspaceResolution();
const {
  calibrateModel,
  clearTypeRecovery,
  CURRENT_RULE,
  LEGACY_RULE,
  loadFreeTestItems,
  measureModel,
  missedTargets,
  MIN_BIN_LETTERS,
  MODEL_SPECS,
  sampleStatistics,
  simulateRetest,
  STORED_LEVELS,
} = await import('./bench/retest.ts');
const { adaptiveRun, RETEST_BENCHMARK_FILE, retestBenchmark, retestModel, retestRun, writeRetestBenchmark } =
  await import('./bench/retest-output.ts');

const { values } = parseArgs({
  options: {
    people: { type: 'string', default: '20000' },
    seed: { type: 'string', default: '1' },
    rule: { type: 'string', default: 'both' },
    model: { type: 'string' },
    adaptive: { type: 'boolean', default: false },
    cap: { type: 'string' },
    'early-min': { type: 'string' },
    'early-width': { type: 'string' },
    'early-flip': { type: 'string' },
    'no-early': { type: 'boolean', default: false },
    'prior-adaptive': { type: 'boolean', default: false },
    reach: { type: 'string' },
    budget: { type: 'string' },
    order: { type: 'string' },
    grid: { type: 'boolean', default: false },
    study: { type: 'boolean', default: false },
    stored: { type: 'string' },
    write: { type: 'boolean', default: false },
    'fixed-only': { type: 'boolean', default: false },
  },
});
const people = Number(values.people);
const seed = Number(values.seed);
if (!Number.isInteger(people) || people <= 0) throw new Error('--people must be a positive integer');
if (!['new', 'legacy', 'both'].includes(values.rule)) throw new Error('--rule must be new, legacy or both');
const rules = values.rule === 'both' ? [LEGACY_RULE, CURRENT_RULE] : values.rule === 'legacy' ? [LEGACY_RULE] : [CURRENT_RULE];
const specs = values.model ? MODEL_SPECS.filter((spec) => spec.name === values.model) : MODEL_SPECS;
if (specs.length === 0) throw new Error(`Unknown --model; one of ${MODEL_SPECS.map((spec) => spec.name).join(', ')}`);
if (values.write && (values.model || values.rule === 'legacy' || values.adaptive || values['fixed-only']))
  throw new Error(
    '--write needs every model, the new rule and the adaptive section (no --model, --adaptive or --fixed-only; --rule new or both)',
  );

if (values.adaptive && values.grid) {
  const { defaultDesigns, studyDesigns, runGrid, printFrontier } = await import('./bench/retest-grid.ts');
  const startedGrid = Date.now();
  const rows = runGrid({
    people,
    seed,
    // --study: the designs of issue 24 §3's "clearly above" study (stop 29), else the full grid
    designs: values.study ? studyDesigns() : defaultDesigns(),
    ...(values.model ? { specs } : {}),
    ...(values.stored ? { stored: values.stored.split(',').map(Number) } : {}),
  });
  printFrontier(rows);
  console.log(`(${((Date.now() - startedGrid) / 1000).toFixed(1)} s)`);
  process.exit(0);
}

if (values.adaptive) {
  const { runAdaptiveSection } = await import('./bench/retest-adaptive.ts');
  const { EARLY_STOP } = await import('../schemas/src/engine/index.ts');
  const early = values['no-early']
    ? null
    : values['early-min'] || values['early-width'] || values['early-flip']
      ? {
          minItems: Number(values['early-min'] ?? EARLY_STOP?.minItems ?? 12),
          widthSem: Number(values['early-width'] ?? EARLY_STOP?.widthSem ?? 3.5),
          // --early-flip none: the raw width alone (the rule before the predictive condition)
          ...(values['early-flip'] === 'none' ? {} : { flipChance: Number(values['early-flip'] ?? EARLY_STOP?.flipChance ?? 0.05) }),
        }
      : undefined;
  const startedAdaptive = Date.now();
  runAdaptiveSection({
    people,
    seed,
    specs,
    ...(values.stored ? { stored: values.stored.split(',').map(Number) } : {}),
    rule: {
      ...(values.cap ? { cap: Number(values.cap) } : {}),
      ...(values.reach ? { reach: Number(values.reach) } : {}),
      ...(values.budget ? { budget: values.budget === 'none' ? null : Number(values.budget) } : {}),
      ...(values.order ? { order: values.order === 'gain' ? 'gain' : 'turns' } : {}),
      ...(values['prior-adaptive'] ? { adaptiveUnderPrior: true } : {}),
      ...(early === undefined ? {} : { earlyStop: early }),
    },
  });
  console.log(`(${((Date.now() - startedAdaptive) / 1000).toFixed(1)} s)`);
  process.exit(0);
}

const items = loadFreeTestItems();
const percent = (value: number) => `${(value * 100).toFixed(1)}%`;
const started = Date.now();
const misses: string[] = [];
const written: { spec: (typeof specs)[number]; measured: { alpha: number; itemSd: number }; runs: ReturnType<typeof retestRun>[] }[] = [];
console.log(
  `Item bank: ${items.length} items (${items.filter((i) => i.key === 'EI').length} per scale); ${people} people per run, two independent administrations; seed ${seed}.`,
);

for (const spec of specs) {
  const model = calibrateModel(spec, items);
  const measured = measureModel(model, 5000, seed + 99);
  const runs: ReturnType<typeof retestRun>[] = [];
  console.log(
    `\n== ${spec.name}: ${spec.shape} trait, ${spec.unequal ? 'unequal' : 'equal'} discrimination; measured α ${measured.alpha.toFixed(3)}, mean item SD ${measured.itemSd.toFixed(2)} (0 … 4)`,
  );
  for (const stored of STORED_LEVELS) {
    const stats = stored > 0 ? sampleStatistics(model, stored, seed + 1) : null;
    if (stats)
      console.log(
        `  ${stored} stored results: ${Object.entries(stats)
          .map(([key, s]) => `${key} α ${s.alpha?.toFixed(3)} SD ${s.sd?.toFixed(1)}`)
          .join(' · ')}`,
      );
    for (const rule of rules) {
      const figures = simulateRetest(model, rule, stats, people, seed + 2);
      const precisionLabel = `${rule.name === 'legacy' ? 'BEFORE (legacy, ±2.25 SEM)' : `AFTER (±${rule.width} SEM)`}, ${stored} stored results`;
      const claim = `${figures.claim.atLeast ? '≥ ' : ''}${percent(figures.claim.share)}`;
      console.log(`  ${precisionLabel}`);
      console.log(
        `    settled letters flip on retest ${percent(figures.settledFlipRate).padStart(6)}  (target ≤ 5%; ${percent(figures.settledLetterShare)} of letters shown settled)`,
      );
      console.log(
        `    band contains the retake score ${percent(figures.coverage).padStart(6)}  (claimed ${claim}, target within ±3 points)`,
      );
      console.log(`    four settled letters           ${percent(figures.settledTypeShare).padStart(6)}`);
      console.log(`    whole-type agreement on retest ${percent(figures.typeAgreement).padStart(6)}`);
      if (figures.calibration.length > 0) {
        console.log(
          `    retake odds calibration (${figures.oddsAtLeast ? 'shown as "at least"' : 'shown as "about"'}; bins under ${MIN_BIN_LETTERS} letters are not judged):`,
        );
        console.log('      shown odds   letters   mean shown   observed same letter');
        for (const bin of figures.calibration) {
          console.log(
            `      ${`${Math.round(bin.from * 100)}–${Math.round(bin.to * 100)}%`.padEnd(11)} ${String(bin.letters).padStart(8)}   ${percent(bin.shown).padStart(10)}   ${percent(bin.observed).padStart(8)}`,
          );
        }
      } else console.log('    retake odds: not shown by this rule');
      if (rule === CURRENT_RULE) {
        for (const miss of missedTargets(figures)) misses.push(`${spec.name}, ${stored} stored: ${miss}`);
        runs.push(retestRun(stored, stats, items, figures));
      }
    }
  }
  written.push({ spec, measured, runs });
}

const recovery = clearTypeRecovery(items);
console.log(`\nClear-type recovery (1,000 respondents with clear types, 20% random answers): ${percent(recovery)} (target ≥ 95%)`);
if (rules.includes(CURRENT_RULE))
  console.log(misses.length === 0 ? 'New rule: every target holds in every model.' : `New rule misses:\n  ${misses.join('\n  ')}`);
// the adaptive section on the same models and people count (issue 24 §3 "before and after"; §4: the page renders
// fixed → adaptive from the written file); --fixed-only leaves it out
const { runAdaptiveSection } = await import('./bench/retest-adaptive.ts');
const rows = values['fixed-only'] || !rules.includes(CURRENT_RULE) ? [] : runAdaptiveSection({ people, seed, specs });
if (values.write) {
  const models = written.map(({ spec, measured, runs }) =>
    retestModel(
      spec,
      measured,
      runs,
      rows.filter((row) => row.model === spec.name).map((row) => adaptiveRun(row)),
    ),
  );
  const command = `node scripts/bench-retest.ts --rule new --write${values.people === '20000' ? '' : ` --people ${values.people}`}${values.seed === '1' ? '' : ` --seed ${values.seed}`}`;
  writeRetestBenchmark(retestBenchmark({ generatedAt: new Date(), command, seed, people, items, clearTypeRecovery: recovery, models }));
  console.log(`Written: ${RETEST_BENCHMARK_FILE}`);
}
console.log(`(${((Date.now() - started) / 1000).toFixed(1)} s)`);
