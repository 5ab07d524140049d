import { FamilySection } from '@/components/families/FamilySection';
import type { FamilyWithTypes } from '@/content/types';
import { CharacterPicture } from '@/components/characters/CharacterPicture';
import { getT } from '@/i18n';
import { ROUTES } from '@/lib/routes';
import styles from './HomeView.module.css';

/** The "How it works" steps, in order (keys under `steps` in home.json). */
const STEPS = ['answer', 'preferences', 'profile'] as const;

/**
 * The home page: what TypeAtlas is, the "Take the test" call to action, how the test works, and
 * the four families with their types. Texts: home.json.
 */
export function HomeView({ families }: { families: FamilyWithTypes[] }) {
  const t = getT('home');
  return (
    <>
      <section className={styles.hero}>
        <div className={`container ${styles.heroInner}`}>
          <div className={styles.heroText}>
            <p className="eyebrow">{t('hero.eyebrow')}</p>
            <h1>{t('hero.title')}</h1>
            <p className={styles.lead}>{t('hero.lead')}</p>
            <div className={styles.ctas}>
              <a href={ROUTES.freeTest} className="button button-large">
                {t('hero.takeTest')}
              </a>
              <a href={ROUTES.personalityTypes} className="button button-secondary button-large">
                {t('hero.exploreTypes')}
              </a>
            </div>
            <p className={styles.note}>{t('hero.note')}</p>
          </div>
          <div className={styles.heroArt} aria-hidden="true">
            <CharacterPicture eager type="infj" gender="female" tone={3} size={170} className={styles.art1} />
            <CharacterPicture eager type="intp" gender="male" tone={1} size={150} className={styles.art2} />
            <CharacterPicture eager type="esfp" gender="other" tone={5} size={150} className={styles.art3} />
            <CharacterPicture eager type="estj" gender="male" tone={4} size={130} className={styles.art4} />
          </div>
        </div>
      </section>

      <section className={`container ${styles.steps}`} aria-labelledby="how-title">
        <h2 id="how-title">{t('steps.title')}</h2>
        <ol className={styles.stepList}>
          {STEPS.map((step, index) => (
            <li key={step} className="card">
              <span className={styles.stepNumber} aria-hidden="true">
                {index + 1}
              </span>
              <h3>{t(`steps.${step}.title`)}</h3>
              <p>{t(`steps.${step}.text`)}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className={`container ${styles.families}`} aria-labelledby="families-title">
        <div className={styles.familiesHead}>
          <h2 id="families-title">{t('families.title')}</h2>
          <p>{t('families.text')}</p>
        </div>
        <div className={styles.familyList}>
          {families.map((family) => (
            <FamilySection key={family._id} family={family} headingLevel={3} />
          ))}
        </div>
      </section>

      <section className={`container ${styles.closing}`}>
        <div className={`card ${styles.closingCard}`}>
          <h2>{t('closing.title')}</h2>
          <p>{t('closing.text')}</p>
          <a href={ROUTES.freeTest} className="button button-large">
            {t('closing.action')}
          </a>
        </div>
      </section>
    </>
  );
}
