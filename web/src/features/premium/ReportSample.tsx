import { getT } from '@/i18n';
import styles from './Premium.module.css';

/** The sample reader's four preference scores (invented), first pole's share in percent. */
const SAMPLE_SCALES = [
  { first: 'I', second: 'E', percent: 71 },
  { first: 'N', second: 'S', percent: 66 },
  { first: 'F', second: 'T', percent: 63 },
  { first: 'J', second: 'P', percent: 56 },
] as const;

/**
 * Clarity of a preference from the leading pole's share (the report's wording): 65% and above
 * clear, 55–64% moderate, below that slight.
 */
function clarity(percent: number): 'clear' | 'moderate' | 'slight' {
  return percent >= 65 ? 'clear' : percent >= 55 ? 'moderate' : 'slight';
}

/**
 * A rendered excerpt of the personal report (issue 11 "a sample page of the report") for an
 * invented reader: the four preference scores with their clarity, strengths and a growth area,
 * laid out like a page of the PDF. Marked "Sample" visibly and in its caption. Server Component.
 */
export function ReportSample() {
  const t = getT('pages');
  const q = getT('quiz');
  return (
    <figure className={styles.sample} aria-labelledby="report-sample-caption">
      <div className={`card ${styles.sheet}`}>
        <span className={styles.sampleBadge}>{t('premium.sample.badge')}</span>
        <p className="eyebrow">{t('premium.sample.kicker')}</p>
        <p className={styles.sheetName}>{t('premium.sample.name')}</p>
        <p className={styles.sheetMeta}>{t('premium.sample.taken')}</p>
        <p className={styles.sheetHeading}>
          <strong>{t('premium.sample.scoresTitle')}</strong>
        </p>
        <ul className={styles.scales}>
          {SAMPLE_SCALES.map((scale) => {
            const first = q(`poles.${scale.first}`);
            const second = q(`poles.${scale.second}`);
            return (
              <li key={scale.first} className={styles.scale}>
                <span className={styles.scaleText}>
                  <span>
                    {t('premium.sample.scaleLabel', {
                      first,
                      firstPercent: `${scale.percent}%`,
                      second,
                      secondPercent: `${100 - scale.percent}%`,
                    })}
                  </span>
                  <span>{t(`premium.sample.clarity.${clarity(scale.percent)}`)}</span>
                </span>
                <span className={styles.bar} aria-hidden="true">
                  <span className={styles.barFill} style={{ width: `${scale.percent}%` }} />
                </span>
              </li>
            );
          })}
        </ul>
        <p className={styles.sheetHeading}>
          <strong>{t('premium.sample.strengthsTitle')}</strong>
        </p>
        <ul className={styles.strengths}>
          <li>{t('premium.sample.strengths.s1')}</li>
          <li>{t('premium.sample.strengths.s2')}</li>
          <li>{t('premium.sample.strengths.s3')}</li>
        </ul>
        <p className={styles.sheetHeading}>
          <strong>{t('premium.sample.growthTitle')}</strong>
        </p>
        <p>{t('premium.sample.growth')}</p>
        <p className={styles.note}>{t('premium.sample.more')}</p>
      </div>
      <figcaption id="report-sample-caption" className={styles.caption}>
        {t('premium.sample.intro')}
      </figcaption>
    </figure>
  );
}
