import { Breadcrumbs } from '@/components/breadcrumbs/Breadcrumbs';
import { serverEnv } from '@/config/env';
import { ContentImage } from '@/content/ContentImage';
import { contentImageLoader } from '@/content/image-loader';
import { PortableTextBody } from '@/content/PortableTextBody';
import { JsonLd } from '@/components/seo/JsonLd';
import { articleStructuredData } from '@/lib/structured-data';
import { getT } from '@/i18n';
import { INTRODUCTION_SLUG, ROUTES, theoryPath } from '@/lib/routes';
import { adjacentTheory } from './theory';
import type { LoadedTheory } from './theory-page';
import styles from './TheoryArticleView.module.css';

/**
 * A theory article page (SPEC §2 "/theory, /theory/{slug}"): breadcrumbs (Home / Theory / title;
 * just Home / Theory on the introduction, which lives at /theory), heading with its place in the
 * reading order, main image, Portable Text body, previous/next article links and Article JSON-LD.
 * The reading-order navigation is the header's append area (TheoryReadingTabs, theory layout).
 * @param props.article the article (slug present); @param props.list all articles in reading order
 */
export function TheoryArticleView({ article, list }: LoadedTheory) {
  const t = getT('library');
  const path = theoryPath(article.slug);
  const title = article.title ?? '';
  const entries = list.filter((entry): entry is typeof entry & { slug: string } => Boolean(entry.slug));
  const position = entries.findIndex((entry) => entry.slug === article.slug);
  const { previous, next } = adjacentTheory(entries, article.slug);
  const crumbs = [
    { name: t('theory.section'), path: ROUTES.theory },
    ...(article.slug === INTRODUCTION_SLUG ? [] : [{ name: title, path }]),
  ];
  const imageUrl = article.mainImage?.asset?.url ? contentImageLoader({ src: article.mainImage.asset.url, width: 1200 }) : null;

  return (
    <div className={`container ${styles.page}`}>
      <Breadcrumbs crumbs={crumbs} />
      <div className={styles.layout}>
        <article className={styles.article}>
          <header className={styles.head}>
            {position >= 0 ? <p className="eyebrow">{t('theory.position', { position: position + 1, total: entries.length })}</p> : null}
            <h1 className={styles.title}>{title}</h1>
            {article.excerpt ? <p className={styles.lead}>{article.excerpt}</p> : null}
          </header>
          {article.mainImage?.asset?.url ? (
            <div className={styles.media}>
              <ContentImage image={article.mainImage} sizes="(min-width: 1024px) 780px, 100vw" priority className={styles.image} />
            </div>
          ) : null}
          <PortableTextBody value={article.body} />
          {previous || next ? (
            <nav className={styles.pager} aria-label={t('theory.pagerLabel')}>
              {previous ? (
                <a href={theoryPath(previous.slug)} className={styles.pagerLink} rel="prev">
                  <span className={styles.pagerLabel}>{t('theory.previous')}</span> {previous.title}
                </a>
              ) : (
                <span />
              )}
              {next ? (
                <a href={theoryPath(next.slug)} className={`${styles.pagerLink} ${styles.pagerNext}`} rel="next">
                  <span className={styles.pagerLabel}>{t('theory.next')}</span> {next.title}
                </a>
              ) : null}
            </nav>
          ) : null}
        </article>
      </div>
      <JsonLd
        data={articleStructuredData(serverEnv().siteUrl, {
          type: 'Article',
          headline: title,
          description: article.seo?.meta_description ?? article.excerpt,
          path,
          imageUrl,
          dateModified: article._updatedAt,
        })}
      />
    </div>
  );
}
