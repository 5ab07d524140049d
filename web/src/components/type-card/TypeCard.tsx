import { CharacterPicture } from '@/components/characters/CharacterPicture';
import { typeProfilePath } from '@/lib/routes';
import styles from './TypeCard.module.css';

/** The fields a type card shows. */
export interface TypeCardData {
  slug: string | null;
  code: string | null;
  title: string | null;
  shortTitle: string | null;
  summary?: string | null;
  defaultGender: string | null;
}

/**
 * A card linking to a type profile: character image (type's default gender, tone 2 — SPEC §3),
 * code, title and epithet. The family colour comes from the surrounding `.family-*` class.
 * Renders nothing for a type without slug.
 */
export function TypeCard({
  type,
  showSummary = false,
  headingLevel = 3,
}: {
  type: TypeCardData;
  showSummary?: boolean;
  headingLevel?: 2 | 3;
}) {
  if (!type.slug) return null;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <a href={typeProfilePath(type.slug)} className={styles.card}>
      <span className={styles.figure}>
        <CharacterPicture type={type.slug} gender={type.defaultGender ?? undefined} size={120} />
      </span>
      <span className={styles.code}>{type.code}</span>
      <Heading className={styles.title}>{type.title}</Heading>
      {type.shortTitle ? <span className={styles.short}>{type.shortTitle}</span> : null}
      {showSummary && type.summary ? <span className={styles.summary}>{type.summary}</span> : null}
    </a>
  );
}
