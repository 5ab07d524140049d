import { ContentImage, type ContentImageValue } from '@/content/ContentImage';
import styles from './AuthorAvatar.module.css';

/** Display sizes: `byline` 32 px (article and post bylines); `box` 96 px, 72 px below 576 px ("About the author"). */
const SIZES = { byline: '32px', box: '(max-width: 575.98px) 72px, 96px' } as const;

/**
 * An author's portrait in a circle, for places where the author's name is written right beside it
 * (article and post bylines, the "About the author" box): the image is decorative there (`alt=""`),
 * so screen readers read the name once (the author page keeps the portrait's alt text). Renders
 * nothing without a portrait. Sizes come from CSS classes, not inline styles (CSP).
 * @param image the author's projected `mainImage` (the seed's portraits are 400×400 SVG)
 * @param variant `byline` (32 px) or `box` (96 px; 72 px on phones)
 */
export function AuthorAvatar({ image, variant }: { image: ContentImageValue | null | undefined; variant: keyof typeof SIZES }) {
  if (!image?.asset?.url) return null;
  return (
    <span className={`${styles.avatar} ${styles[variant]}`}>
      <ContentImage image={image} alt="" sizes={SIZES[variant]} className={styles.image} />
    </span>
  );
}
