import type { Article } from '@/content/blog';
import { getT } from '@/i18n';
import { authorPath } from '@/lib/routes';
import { AuthorAvatar } from '@/components/author-avatar/AuthorAvatar';
import styles from './AuthorBox.module.css';

/**
 * "About the author" box at the end of an article: portrait (96 px, 72 px on phones; decorative
 * since the name is beside it), name, role, bio and a link to the author's page
 * (`/blog/author/{slug}`). Renders nothing when the article has no author.
 */
export function AuthorBox({ author }: { author: Article['author'] }) {
  if (!author?.name) return null;
  const t = getT('blog');
  const path = authorPath(author.slug);
  return (
    <section className={`card ${styles.box}`} aria-labelledby="about-the-author">
      <AuthorAvatar image={author.mainImage} variant="box" />
      <div className={styles.text}>
        <h2 id="about-the-author" className={styles.heading}>
          {t('authorBox.title')}
        </h2>
        <p className={styles.name}>{author.name}</p>
        {author.role ? <p className={styles.role}>{author.role}</p> : null}
        {author.bio ? <p className={styles.bio}>{author.bio}</p> : null}
        {path ? (
          <p className={styles.more}>
            <a href={path}>{t('authorBox.more', { name: author.name })}</a>
          </p>
        ) : null}
      </div>
    </section>
  );
}
