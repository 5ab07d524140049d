import { getT } from '@/i18n';
import { PREFERENCE_PAIRS, pairGlance } from './pairs';
import styles from './CompatibilityView.module.css';

/**
 * "In short": the opening summary of a pair page — how many of the four preferences the two types
 * share, one plain sentence per shared preference and one per difference. Written from the two
 * codes (features/compatibility/pairs.ts `pairGlance`) with the sentences of library.json
 * `compatibility.page.glance`, so every one of the 136 pairs opens the same way. A named region
 * (`aria-labelledby` its heading); server-rendered, no client JavaScript.
 * @param codeA,codeB the two four-letter codes (upper case for display)
 */
export function PairGlance({ codeA, codeB }: { codeA: string; codeB: string }) {
  const glance = pairGlance(codeA, codeB);
  if (!glance) return null;
  const t = getT('library');
  const mirror = codeA.toLowerCase() === codeB.toLowerCase();
  return (
    <section className={styles.glance} aria-labelledby="compatibility-glance-title" data-pair-glance="">
      <h2 id="compatibility-glance-title" className={styles.glanceTitle}>
        {t('compatibility.page.glance.title')}
      </h2>
      <p className={styles.glanceLead}>
        {mirror
          ? t('compatibility.page.glance.mirror', { a: codeA })
          : t('compatibility.page.glance.count', { a: codeA, b: codeB, count: glance.shared.length })}
      </p>
      <div className={styles.glanceColumns}>
        <div>
          <h3 className={styles.glanceHeading}>{t('compatibility.page.glance.sharedHeading')}</h3>
          {glance.shared.length ? (
            <ul>
              {glance.shared.map((letter) => (
                <li key={letter}>{t(`compatibility.page.glance.shared.${letter}`)}</li>
              ))}
            </ul>
          ) : (
            <p>{t('compatibility.page.glance.noneShared')}</p>
          )}
        </div>
        <div>
          <h3 className={styles.glanceHeading}>{t('compatibility.page.glance.differHeading')}</h3>
          {glance.differ.length ? (
            <ul>
              {glance.differ.map((index) => {
                const key = PREFERENCE_PAIRS[index]?.join('') as 'ei' | 'sn' | 'tf' | 'jp';
                return <li key={key}>{t(`compatibility.page.glance.differ.${key}`)}</li>;
              })}
            </ul>
          ) : (
            <p>{t('compatibility.page.glance.noneDiffer')}</p>
          )}
        </div>
      </div>
    </section>
  );
}
