/**
 * The simulation guards' workload as one script, for speed work on the simulation and the engine
 * code it calls (issue 22): runs what scripts/bench/retest.test.ts and scripts/bench/selection.test.ts
 * compute at a depth's counts (the same models, seeds and calls) and prints every figure as JSON,
 * its SHA-256, and the CPU time of each part (process.cpuUsage, user + system, ms). Two checkouts
 * that print the same hash compute the same numbers, to the last bit of every double (JSON keeps
 * a double's exact value), so a faster hot loop can be proved result-neutral before it is committed:
 *
 *   node scripts/bench/sim-fingerprint.ts [--depth fast|full] [--scale 1] [--json out.json] [--only retest|selection]
 *
 * `--scale` multiplies the respondent counts (e.g. 0.2 for a quick profile; the hash then differs
 * from the unscaled run's). Not a test: no targets are judged here.
 */
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import type { DichotomyKey } from '../../schemas/src/engine/index.ts';
import { registerWorkspaceResolution } from '../lib/ts-resolve.ts';

registerWorkspaceResolution();
const { values } = parseArgs({
  options: {
    depth: { type: 'string', default: 'fast' },
    scale: { type: 'string', default: '1' },
    json: { type: 'string' },
    only: { type: 'string' },
  },
});
const { DEPTH_COUNTS } = await import('../test-support/depth.ts');
const retest = await import('./retest.ts');
const { OLD_RULE } = await import('./retest-adaptive.ts');
const engine = await import('../../schemas/src/engine/index.ts');

const depth = values.depth === 'full' ? 'full' : 'fast';
const scale = Number(values.scale);
const counts = DEPTH_COUNTS[depth];
const RESPONDENTS = Math.round(counts.retestRespondents * scale);
const ADAPTIVE_RESPONDENTS = Math.round(counts.adaptiveRespondents * scale);
const models = [...retest.MODEL_SPECS]
  .sort((a, b) => Number(retest.FAST_MODELS.includes(b.name)) - Number(retest.FAST_MODELS.includes(a.name)))
  .slice(0, counts.retestModels);

const figures: Record<string, unknown> = {};
const cpu: Record<string, number> = {};
/** Runs one part, keeps its result under `name` and its CPU ms. */
function part<T>(name: string, run: () => T): T {
  const start = process.cpuUsage();
  const result = run();
  const used = process.cpuUsage(start);
  const group = name.split(' ')[0]!;
  cpu[group] = (cpu[group] ?? 0) + (used.user + used.system) / 1000;
  figures[name] = result;
  return result;
}

const items = retest.loadFreeTestItems();
const pools = retest.loadFollowUpPools();
const calibrated = new Map<string, ReturnType<typeof retest.calibrateModel>>();
const modelOf = (spec: (typeof retest.MODEL_SPECS)[number]) =>
  calibrated.get(spec.name) ??
  calibrated
    .set(
      spec.name,
      part(`calibrate ${spec.name}`, () => retest.calibrateModel(spec, items, 1000)),
    )
    .get(spec.name)!;

