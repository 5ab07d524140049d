import { Breadcrumbs } from '@/components/breadcrumbs/Breadcrumbs';
import { serverEnv } from '@/config/env';
import type { Article } from '@/content/blog';
import { ContentImage } from '@/content/ContentImage';
import { PortableTextBody } from '@/content/PortableTextBody';
import { JsonLd } from '@/components/seo/JsonLd';
import type { Crumb } from '@/lib/structured-data';
import { getT } from '@/i18n';
import { type ArticleVariant, ROUTES, articlePath, authorPath, blogListingPath } from '@/lib/routes';
import { ArticleCards } from './ArticleCards';
import { articleImageUrl } from './article-page';
import { AuthorAvatar } from '@/components/author-avatar/AuthorAvatar';
import { AuthorBox } from './AuthorBox';
import { formatDate } from './format';
import { blogPostingData } from './structured-data';
import styles from './ArticleView.module.css';

/**
 * A blog article page (SPEC §2 `/blog/article/{slug}` and the landing variant `/blog/{slug}`):
 * breadcrumbs (Home / Blog / primary category / title), header (primary category, h1, excerpt,
 * meta: date, author link, category links), the main image (priority), the Portable Text body,
 * the author box, related articles and the BlogPosting JSON-LD.
 * @param variant `article`: a reading column; `landing`: the same parts with a full-width hero
 *   (larger title beside a large image) and a roomier body
 */
export function ArticleView({ article, variant }: { article: Article; variant: ArticleVariant }) {
  const t = getT('blog');
  const title = article.title ?? '';
  const path = articlePath(article);
  const primary = article.categories?.find((category) => category?.slug) ?? null;
  const crumbs: Crumb[] = [{ name: t('blog'), path: ROUTES.blog }];
  if (primary?.slug) crumbs.push({ name: primary.title ?? primary.slug, path: blogListingPath(primary.slug) });
  crumbs.push({ name: title, path });
  const landing = variant === 'landing';

  const header = (
    <header className={styles.header}>
      {primary?.slug ? (
        <p className={styles.eyebrow}>
          <a href={blogListingPath(primary.slug)}>{primary.title}</a>
        </p>
      ) : null}
      <h1 className={styles.title}>{title}</h1>
      {article.excerpt ? <p className={styles.lead}>{article.excerpt}</p> : null}
      <ArticleMeta article={article} />
    </header>
  );
  const image = article.mainImage?.asset?.url ? (
    <figure className={styles.figure}>
      <ContentImage
        image={article.mainImage}
        sizes={landing ? '(min-width: 1200px) 560px, (min-width: 1024px) 45vw, 100vw' : '(min-width: 1024px) 960px, 100vw'}
        priority
        className={styles.image}
      />
    </figure>
  ) : null;

  return (
    <>
      <article className={landing ? styles.landing : styles.standard}>
        {landing ? (
          <div className={styles.hero}>
            <div className={`container ${styles.heroInner}`}>
              <div className={styles.heroText}>
                <Breadcrumbs crumbs={crumbs} />
                {header}
              </div>
              {image}
            </div>
          </div>
        ) : (
          <div className={`container ${styles.column}`}>
            <Breadcrumbs crumbs={crumbs} />
            {header}
            {image}
          </div>
        )}
        <div className={`container ${styles.column} ${styles.content}`}>
          <PortableTextBody value={article.body} className={styles.body} />
          <AuthorBox author={article.author} />
        </div>
      </article>
      <RelatedArticles article={article} />
      <JsonLd data={blogPostingData(serverEnv().siteUrl, article, articleImageUrl(article))} />
    </>
  );
}

/** Date (a `<time>`), author (portrait and link to their page) and every category (links). */
function ArticleMeta({ article }: { article: Article }) {
  const t = getT('blog');
  const date = formatDate(article.publishedAt);
  const author = article.author?.name
    ? { name: article.author.name, path: authorPath(article.author.slug), image: article.author.mainImage }
    : null;
  const categories = (article.categories ?? []).filter((category) => category?.slug);
  return (
    <div className={styles.meta}>
      <p className={styles.byline}>
        {date && article.publishedAt ? (
          <span>
            {t('article.published')} <time dateTime={article.publishedAt}>{date}</time>
          </span>
        ) : null}
        {author ? (
          <span className={styles.author}>
            <AuthorAvatar image={author.image} variant="byline" />
            <span>
              {t('article.by')} {author.path ? <a href={author.path}>{author.name}</a> : author.name}
            </span>
          </span>
        ) : null}
      </p>
      {categories.length ? (
        <ul className={styles.categories} aria-label={t('article.categories')}>
          {categories.map((category) => (
            <li key={category.slug}>
              <a href={blogListingPath(category.slug)}>{category.title ?? category.slug}</a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** Up to three related articles (same primary category) as cards under an h2. */
function RelatedArticles({ article }: { article: Article }) {
  if (!article.related.length) return null;
  const t = getT('blog');
  return (
    <section className={`container ${styles.related}`} aria-labelledby="related-articles">
      <h2 id="related-articles">{t('article.related')}</h2>
      <ArticleCards items={article.related} headingLevel={3} />
    </section>
  );
}
