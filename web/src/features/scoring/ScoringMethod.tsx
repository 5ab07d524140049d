import Link from 'next/link';
import { Breadcrumbs } from '@/components/breadcrumbs/Breadcrumbs';
import { getT } from '@/i18n';
import { formatDate } from '@/lib/dates';
import type { PsychometricsRecord, PsychometricsSummary } from '@/lib/psychometrics-record';
import type { RetestBenchmark } from '@/lib/retest-benchmark';
import { ROUTES } from '@/lib/routes';
import {
  BAND_WIDTH_SEM,
  LIKERT_SCORE_MAP,
  LIKERT_MAX_ITEM_SCORE,
  RELIABLE_CHANGE_Z,
  retakeCoverage,
  WEAK_ITEM_TOTAL_CORRELATION,
  type DichotomyKey,
} from '@typeatlas/schemas/engine';
import {
  benchmarkModelRows,
  benchmarkRunRows,
  benchmarkSummary,
  calibrationRows,
  itemStatisticsRows,
  REGIME_CONSTANTS,
  regimeNote,
} from './method-data';
import { scalePrecisionRows } from '@/features/results';
import { DataTable } from './DataTable';
import styles from './ScoringMethod.module.css';

/** The share at which a letter flips (scoreFreeTest: above it the first pole, at or below it the second), in percent. */
const CUT = 50;

/** Numbers of the page: house style `en-GB`. */
const PERCENT = new Intl.NumberFormat('en-GB', { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });
const WHOLE_PERCENT = new Intl.NumberFormat('en-GB', { style: 'percent', maximumFractionDigits: 0 });
const COUNT = new Intl.NumberFormat('en-GB');
const LIST = new Intl.ListFormat('en-GB', { type: 'conjunction' });

/** Props of {@link ScoringMethod} (web/src/features/scoring/method-page.ts loads them). */
export interface ScoringMethodProps {
  /** The free test's items (scale key and reverse key). */
  items: readonly { key: DichotomyKey; reverse: boolean }[];
  /** The psychometrics document the job wrote, null when it has not run. */
  record: PsychometricsRecord | null;
  /** Its summary (what the scoring reads). */
  summary: PsychometricsSummary;
  /** The committed retest benchmark (./retest-benchmark.json). */
  benchmark: RetestBenchmark;
  /** K: the job runs after every this many new saved results (server/psychometrics-runs.ts). */
  runEvery: number;
}

/**
 * The method page `/theory/how-scoring-works` (issues 12 and 24 §4): the free test's scales, the
 * SPEC §9 scoring map, the bands in plain words, the current α, N, SD and SEM per scale with the SEM
 * regime each is in and when the psychometrics job last ran, the item analysis, and the retest
 * benchmark's models, results and calibration — every figure from data (method-data.ts) or the
 * constants of score-bands.ts, none from the translation file. Server Component: no client
 * JavaScript. Texts: quiz.json `method`, pole names quiz.json `poles`.
 */
