/**
 * The retest benchmark section of the method page (ScoringMethod.tsx): what was simulated, the
 * targets, and the models, runs, calibration and adaptive (fixed → adaptive) tables — all figures from method-data.ts over the
 * committed benchmark (./retest-benchmark.json). Server Components; texts from quiz.json `method`.
 */
import { getT } from '@/i18n';
import { formatDate } from '@/lib/dates';
import type { RetestBenchmark } from '@/lib/retest-benchmark';
import { DataTable, numberCell, rowHeaderCell } from './DataTable';
import {
  adaptiveRunRows,
  benchmarkModelRows,
  benchmarkRunRows,
  benchmarkSummary,
  calibrationRows,
  judgedReliabilities,
  type AdaptiveSide,
} from './method-data';
import { COUNT, LIST, PERCENT, SIGNED_POINTS, WHOLE_PERCENT } from './method-format';
import styles from './ScoringMethod.module.css';

const percent = (share: number) => PERCENT.format(share);

/** The section: the simulation in words, the targets and whether all were met, then the three tables. */
export function BenchmarkSection({ benchmark }: { benchmark: RetestBenchmark }) {
  const t = getT('quiz');
  const headline = benchmarkSummary(benchmark);
  return (
    <section className={styles.section} aria-labelledby="method-bench">
      <h2 id="method-bench">{t('method.benchTitle')}</h2>
      <p>
        {t('method.benchText', {
          people: COUNT.format(benchmark.people),
          levels: LIST.format(headline.storedLevels.map((level) => COUNT.format(level))),
          seed: benchmark.seed,
          date: formatDate(benchmark.generatedAt) ?? benchmark.generatedAt,
        })}
      </p>
      <p>
        {t('method.benchTargets', {
          flip: Math.round(benchmark.targets.settledFlip * 100),
          coverage: Math.round(benchmark.targets.coverage * 100),
          calibration: Math.round(benchmark.targets.calibration * 100),
        })}{' '}
        {headline.allTargetsMet ? t('method.benchAllMet') : t('method.benchSomeMissed')}
      </p>
      <BenchmarkModels benchmark={benchmark} />
      <BenchmarkRuns benchmark={benchmark} />
      <BenchmarkCalibration benchmark={benchmark} />
      <BenchmarkAdaptive benchmark={benchmark} />
    </section>
  );
}

/** The response models: trait shape, discrimination, α and item SD as set and as measured. */
function BenchmarkModels({ benchmark }: { benchmark: RetestBenchmark }) {
  const t = getT('quiz');
  const models = benchmarkModelRows(benchmark);
  const shapeName = { normal: t('method.shapeNormal'), skewed: t('method.shapeSkewed'), bimodal: t('method.shapeBimodal') } as const;
  return (
    <>
      <h3 id="method-models">{t('method.modelsTitle')}</h3>
      <DataTable
        label={t('method.tableLabel', { title: t('method.modelsTitle') })}
        labelledBy="method-models"
        columns={[
          t('method.modelColumn'),
          t('method.shapeColumn'),
          t('method.discriminationColumn'),
          t('method.modelAlphaColumn'),
          t('method.modelItemSdColumn'),
        ]}
        rows={models}
        testId="bench-models"
        cells={(model) => [
          rowHeaderCell(model.name),
          shapeName[model.shape],
          model.unequal ? t('method.discriminationUnequal') : t('method.discriminationEqual'),
          numberCell(`${model.reliability.toFixed(2)} / ${model.measuredAlpha.toFixed(2)}`),
          numberCell(`${model.itemSd.toFixed(1)} / ${model.measuredItemSd.toFixed(2)}`),
        ]}
      />
    </>
  );
}

