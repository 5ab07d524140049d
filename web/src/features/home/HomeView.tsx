import Link from 'next/link';
import { FamilySection } from '@/components/families/FamilySection';
import type { FamilyWithTypes } from '@/content/types';
import { CharacterImage } from '@/features/characters/CharacterImage';
import { FREE_TEST_PATH } from '@/features/quiz/links';
import styles from './HomeView.module.css';

const STEPS = [
  { title: 'Answer 72 short statements', text: 'Rate how much each one sounds like you. It takes about ten minutes, and there are no right answers.' },
  { title: 'See your four preferences', text: 'Every letter comes with a percentage, so you can see which preferences are strong and which are nearly balanced.' },
  { title: 'Explore your profile', text: 'Read about strengths, blind spots, relationships, careers and growth, written for everyday life.' },
];

/**
 * The home page: what TypeAtlas is, the "Take the test" call to action, how the test works, and
 * the four families with their types.
 */
export function HomeView({ families }: { families: FamilyWithTypes[] }) {
  return (
    <>
      <section className={styles.hero}>
        <div className={`container ${styles.heroInner}`}>
          <div className={styles.heroText}>
            <p className="eyebrow">Free personality test</p>
            <h1>Get to know the way you think, decide and connect.</h1>
            <p className={styles.lead}>
              TypeAtlas is a free guide to the 16 personality types. Take our original test, see clear percentages for
              each preference, and explore a profile written to be useful rather than flattering.
            </p>
            <div className={styles.ctas}>
              <Link href={FREE_TEST_PATH} className="button button-large">
                Take the test
              </Link>
              <Link href="/personality-types" className="button button-secondary button-large">
                Explore the 16 types
              </Link>
            </div>
            <p className={styles.note}>No sign-up needed · about 10 minutes · results stay in your browser</p>
          </div>
          <div className={styles.heroArt} aria-hidden="true">
            <CharacterImage type="infj" gender="female" tone={3} size={170} className={styles.art1} />
            <CharacterImage type="intp" gender="male" tone={1} size={150} className={styles.art2} />
            <CharacterImage type="esfp" gender="other" tone={5} size={150} className={styles.art3} />
            <CharacterImage type="estj" gender="male" tone={4} size={130} className={styles.art4} />
          </div>
        </div>
      </section>

      <section className={`container ${styles.steps}`} aria-labelledby="how-title">
        <h2 id="how-title">How it works</h2>
        <ol className={styles.stepList}>
          {STEPS.map((step, index) => (
            <li key={step.title} className="card">
              <span className={styles.stepNumber} aria-hidden="true">
                {index + 1}
              </span>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className={`container ${styles.families}`} aria-labelledby="families-title">
        <div className={styles.familiesHead}>
          <h2 id="families-title">Four families, sixteen types</h2>
          <p>
            Each type combines four preferences. Types that share the middle two letters form a family with a common
            outlook.
          </p>
        </div>
        <div className={styles.familyList}>
          {families.map((family) => (
            <FamilySection key={family._id} family={family} headingLevel={3} />
          ))}
        </div>
      </section>

      <section className={`container ${styles.closing}`}>
        <div className={`card ${styles.closingCard}`}>
          <h2>Ready to find your type?</h2>
          <p>Your answers are scored the moment you finish, and you can retake the test whenever you like.</p>
          <Link href={FREE_TEST_PATH} className="button button-large">
            Start the free test
          </Link>
        </div>
      </section>
    </>
  );
}