export function ScoringMethod({ items, record, summary, benchmark, runEvery }: ScoringMethodProps) {
  const t = getT('quiz');
  const rows = scalePrecisionRows(items, summary);
  const width = String(BAND_WIDTH_SEM);
  const fixedOrNa = (value: number | null, digits: number) => (value === null ? t('method.notAvailable') : value.toFixed(digits));
  const itemRows = itemStatisticsRows(record);
  const computed = formatDate(record?.computedAt ?? summary.computedAt);
  const pole = (letter: string) => `${t(`poles.${letter as 'E'}`)} (${letter})`;
  const answers = [
    { value: 2, label: t('likert.stronglyAgree') },
    { value: 1, label: t('likert.agree') },
    { value: 0, label: t('likert.neutral') },
    { value: -1, label: t('likert.disagree') },
    { value: -2, label: t('likert.stronglyDisagree') },
  ] as const;
  const fixed = (value: number, digits: number) => value.toFixed(digits);
  return (
    <div className={`container ${styles.page}`}>
      <Breadcrumbs
        crumbs={[
          { name: getT('library')('theory.section'), path: ROUTES.theory },
          { name: t('method.title'), path: ROUTES.scoringMethod },
        ]}
      />
      <article className={styles.article}>
        <h1>{t('method.title')}</h1>
        <p className={styles.lead}>{t('method.intro')}</p>

        <section className={styles.section} aria-labelledby="method-scales">
          <h2 id="method-scales">{t('method.scalesTitle')}</h2>
          <p>{t('method.scalesText')}</p>
          <DataTable
            label={t('method.tableLabel', { title: t('method.scalesTitle') })}
            labelledBy="method-scales"
            columns={[t('method.scaleColumn'), t('method.itemsColumn'), t('method.reverseColumn')]}
            rows={rows}
            rowKey={(row) => row.key}
            cells={(row) => (
              <>
                <th scope="row">
                  {pole(row.first)} – {pole(row.second)}
                </th>
                <td className={styles.number}>{row.items}</td>
                <td className={styles.number}>{row.reverse}</td>
              </>
            )}
          />
        </section>

        <section className={styles.section} aria-labelledby="method-map">
          <h2 id="method-map">{t('method.mapTitle')}</h2>
          <p>{t('method.mapText', { cut: CUT })}</p>
          <DataTable
            label={t('method.tableLabel', { title: t('method.mapTitle') })}
            labelledBy="method-map"
            columns={[t('method.answerColumn'), t('method.pointsColumn'), t('method.reversedColumn')]}
            rows={answers}
            rowKey={(answer) => answer.value}
            cells={(answer) => (
              <>
                <th scope="row">{answer.label}</th>
                <td className={styles.number}>{LIKERT_SCORE_MAP[answer.value]}</td>
                <td className={styles.number}>{LIKERT_MAX_ITEM_SCORE - LIKERT_SCORE_MAP[answer.value]}</td>
              </>
            )}
          />
        </section>

        <section className={styles.section} aria-labelledby="method-bands">
          <h2 id="method-bands">{t('method.bandsTitle')}</h2>
          <p>{t('method.bandsText', { semFormula: 'SD × √(1 − α)' })}</p>
          <p>{t('method.bandsRule', { width, coverage: Math.round(retakeCoverage() * 100), cut: CUT })}</p>
          <p>{t('method.bandsWhy', { width })}</p>
        </section>

        <section className={styles.section} aria-labelledby="method-stats">
          <h2 id="method-stats">{t('method.statsTitle')}</h2>
          <p>{t('method.statsText', REGIME_CONSTANTS)}</p>
          <DataTable
            label={t('method.tableLabel', { title: t('method.statsTitle') })}
            labelledBy="method-stats"
            columns={[
              t('method.scaleColumn'),
              t('method.nColumn'),
              t('method.alphaColumn'),
              t('method.sdColumn'),
              t('method.semColumn'),
              t('method.bandColumn'),
              t('method.sourceColumn'),
            ]}
            rows={rows}
            rowKey={(row) => row.key}
            testId="scale-precision"
            cells={(row) => (
              <>
                <th scope="row">
                  {row.first}/{row.second}
                </th>
                <td className={styles.number}>{COUNT.format(summary.scales[row.key]?.n ?? 0)}</td>
                <td className={styles.number}>{fixed(row.precision.reliability, 2)}</td>
                <td className={styles.number}>{fixed(row.precision.sd, 1)}</td>
                <td className={styles.number}>{fixed(row.precision.sem, 1)}</td>
                <td className={styles.number}>±{fixed(BAND_WIDTH_SEM * row.precision.sem, 1)}</td>
                <td>
                  {row.precision.source === 'estimate'
                    ? t('method.sourceEstimate')
                    : row.precision.source === 'interval'
                      ? t('method.sourceInterval')
                      : t('method.sourcePrior')}
                </td>
              </>
            )}
          />
          <p className={styles.note} data-testid="psychometrics-run">
            {computed && record
              ? t('method.computedAt', {
                  date: computed,
                  results: COUNT.format(record.results),
                  respondents: COUNT.format(record.respondents),
                })
              : t('method.notComputed')}{' '}
            {t('method.jobText', { every: runEvery })}
          </p>
          <h3>{t('method.regimeTitle')}</h3>
          <ul data-testid="scale-regimes">
            {rows.map((row) => {
              const note = regimeNote(summary.scales[row.key]?.n ?? 0, row.precision);
              const values = {
                ...REGIME_CONSTANTS,
                scale: `${row.first}/${row.second}`,
                n: COUNT.format(note.n),
                items: row.items,
                needed: COUNT.format(note.needed ?? 0),
              };
              const key =
                note.source === 'estimate'
                  ? 'method.regimeEstimate'
                  : note.source === 'interval'
                    ? 'method.regimeInterval'
                    : note.unusable
                      ? 'method.regimePriorUnusable'
                      : 'method.regimePrior';
              return (
                <li key={row.key} data-regime={note.source}>
                  {t(key, values)}
                </li>
              );
            })}
          </ul>
        </section>

        <section className={styles.section} aria-labelledby="method-items">
          <h2 id="method-items">{t('method.itemsTitle')}</h2>
          <p>{t('method.itemsText', { weak: WEAK_ITEM_TOTAL_CORRELATION.toFixed(2) })}</p>
          {itemRows.length === 0 ? (
            <p className={styles.note}>{t('method.itemsNone')}</p>
          ) : (
            <DataTable
              label={t('method.tableLabel', { title: t('method.itemsTitle') })}
              labelledBy="method-items"
              columns={[
                t('method.scaleColumn'),
                t('method.statementColumn'),
                t('method.itemTotalColumn'),
                t('method.alphaIfDeletedColumn'),
                t('method.flagColumn'),
              ]}
              rows={itemRows}
              rowKey={(item) => `${item.key}-${item.id}`}
              testId="item-statistics"
              cells={(item) => (
                <>
                  <td>{item.key}</td>
                  <th scope="row">{item.id}</th>
                  <td className={styles.number}>{fixedOrNa(item.itemTotal, 2)}</td>
                  <td className={styles.number}>{fixedOrNa(item.alphaIfDeleted, 3)}</td>
                  <td>{item.weak ? t('method.flagWeak') : ''}</td>
                </>
              )}
            />
          )}
        </section>

        <BenchmarkSection benchmark={benchmark} />

        <section className={styles.section} aria-labelledby="method-second">
          <h2 id="method-second">{t('method.secondTitle')}</h2>
          <p>{t('method.secondText', { cut: CUT })}</p>
        </section>

        <section className={styles.section} aria-labelledby="method-retake">
          <h2 id="method-retake">{t('method.retakeTitle')}</h2>
          <p>{t('method.retakeText', { difference: '√2 × SEM', z: RELIABLE_CHANGE_Z })}</p>
        </section>

        <section className={styles.section} aria-labelledby="method-limits">
          <h2 id="method-limits">{t('method.limitsTitle')}</h2>
          <p>{t('method.canText')}</p>
          <p>{t('method.cannotText')}</p>
          <p>
            <Link href={ROUTES.freeTest} className="button">
              {t('method.takeTest')}
            </Link>
          </p>
        </section>
      </article>
    </div>
  );
}