if (values.only !== 'selection') {
  for (const spec of models) {
    const model = modelOf(spec);
    part(`measure ${spec.name}`, () => retest.measureModel(model, 2000, 5));
    for (const stored of retest.STORED_LEVELS) {
      part(`retest ${spec.name} ${stored}`, () =>
        retest.simulateRetest(model, retest.CURRENT_RULE, stored > 0 ? retest.sampleStatistics(model, stored, 21) : null, RESPONDENTS, 22),
      );
    }
    part(`retest12k ${spec.name}`, () =>
      retest.simulateRetest(model, retest.CURRENT_RULE, retest.sampleStatistics(model, 500, 2), Math.round(12_000 * scale), 22),
    );
  }
  for (const sample of [2, 21]) {
    part(`kelley ${sample}`, () => {
      const model = modelOf(retest.MODEL_SPECS.find((candidate) => candidate.name === 'normal-r80-sd1.1')!);
      const stats = retest.sampleStatistics(model, 2000, sample);
      const offs: number[] = [];
      for (const d of engine.DICHOTOMIES) {
        for (const k of [18, 22, 26, 30]) {
          const precision = engine.precisionForLength(k, 18, stats[d.key]);
          const { distribution: _distribution, distributionSem: _distributionSem, ...normalTheory } = precision;
          for (let raw = 0; raw <= 4 * k; raw += 1) {
            const percentage = Math.round((raw / (4 * k)) * 1000) / 10;
            if (Math.abs(percentage - 50) > 10) continue;
            offs.push(engine.retakeOdds(percentage, precision, k).chance - engine.retakeOdds(percentage, normalTheory, k).chance);
          }
        }
      }
      return offs;
    });
  }
  part('probes', () => {
    const model = modelOf(retest.MODEL_SPECS.find((candidate) => candidate.name === retest.FAST_MODELS[0])!);
    const legacy = retest.simulateRetest(model, retest.LEGACY_RULE, null, RESPONDENTS, 22);
    const narrow = { ...retest.CURRENT_RULE, name: 'one SEM', width: 1 };
    const stats = retest.sampleStatistics(model, 2000, 21);
    return { legacy, narrow: retest.simulateRetest(model, narrow, stats, RESPONDENTS, 22) };
  });
  {
    const model = retest.withPoolItems(modelOf(retest.MODEL_SPECS.find((candidate) => candidate.name === 'bimodal-r80-sd1.0')!), pools);
    const fixedOf = Object.fromEntries(engine.DICHOTOMIES.map((d) => [d.key, items.filter((item) => item.key === d.key)])) as Record<
      DichotomyKey,
      typeof items
    >;
    const all = [...items, ...Object.values(pools).flat()];
    for (const [stored, order] of [
      [150, 'turns'],
      [150, 'gain'],
      [2000, 'turns'],
      [2000, 'gain'],
    ] as const) {
      part(`engine ${stored} ${order}`, () => {
        const sample = retest.sampleStatistics(model, stored, 21);
        const precisionOf = (key: DichotomyKey, k: number) => engine.precisionForLength(k, 18, sample[key]);
        const random = retest.mulberry32(32);
        return retest.drawPeople(model, 80, random).map((person) => {
          const answers = retest.answerItems(model, person, all, random);
          const stepped = retest.stepAdaptive(items, pools, answers, { precisionOf, order });
          const fast = retest.adaptiveAnswers(fixedOf, pools, answers, (key) => (k) => precisionOf(key, k), { order });
          const unbudgeted = retest.adaptiveAnswers(fixedOf, pools, answers, (key) => (k) => precisionOf(key, k), { budget: null, order });
          return { stepped, fast, unbudgeted };
        });
      });
    }
    part('engine scale', () => {
      const stats = retest.sampleStatistics(model, 2000, 21);
      const random = retest.mulberry32(31);
      const precisionOf = (key: DichotomyKey, k: number) => engine.precisionForLength(k, 18, stats[key]);
      return retest.drawPeople(model, 150, random).map((person) => {
        const answers = retest.answerItems(model, person, all, random);
        const stepped = retest.stepAdaptive(items, pools, answers, { precisionOf, budget: null });
        return stepped.progress.map((scale) => [
          scale,
          retest.adaptiveScale(
            items.filter((item) => item.key === scale.key),
            pools[scale.key],
            answers,
            (k) => precisionOf(scale.key, k),
            {
              width: engine.BAND_WIDTH_SEM,
              cap: engine.FOLLOW_UP_CAP_PER_SCALE,
              earlyStop: engine.EARLY_STOP,
              reach: engine.FOLLOW_UP_REACH_SEM,
            },
          ),
        ]);
      });
    });
  }
  for (const spec of models) {
    for (const stored of retest.STORED_LEVELS.filter((level) => level > 0)) {
      part(`adaptive ${spec.name} ${stored}`, () => {
        const model = retest.withPoolItems(modelOf(spec), pools);
        const stats = retest.sampleStatistics(model, stored, 21);
        const run = (options?: Parameters<typeof retest.simulateAdaptiveRetest>[5]) =>
          retest.simulateAdaptiveRetest(model, pools, stats, ADAPTIVE_RESPONDENTS, 22, options);
        const result: Record<string, unknown> = { before: run({ cap: 0, earlyStop: null }), after: run() };
        if (spec.reliability === 0.8 && stored >= 500) {
          result.old = run(OLD_RULE);
          result.turns = run({ order: 'turns' });
        }
        if (spec.reliability < 0.8 && stored === 2000) {
          const { flipChance: _flipChance, ...rawWidthOnly } = engine.EARLY_STOP!;
          result.raw = run({ earlyStop: rawWidthOnly });
        }
        return result;
      });
    }
  }
  part('recovery', () => retest.clearTypeRecovery(items, 1000));
}

if (values.only !== 'retest') {
  const selectionModels =
    counts.retestModels >= retest.MODEL_SPECS.length
      ? retest.MODEL_SPECS
      : retest.MODEL_SPECS.filter((spec) => retest.FAST_MODELS.includes(spec.name));
  for (const spec of selectionModels) {
    const answers = part(`selection-simulate ${spec.name}`, () => {
      const model = retest.withPoolItems(retest.calibrateModel(spec, items), pools);
      const stats = retest.sampleStatistics(model, 2000, 5);
      const random = retest.mulberry32(99);
      const all = [...items, ...engine.DICHOTOMIES.flatMap(({ key }) => pools[key])];
      const full: Record<string, number>[] = [];
      const adaptive: Record<string, number>[] = [];
      for (const person of retest.drawPeople(model, RESPONDENTS, random)) {
        const answered = retest.answerItems(model, person, all, random);
        full.push(Object.fromEntries(items.map((item) => [item.id, answered[item.id]!])));
        adaptive.push(
          engine.adaptivePath(items, pools, answered, { precisionOf: (key, k) => engine.precisionForLength(k, 18, stats[key]) }).answers,
        );
      }
      return { full, adaptive };
    });
    part(`selection-analyse ${spec.name}`, () => {
      const scale = items.filter((item) => item.key === 'EI');
      return {
        truth: engine.analyseFreeTest(items, answers.full),
        rebuilt: engine.analyseFreeTest(items, answers.adaptive),
        naive: engine.analyseScale(scale, answers.adaptive),
      };
    });
  }
}

const json = JSON.stringify(figures, (_key, value: unknown) => (value instanceof Uint8Array ? Array.from(value) : value));
if (values.json) writeFileSync(values.json, json);
const total = Object.values(cpu).reduce((sum, value) => sum + value, 0);
console.log(`depth ${depth} × ${scale}: sha256 ${createHash('sha256').update(json).digest('hex')} (${json.length} chars)`);
console.log(
  `cpu ms: ${Object.entries(cpu)
    .map(([name, ms]) => `${name} ${Math.round(ms)}`)
    .join(', ')}; total ${Math.round(total)}`,
);
