import { Breadcrumbs } from '@/components/breadcrumbs/Breadcrumbs';
import { AuthorAvatar } from '@/components/author-avatar/AuthorAvatar';
import { ContentCard } from '@/components/content-card/ContentCard';
import { serverEnv } from '@/config/env';
import { ContentImage } from '@/content/ContentImage';
import { contentImageLoader } from '@/content/image-loader';
import { PortableTextBody } from '@/content/PortableTextBody';
import { JsonLd } from '@/components/seo/JsonLd';
import { articleStructuredData } from '@/lib/structured-data';
import { getT } from '@/i18n';
import { ROUTES, authorPath, postPath } from '@/lib/routes';
import { formatDate, postMetaLine } from './dates';
import { type LoadedPost } from './posts-page';
import styles from './PostsView.module.css';

/**
 * A post page (SPEC §2 "/posts/{slug}"): breadcrumbs (Home / Posts / title), heading, date and
 * author (linked to the author's page), main image, Portable Text body, up to three more posts,
 * and BlogPosting JSON-LD with the author.
 * @param props.post the post (slug present); @param props.more the newest other posts
 */
export function PostView({ post, more }: LoadedPost) {
  const t = getT('library');
  const path = postPath(post.slug);
  const title = post.title ?? '';
  const date = formatDate(post.publishedAt);
  const authorName = post.author?.name ?? null;
  const authorPagePath = authorPath(post.author?.slug);
  const imageUrl = post.mainImage?.asset?.url ? contentImageLoader({ src: post.mainImage.asset.url, width: 1200 }) : null;

  return (
    <div className={`container ${styles.page}`}>
      <Breadcrumbs
        crumbs={[
          { name: t('posts.section'), path: ROUTES.posts },
          { name: title, path },
        ]}
      />
      <article className={styles.post}>
        <header className={styles.postHead}>
          <h1 className={styles.title}>{title}</h1>
          {date || authorName ? (
            <p className={styles.meta}>
              {date && post.publishedAt ? <time dateTime={post.publishedAt}>{date}</time> : null}
              {date && authorName ? <span aria-hidden="true"> · </span> : null}
              {authorName ? (
                <span className={styles.author}>
                  <AuthorAvatar image={post.author?.mainImage} variant="byline" />
                  <span>
                    {t('posts.by')} {authorPagePath ? <a href={authorPagePath}>{authorName}</a> : authorName}
                  </span>
                </span>
              ) : null}
            </p>
          ) : null}
        </header>
        {post.mainImage?.asset?.url ? (
          <div className={styles.media}>
            <ContentImage image={post.mainImage} sizes="(min-width: 820px) 760px, 100vw" priority className={styles.image} />
          </div>
        ) : null}
        <PortableTextBody value={post.body} />
        <p className={styles.back}>
          <a href={ROUTES.posts}>{t('posts.allPosts')}</a>
        </p>
      </article>

      {more.length ? (
        <section className={styles.more} aria-labelledby="more-posts-title">
          <h2 id="more-posts-title">{t('posts.more')}</h2>
          <ul className="card-grid">
            {more.map((entry) =>
              entry.slug ? (
                <li key={entry._id}>
                  <ContentCard
                    href={postPath(entry.slug)}
                    title={entry.title ?? ''}
                    excerpt={entry.excerpt}
                    image={entry.mainImage}
                    meta={postMetaLine(entry.publishedAt, entry.author?.name)}
                  />
                </li>
              ) : null,
            )}
          </ul>
        </section>
      ) : null}

      <JsonLd
        data={articleStructuredData(serverEnv().siteUrl, {
          type: 'BlogPosting',
          headline: title,
          description: post.seo?.meta_description ?? post.excerpt,
          path,
          imageUrl,
          datePublished: post.publishedAt,
          dateModified: post._updatedAt,
          author: authorName ? { name: authorName, ...(authorPagePath ? { path: authorPagePath } : {}) } : null,
        })}
      />
    </div>
  );
}
