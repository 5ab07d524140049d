/**
 * A card linking to a content page (blog article, post, theory article, tool): image, optional
 * label (category), title as a link covering the card, excerpt and a meta line. Titles are
 * headings at the level the listing needs (`headingLevel`, default 3).
 */
import { ContentImage, type ContentImageValue } from '@/content/ContentImage';
import styles from './ContentCard.module.css';

export interface ContentCardProps {
  href: string;
  title: string;
  excerpt?: string | null;
  image?: ContentImageValue | null;
  label?: string | null;
  /** e.g. "12 March 2025 · Maya Okafor" */
  meta?: string | null;
  headingLevel?: 2 | 3;
}

/** One card; place several in a `.card-grid`. */
export function ContentCard({ href, title, excerpt, image, label, meta, headingLevel = 3 }: ContentCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={`card ${styles.card}`}>
      {image?.asset?.url ? (
        <div className={styles.media}>
          <ContentImage
            image={{ ...image, alt: '' }}
            sizes="(min-width: 1024px) 360px, (min-width: 768px) 50vw, 100vw"
            className={styles.image}
          />
        </div>
      ) : null}
      <div className={styles.body}>
        {label ? <p className={styles.label}>{label}</p> : null}
        <Heading className={styles.title}>
          <a href={href} className={styles.link}>
            {title}
          </a>
        </Heading>
        {excerpt ? <p className={styles.excerpt}>{excerpt}</p> : null}
        {meta ? <p className={styles.meta}>{meta}</p> : null}
      </div>
    </article>
  );
}