/** One row per model and stored-results level: regime, settled share, flips, coverage, agreement, targets. */
function BenchmarkRuns({ benchmark }: { benchmark: RetestBenchmark }) {
  const t = getT('quiz');
  const runs = benchmarkRunRows(benchmark);
  const regimeName = {
    prior: t('method.regimeNamePrior'),
    interval: t('method.regimeNameInterval'),
    estimate: t('method.regimeNameEstimate'),
  } as const;
  return (
    <>
      <h3 id="method-runs">{t('method.runsTitle')}</h3>
      <DataTable
        label={t('method.tableLabel', { title: t('method.runsTitle') })}
        labelledBy="method-runs"
        columns={[
          t('method.modelColumn'),
          t('method.storedColumn'),
          t('method.regimeColumn'),
          t('method.settledColumn'),
          t('method.flipColumn'),
          t('method.coverageColumn'),
          t('method.fourSettledColumn'),
          t('method.fourSettledGainColumn', { level: WHOLE_PERCENT.format(GAIN_INTERVAL_LEVEL) }),
          t('method.agreementColumn'),
          t('method.agreementGainColumn', { level: WHOLE_PERCENT.format(GAIN_INTERVAL_LEVEL) }),
          t('method.targetsColumn'),
        ]}
        rows={runs}
        testId="bench-runs"
        cells={(run) => [
          rowHeaderCell(run.model),
          numberCell(COUNT.format(run.stored)),
          regimeName[run.source],
          numberCell(percent(run.settledShare)),
          numberCell(percent(run.flipRate)),
          numberCell(
            `${percent(run.coverage)} (${run.claimAtLeast ? t('method.atLeast', { value: percent(run.claim) }) : percent(run.claim)})`,
          ),
          numberCell(percent(run.fourSettled)),
          numberCell(percent(run.typeAgreement)),
          run.meetsTargets ? t('method.targetsMet') : t('method.targetsMissed'),
        ]}
      />
    </>
  );
}

/** The calibration of the retake odds: shown vs observed per 10-point bin. */
function BenchmarkCalibration({ benchmark }: { benchmark: RetestBenchmark }) {
  const t = getT('quiz');
  const calibration = calibrationRows(benchmark);
  return (
    <>
      <h3 id="method-calibration">{t('method.calibrationTitle')}</h3>
      <p>{t('method.calibrationText', { min: COUNT.format(benchmark.minBinLetters) })}</p>
      <DataTable
        label={t('method.tableLabel', { title: t('method.calibrationTitle') })}
        labelledBy="method-calibration"
        columns={[
          t('method.modelColumn'),
          t('method.oddsColumn'),
          t('method.lettersColumn'),
          t('method.shownColumn'),
          t('method.observedColumn'),
        ]}
        rows={calibration}
        testId="bench-calibration"
        cells={(bin) => [
          rowHeaderCell(bin.model),
          numberCell(`${WHOLE_PERCENT.format(bin.from)}–${WHOLE_PERCENT.format(bin.to)}`),
          numberCell(COUNT.format(bin.letters)),
          numberCell(percent(bin.shown)),
          numberCell(percent(bin.observed)),
        ]}
      />
    </>
  );
}

/** The confidence level of the file's paired intervals (`gains`: scripts/bench/retest.ts pairedDifference, ±1.96 SE). */
const GAIN_INTERVAL_LEVEL = 0.95;

