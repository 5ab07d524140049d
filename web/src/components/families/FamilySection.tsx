import { TypeCard } from '@/components/type-card/TypeCard';
import type { FamilyWithTypes } from '@/content/types';
import styles from './FamilySection.module.css';

/** CSS class carrying a family's theme colour tokens (`.family-red`, …); blue when unknown. */
export function familyClass(colour: string | null | undefined): string {
  return `family-${colour && ['red', 'mint', 'blue', 'orange'].includes(colour) ? colour : 'blue'}`;
}

/**
 * One family: heading, description and its types as cards, in the family colour (SPEC §3 table).
 * @param headingLevel 2 on the types index, 3 where the section sits under another h2
 */
export function FamilySection({
  family,
  headingLevel = 2,
  showSummary = false,
}: {
  family: FamilyWithTypes;
  headingLevel?: 2 | 3;
  showSummary?: boolean;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const id = `family-${family.slug ?? family._id}`;
  return (
    <section className={`${styles.family} ${familyClass(family.colour)}`} aria-labelledby={id}>
      <div className={styles.head}>
        <span className={styles.swatch} aria-hidden="true" />
        <div>
          <Heading id={id} className={styles.title}>
            {family.title}
          </Heading>
          {family.description ? <p className={styles.description}>{family.description}</p> : null}
        </div>
      </div>
      <ul className={styles.types}>
        {family.types.map((type) => (
          <li key={type._id}>
            <TypeCard type={type} showSummary={showSummary} headingLevel={headingLevel === 2 ? 3 : 3} />
          </li>
        ))}
      </ul>
    </section>
  );
}
