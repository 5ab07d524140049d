/**
 * Retest benchmark of the free test's honest scoring (issue 12): simulated people whose trait per
 * scale is continuous and normal answer the real item bank (studio/seed/source/free-test.json)
 * twice, independently, with item noise calibrated to a scale reliability (Cronbach's α) of about
 * .80. The scoring bands the first result (score ± 2.25 SEM, score-bands.ts) with the precision the
 * psychometrics job would estimate from stored results, and with the documented prior.
 *
 *   node scripts/bench-retest.ts [--people 20000] [--seed 1] [--alpha 0.8]
 *
 * Prints, per scenario: the flip rate of letters shown as settled (target ≤ 5 %), the share of
 * people shown a settled four-letter type, whole-type agreement on retest, and for comparison the
 * flip rates of the former fixed ±5-point rule and of a ±1 SEM band; then the clear-type recovery
 * check of the item bank (target ≥ 95 %). Asserts nothing (see scripts/bench/retest.test.ts).
 */
import { parseArgs } from 'node:util';
import { registerWorkspaceResolution } from './lib/ts-resolve.ts';

registerWorkspaceResolution();
const { calibrateLoading, clearTypeRecovery, estimatePrecision, loadFreeTestItems, makeModel, meanAlpha, simulateRetest } = await import('./bench/retest.ts');
const { priorPrecision } = await import('../schemas/src/engine/index.ts');

const { values } = parseArgs({
  options: {
    people: { type: 'string', default: '20000' },
    seed: { type: 'string', default: '1' },
    alpha: { type: 'string', default: '0.8' },
  },
});
const people = Number(values.people);
const seed = Number(values.seed);
const targetAlpha = Number(values.alpha);

const items = loadFreeTestItems();
const percent = (value: number) => `${(value * 100).toFixed(1)}%`;
const started = Date.now();

const loading = calibrateLoading(items, targetAlpha);
const model = makeModel(items, loading);
console.log(`Item bank: ${items.length} items (${items.filter((i) => i.key === 'EI').length} per scale). Loading λ = ${loading.toFixed(3)} → mean α ${meanAlpha(items, loading, 5000, seed + 99).toFixed(3)} (target ${targetAlpha}).`);

const prior = priorPrecision(18);
const scenarios = [
  { name: 'trait centred on the cut (mean 0)', mean: 0 },
  { name: 'trait shifted by 0.5 SD', mean: 0.5 },
];
for (const scenario of scenarios) {
  const estimated = estimatePrecision(model, 2000, seed + 1, scenario.mean);
  const precisions = {
    estimate: estimated,
    prior: { EI: prior, SN: prior, TF: prior, JP: prior },
  };
  console.log(`\n${scenario.name}; ${people} people, two independent administrations`);
  console.log(
    `  estimated from 2,000 results: ${Object.entries(estimated)
      .map(([key, p]) => `${key} α ${p.reliability.toFixed(3)} SD ${p.sd.toFixed(1)} SEM ${p.sem.toFixed(2)}`)
      .join(' · ')}`,
  );
  console.log(`  prior (18 items): α 0.80 SD ${prior.sd.toFixed(1)} SEM ${prior.sem.toFixed(2)}`);
  for (const [label, precision] of Object.entries(precisions)) {
    const figures = simulateRetest(model, precision, people, seed + 2, scenario.mean);
    console.log(`  precision: ${label}`);
    console.log(`    flip rate of letters shown as settled (±2.25 SEM) ${percent(figures.settledFlipRate)}   (target ≤ 5%)`);
    console.log(`    letters shown as settled                         ${percent(figures.settledLetterShare)}`);
    console.log(`    people shown a settled four-letter type          ${percent(figures.settledTypeShare)}`);
    console.log(`    whole-type agreement on retest (everyone)        ${percent(figures.typeAgreement)}`);
    console.log(`    … among people shown a settled type             ${percent(figures.settledTypeAgreement)}`);
    console.log(`    people with at least one letter changed          ${percent(figures.anyLetterChanged)}`);
    console.log(`    for comparison: flip rate outside fixed ±5 zone  ${percent(figures.oldMarginFlipRate)}`);
    console.log(`    for comparison: flip rate with a ±1 SEM band     ${percent(figures.oneSemFlipRate)}`);
  }
}

console.log(`\nClear-type recovery (1,000 respondents with clear types, 20% random answers): ${percent(clearTypeRecovery(items))} (target ≥ 95%)`);
console.log(`(${((Date.now() - started) / 1000).toFixed(1)} s)`);
