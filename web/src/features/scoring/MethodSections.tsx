/**
 * The data sections of the method page (ScoringMethod.tsx): the scales, the scoring map, the
 * precision per scale with its SEM regime, and the item analysis. Server Components; texts from
 * quiz.json `method`, figures from method-data.ts and the results' scale precision.
 */
import { getT } from '@/i18n';
import { formatDate } from '@/lib/dates';
import type { PsychometricsRecord, PsychometricsSummary } from '@/lib/psychometrics-record';
import { BAND_WIDTH_SEM, LIKERT_MAX_ITEM_SCORE, LIKERT_SCORE_MAP, WEAK_ITEM_TOTAL_CORRELATION } from '@typeatlas/schemas/engine';
import type { ScalePrecisionRow } from '@/features/results';
import { DataTable, numberCell, rowHeaderCell } from './DataTable';
import { itemStatisticsRows, REGIME_CONSTANTS, regimeNote } from './method-data';
import { COUNT, CUT } from './method-format';
import styles from './ScoringMethod.module.css';

/** The free test's scales: pole names, statements and reverse-keyed statements per scale. */
export function ScalesSection({ rows }: { rows: readonly ScalePrecisionRow[] }) {
  const t = getT('quiz');
  const pole = (letter: string) => `${t(`poles.${letter as 'E'}`)} (${letter})`;
  return (
    <section className={styles.section} aria-labelledby="method-scales">
      <h2 id="method-scales">{t('method.scalesTitle')}</h2>
      <p>{t('method.scalesText')}</p>
      <DataTable
        label={t('method.tableLabel', { title: t('method.scalesTitle') })}
        labelledBy="method-scales"
        columns={[t('method.scaleColumn'), t('method.itemsColumn'), t('method.reverseColumn')]}
        rows={rows}
        cells={(row) => [
          rowHeaderCell(`${pole(row.first)} – ${pole(row.second)}`),
          numberCell(String(row.items)),
          numberCell(String(row.reverse)),
        ]}
      />
    </section>
  );
}

/** SPEC §9's scoring map: the points of each answer, straight and reverse-keyed. */
export function ScoringMapSection() {
  const t = getT('quiz');
  const answers = [
    { value: 2, label: t('likert.stronglyAgree') },
    { value: 1, label: t('likert.agree') },
    { value: 0, label: t('likert.neutral') },
    { value: -1, label: t('likert.disagree') },
    { value: -2, label: t('likert.stronglyDisagree') },
  ] as const;
  return (
    <section className={styles.section} aria-labelledby="method-map">
      <h2 id="method-map">{t('method.mapTitle')}</h2>
      <p>{t('method.mapText', { cut: CUT })}</p>
      <DataTable
        label={t('method.tableLabel', { title: t('method.mapTitle') })}
        labelledBy="method-map"
        columns={[t('method.answerColumn'), t('method.pointsColumn'), t('method.reversedColumn')]}
        rows={answers}
        cells={(answer) => [
          rowHeaderCell(answer.label),
          numberCell(String(LIKERT_SCORE_MAP[answer.value])),
          numberCell(String(LIKERT_MAX_ITEM_SCORE - LIKERT_SCORE_MAP[answer.value])),
        ]}
      />
    </section>
  );
}

/**
 * The current precision per scale (N, α, SD, SEM, band, source), when the psychometrics job last
 * ran, and the SEM regime each scale is in.
 */
export function PrecisionSection({
  rows,
  record,
  summary,
  runEvery,
}: {
  rows: readonly ScalePrecisionRow[];
  record: PsychometricsRecord | null;
  summary: PsychometricsSummary;
  runEvery: number;
}) {
  const t = getT('quiz');
  const computed = formatDate(record?.computedAt ?? summary.computedAt);
  const fixed = (value: number, digits: number) => value.toFixed(digits);
  return (
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
        testId="scale-precision"
        cells={(row) => [
          rowHeaderCell(`${row.first}/${row.second}`),
          numberCell(COUNT.format(summary.scales[row.key]?.n ?? 0)),
          numberCell(fixed(row.precision.reliability, 2)),
          numberCell(fixed(row.precision.sd, 1)),
          numberCell(fixed(row.precision.sem, 1)),
          numberCell(`±${fixed(BAND_WIDTH_SEM * row.precision.sem, 1)}`),
          row.precision.source === 'estimate'
            ? t('method.sourceEstimate')
            : row.precision.source === 'interval'
              ? t('method.sourceInterval')
              : t('method.sourcePrior'),
        ]}
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
      <RegimeList rows={rows} summary={summary} />
    </section>
  );
}

/** One line per scale: the SEM regime its N puts it in and what it takes to reach the next. */
function RegimeList({ rows, summary }: { rows: readonly ScalePrecisionRow[]; summary: PsychometricsSummary }) {
  const t = getT('quiz');
  return (
    <ul data-testid="scale-regimes">
      {rows.map((row) => {
        const note = regimeNote(summary.scales[row.key]?.n ?? 0, row.precision);
        const values = {
          ...REGIME_CONSTANTS,
          scale: `${row.first}/${row.second}`,
          n: COUNT.format(note.n),
          items: row.items,
          needed: COUNT.format(note.needed ?? 0),
          oddsNeeded: COUNT.format(note.oddsNeeded ?? 0),
          distribution: COUNT.format(REGIME_CONSTANTS.distribution),
        };
        const key =
          note.source === 'estimate'
            ? note.oddsFromDistribution
              ? 'method.regimeEstimateOdds'
              : 'method.regimeEstimate'
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
  );
}

/** The item analysis: corrected item-total correlation and α if deleted per statement, weak ones flagged. */
export function ItemsSection({ record }: { record: PsychometricsRecord | null }) {
  const t = getT('quiz');
  const itemRows = itemStatisticsRows(record);
  const fixedOrNa = (value: number | null, digits: number) => (value === null ? t('method.notAvailable') : value.toFixed(digits));
  return (
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
          testId="item-statistics"
          cells={(item) => [
            item.key,
            rowHeaderCell(item.id),
            numberCell(fixedOrNa(item.itemTotal, 2)),
            numberCell(fixedOrNa(item.alphaIfDeleted, 3)),
            item.weak ? t('method.flagWeak') : '',
          ]}
        />
      )}
    </section>
  );
}