/** The adaptive test against the fixed one (issue 24 §3): the rule in words, then one row per model and stored-results level. */
function BenchmarkAdaptive({ benchmark }: { benchmark: RetestBenchmark }) {
  const t = getT('quiz');
  const rows = adaptiveRunRows(benchmark);
  const rule = benchmark.adaptiveRule;
  const judged = judgedReliabilities(benchmark);
  const regimeName = {
    prior: t('method.regimeNamePrior'),
    interval: t('method.regimeNameInterval'),
    estimate: t('method.regimeNameEstimate'),
  } as const;
  const both = (fixed: string, adaptive: string) => t('method.fixedToAdaptive', { fixed, adaptive });
  // a paired difference in points with its 95 % interval
  const gain = (d: { difference: number; low: number; high: number }) =>
    t('method.gainInterval', {
      gain: SIGNED_POINTS.format(d.difference * 100),
      low: SIGNED_POINTS.format(d.low * 100),
      high: SIGNED_POINTS.format(d.high * 100),
    });
  const statements = (side: AdaptiveSide) => `${COUNT.format(side.median)} / ${COUNT.format(side.p90)}`;
  const coverage = (side: AdaptiveSide) =>
    `${percent(side.coverage)} (${side.claimAtLeast ? t('method.atLeast', { value: percent(side.claim) }) : percent(side.claim)})`;
  const bin = (side: AdaptiveSide) =>
    side.worstBin
      ? `${SIGNED_POINTS.format(side.worstBin.off)} (${WHOLE_PERCENT.format(side.worstBin.from)}–${WHOLE_PERCENT.format(side.worstBin.to)})`
      : t('method.noJudgedBin');
  return (
    <>
      <h3 id="method-adaptive">{t('method.adaptiveTitle')}</h3>
      <p>
        {t('method.adaptiveText', {
          fixed: COUNT.format(Object.values(benchmark.itemsPerScale).reduce((sum, count) => sum + count, 0)),
          interval: COUNT.format(benchmark.regimes.interval),
          cap: rule.cap,
        })}{' '}
        {rule.earlyStop
          ? t('method.adaptiveEarly', {
              minItems: rule.earlyStop.minItems,
              width: rule.earlyStop.widthSem,
              flip: rule.earlyStop.flipChance === undefined ? '' : PERCENT.format(rule.earlyStop.flipChance),
            })
          : t('method.adaptiveNoEarly')}{' '}
        {rule.budget === null
          ? ''
          : t(rule.budget === 0 ? 'method.adaptiveBudget' : 'method.adaptiveBudgetExtra', {
              extra: rule.budget,
            })}{' '}
        {t(rule.order === 'gain' ? 'method.adaptiveOrderGain' : 'method.adaptiveOrderTurns')}{' '}
        {rule.underPrior ? '' : t('method.adaptivePriorFixed', { interval: COUNT.format(benchmark.regimes.interval) })}
      </p>
      {judged.length > 0 && (
        <p>
          {t('method.adaptiveTargets', {
            reliability: LIST.format(judged.map((value) => value.toFixed(2))),
            median: COUNT.format(rule.medianTarget),
            flip: Math.round(benchmark.targets.settledFlip * 100),
          })}
        </p>
      )}
      <DataTable
        label={t('method.tableLabel', { title: t('method.adaptiveTitle') })}
        labelledBy="method-adaptive"
        columns={[
          t('method.modelColumn'),
          t('method.storedColumn'),
          t('method.regimeColumn'),
          t('method.statementsColumn'),
          t('method.flipColumn'),
          t('method.coverageColumn'),
          t('method.worstBinColumn'),
          t('method.fourSettledColumn'),
          t('method.agreementColumn'),
          t('method.targetsColumn'),
        ]}
        rows={rows}
        testId="bench-adaptive"
        cells={(row) => [
          rowHeaderCell(row.model),
          numberCell(COUNT.format(row.stored)),
          regimeName[row.source],
          numberCell(both(statements(row.fixed), statements(row.adaptive))),
          numberCell(both(percent(row.fixed.flipRate), percent(row.adaptive.flipRate))),
          numberCell(both(coverage(row.fixed), coverage(row.adaptive))),
          numberCell(both(bin(row.fixed), bin(row.adaptive))),
          numberCell(both(percent(row.fixed.fourSettled), percent(row.adaptive.fourSettled))),
          numberCell(gain(row.gains.fourSettled)),
          numberCell(both(percent(row.fixed.typeAgreement), percent(row.adaptive.typeAgreement))),
          numberCell(gain(row.gains.typeAgreement)),
          row.judged ? (row.meetsTargets ? t('method.targetsMet') : t('method.targetsMissed')) : t('method.targetsNotJudged'),
        ]}
      />
    </>
  );
}
