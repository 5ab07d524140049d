import { Breadcrumbs } from '@/components/breadcrumbs/Breadcrumbs';
import { ContentCard } from '@/components/content-card/ContentCard';
import type { PostSummary } from '@/content/library';
import { getT } from '@/i18n';
import { ROUTES, postPath } from '@/lib/routes';
import { postMetaLine } from './dates';
import styles from './PostsView.module.css';

/**
 * The posts listing (SPEC §2 "/posts"): breadcrumbs (Home / Posts), heading and intro, then every
 * post as a card (image, title, excerpt, "date · author"), newest first as the query returns them.
 * @param props.posts the posts, newest first
 */
export function PostsListView({ posts }: { posts: PostSummary[] }) {
  const t = getT('library');
  const listed = posts.filter((post): post is PostSummary & { slug: string } => Boolean(post.slug));
  return (
    <div className={`container ${styles.page}`}>
      <Breadcrumbs crumbs={[{ name: t('posts.section'), path: ROUTES.posts }]} />
      <header className={styles.head}>
        <h1>{t('posts.title')}</h1>
        <p className={styles.lead}>{t('posts.lead')}</p>
      </header>
      {listed.length ? (
        <ul className="card-grid">
          {listed.map((post) => (
            <li key={post._id}>
              <ContentCard
                href={postPath(post.slug)}
                title={post.title ?? ''}
                excerpt={post.excerpt}
                image={post.mainImage}
                meta={postMetaLine(post.publishedAt, post.author?.name)}
                headingLevel={2}
              />
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('posts.empty')}</p>
      )}
    </div>
  );
}
