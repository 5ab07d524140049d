import { Breadcrumbs } from '@/components/breadcrumbs/Breadcrumbs';
import { getT } from '@/i18n';
import type { PsychometricsRecord, PsychometricsSummary } from '@/lib/psychometrics-record';
import type { RetestBenchmark } from '@/lib/retest-benchmark';
import { ROUTES } from '@/lib/routes';
import { BAND_WIDTH_SEM, RELIABLE_CHANGE_Z, retakeCoverage, type DichotomyKey } from '@typeatlas/schemas/engine';
import { scalePrecisionRows } from '@/features/results';
import { BenchmarkSection } from './BenchmarkSection';
import { CUT } from './method-format';
import { ItemsSection, PrecisionSection, ScalesSection, ScoringMapSection } from './MethodSections';
import styles from './ScoringMethod.module.css';

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
 * constants of score-bands.ts, none from the translation file; the sections are MethodSections.tsx and
 * BenchmarkSection.tsx. Server Component: no client JavaScript. Texts: quiz.json `method`, pole names quiz.json `poles`.
 */
export function ScoringMethod({ items, record, summary, benchmark, runEvery }: ScoringMethodProps) {
  const t = getT('quiz');
  const rows = scalePrecisionRows(items, summary);
  const width = String(BAND_WIDTH_SEM);
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

        <ScalesSection rows={rows} />
        <ScoringMapSection />

        <section className={styles.section} aria-labelledby="method-bands">
          <h2 id="method-bands">{t('method.bandsTitle')}</h2>
          <p>{t('method.bandsText', { semFormula: 'SD × √(1 − α)' })}</p>
          <p>{t('method.bandsRule', { width, coverage: Math.round(retakeCoverage() * 100), cut: CUT })}</p>
          <p>{t('method.bandsWhy', { width })}</p>
        </section>

        <PrecisionSection rows={rows} record={record} summary={summary} runEvery={runEvery} />
        <ItemsSection record={record} />

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
            <a href={ROUTES.freeTest} className="button">
              {t('method.takeTest')}
            </a>
          </p>
        </section>
      </article>
    </div>
  );
}
