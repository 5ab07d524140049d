import Link from 'next/link';
import { Breadcrumbs } from '@/components/breadcrumbs/Breadcrumbs';
import { getT } from '@/i18n';
import type { PsychometricsSummary } from '@/lib/psychometrics-record';
import { ROUTES } from '@/lib/routes';
import { BAND_WIDTH_SEM, LIKERT_SCORE_MAP, LIKERT_MAX_ITEM_SCORE, MIN_RESPONSES_FOR_ESTIMATE, MIN_RESPONSES_FOR_INTERVAL, retakeCoverage, type DichotomyKey } from '@typeatlas/schemas/engine';
import { scalePrecisionRows } from './scale-precision';
import styles from './ScoringMethod.module.css';

/**
 * The method page `/theory/how-scoring-works` (issue 12): the free test's scales, the SPEC §9
 * scoring map, the bands in plain words, the current α, N, SD and SEM per scale (from the
 * psychometrics document, or the documented prior), and what a type can and cannot tell you.
 * Server Component: no client JavaScript. Texts: quiz.json `method`, pole names quiz.json `poles`.
 * @param props.items the free test's items (scale key and reverse key)
 * @param props.summary the psychometrics summary read at render (server, cached)
 */
export function ScoringMethod({ items, summary }: { items: readonly { key: DichotomyKey; reverse: boolean }[]; summary: PsychometricsSummary }) {
  const t = getT('quiz');
  const rows = scalePrecisionRows(items, summary);
  const width = String(BAND_WIDTH_SEM);
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
      <Breadcrumbs crumbs={[{ name: getT('library')('theory.section'), path: ROUTES.theory }, { name: t('method.title'), path: ROUTES.scoringMethod }]} />
      <article className={styles.article}>
        <h1>{t('method.title')}</h1>
        <p className={styles.lead}>{t('method.intro')}</p>

        <section className={styles.section} aria-labelledby="method-scales">
          <h2 id="method-scales">{t('method.scalesTitle')}</h2>
          <p>{t('method.scalesText')}</p>
          <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={t('method.tableLabel', { title: t('method.scalesTitle') })}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t('method.scaleColumn')}</th>
                  <th scope="col">{t('method.itemsColumn')}</th>
                  <th scope="col">{t('method.reverseColumn')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.key}>
                    <th scope="row">
                      {pole(row.first)} – {pole(row.second)}
                    </th>
                    <td className={styles.number}>{row.items}</td>
                    <td className={styles.number}>{row.reverse}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>

        <section className={styles.section} aria-labelledby="method-map">
          <h2 id="method-map">{t('method.mapTitle')}</h2>
          <p>{t('method.mapText')}</p>
          <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={t('method.tableLabel', { title: t('method.mapTitle') })}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t('method.answerColumn')}</th>
                  <th scope="col">{t('method.pointsColumn')}</th>
                  <th scope="col">{t('method.reversedColumn')}</th>
                </tr>
              </thead>
              <tbody>
                {answers.map((answer) => (
                  <tr key={answer.value}>
                    <th scope="row">{answer.label}</th>
                    <td className={styles.number}>{LIKERT_SCORE_MAP[answer.value]}</td>
                    <td className={styles.number}>{LIKERT_MAX_ITEM_SCORE - LIKERT_SCORE_MAP[answer.value]}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>

        <section className={styles.section} aria-labelledby="method-bands">
          <h2 id="method-bands">{t('method.bandsTitle')}</h2>
          <p>{t('method.bandsText')}</p>
          <p>{t('method.bandsRule', { width, coverage: Math.round(retakeCoverage() * 100) })}</p>
          <p>{t('method.bandsWhy', { width })}</p>
        </section>

        <section className={styles.section} aria-labelledby="method-stats">
          <h2 id="method-stats">{t('method.statsTitle')}</h2>
          <p>{t('method.statsText', { min: MIN_RESPONSES_FOR_ESTIMATE, interval: MIN_RESPONSES_FOR_INTERVAL })}</p>
          <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={t('method.tableLabel', { title: t('method.statsTitle') })}>
            <table className={styles.table} data-testid="scale-precision">
              <thead>
                <tr>
                  <th scope="col">{t('method.scaleColumn')}</th>
                  <th scope="col">{t('method.nColumn')}</th>
                  <th scope="col">{t('method.alphaColumn')}</th>
                  <th scope="col">{t('method.sdColumn')}</th>
                  <th scope="col">{t('method.semColumn')}</th>
                  <th scope="col">{t('method.bandColumn')}</th>
                  <th scope="col">{t('method.sourceColumn')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.key}>
                    <th scope="row">
                      {row.first}/{row.second}
                    </th>
                    <td className={styles.number}>{summary.scales[row.key]?.n ?? 0}</td>
                    <td className={styles.number}>{fixed(row.precision.reliability, 2)}</td>
                    <td className={styles.number}>{fixed(row.precision.sd, 1)}</td>
                    <td className={styles.number}>{fixed(row.precision.sem, 1)}</td>
                    <td className={styles.number}>±{fixed(BAND_WIDTH_SEM * row.precision.sem, 1)}</td>
                    <td>{row.precision.source === 'estimate' ? t('method.sourceEstimate') : row.precision.source === 'interval' ? t('method.sourceInterval') : t('method.sourcePrior')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className={styles.note}>
            {summary.computedAt
              ? t('method.computedAt', { date: new Date(summary.computedAt).toLocaleDateString('en-GB', { dateStyle: 'long' }) })
              : t('method.notComputed')}
          </p>
        </section>

        <section className={styles.section} aria-labelledby="method-second">
          <h2 id="method-second">{t('method.secondTitle')}</h2>
          <p>{t('method.secondText')}</p>
        </section>

        <section className={styles.section} aria-labelledby="method-retake">
          <h2 id="method-retake">{t('method.retakeTitle')}</h2>
          <p>{t('method.retakeText')}</p>
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