/**
 * The retest benchmark section of the method page: what was simulated, the targets, and the
 * models, runs and calibration tables (all figures from method-data.ts over `benchmark`).
 */
function BenchmarkSection({ benchmark }: { benchmark: RetestBenchmark }) {
  const t = getT('quiz');
  const percent = (share: number) => PERCENT.format(share);
  const models = benchmarkModelRows(benchmark);
  const runs = benchmarkRunRows(benchmark);
  const calibration = calibrationRows(benchmark);
  const headline = benchmarkSummary(benchmark);
  const regimeName = {
    prior: t('method.regimeNamePrior'),
    interval: t('method.regimeNameInterval'),
    estimate: t('method.regimeNameEstimate'),
  } as const;
  const shapeName = { normal: t('method.shapeNormal'), skewed: t('method.shapeSkewed'), bimodal: t('method.shapeBimodal') } as const;
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
        rowKey={(model) => model.name}
        testId="bench-models"
        cells={(model) => (
          <>
            <th scope="row">{model.name}</th>
            <td>{shapeName[model.shape]}</td>
            <td>{model.unequal ? t('method.discriminationUnequal') : t('method.discriminationEqual')}</td>
            <td className={styles.number}>
              {model.reliability.toFixed(2)} / {model.measuredAlpha.toFixed(2)}
            </td>
            <td className={styles.number}>
              {model.itemSd.toFixed(1)} / {model.measuredItemSd.toFixed(2)}
            </td>
          </>
        )}
      />

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
          t('method.agreementColumn'),
          t('method.targetsColumn'),
        ]}
        rows={runs}
        rowKey={(run) => `${run.model}-${run.stored}`}
        testId="bench-runs"
        cells={(run) => (
          <>
            <th scope="row">{run.model}</th>
            <td className={styles.number}>{COUNT.format(run.stored)}</td>
            <td>{regimeName[run.source]}</td>
            <td className={styles.number}>{percent(run.settledShare)}</td>
            <td className={styles.number}>{percent(run.flipRate)}</td>
            <td className={styles.number}>
              {percent(run.coverage)} ({run.claimAtLeast ? t('method.atLeast', { value: percent(run.claim) }) : percent(run.claim)})
            </td>
            <td className={styles.number}>{percent(run.fourSettled)}</td>
            <td className={styles.number}>{percent(run.typeAgreement)}</td>
            <td>{run.meetsTargets ? t('method.targetsMet') : t('method.targetsMissed')}</td>
          </>
        )}
      />

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
        rowKey={(bin) => `${bin.model}-${bin.from}`}
        testId="bench-calibration"
        cells={(bin) => (
          <>
            <th scope="row">{bin.model}</th>
            <td className={styles.number}>
              {WHOLE_PERCENT.format(bin.from)}–{WHOLE_PERCENT.format(bin.to)}
            </td>
            <td className={styles.number}>{COUNT.format(bin.letters)}</td>
            <td className={styles.number}>{percent(bin.shown)}</td>
            <td className={styles.number}>{percent(bin.observed)}</td>
          </>
        )}
      />
    </section>
  );
}
