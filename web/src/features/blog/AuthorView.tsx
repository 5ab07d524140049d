import { Breadcrumbs } from '@/components/breadcrumbs/Breadcrumbs';
import { serverEnv } from '@/config/env';
import type { Author } from '@/content/blog';
import { ContentImage } from '@/content/ContentImage';
import { contentImageLoader } from '@/content/image-loader';
import { JsonLd } from '@/components/seo/JsonLd';
import { getT } from '@/i18n';
import { ROUTES, authorPath } from '@/lib/routes';
import { ArticleCards } from './ArticleCards';
import { authorProfileData } from './structured-data';
import styles from './AuthorView.module.css';

/** Portrait width for the JSON-LD image (square-ish avatars are small; 640 is the smallest loader width). */
const PORTRAIT_WIDTH = 640;

/**
 * An author page (SPEC §2 `/blog/author/{slug}`): breadcrumbs (Home / Blog / name), header with
 * portrait, h1 name, role and bio, then their articles as cards (newest first), and the
 * ProfilePage/Person JSON-LD.
 */
export function AuthorView({ author }: { author: Author }) {
  const t = getT('blog');
  const name = author.name ?? '';
  const path = authorPath(author.slug) ?? ROUTES.blog;
  const portraitSrc = author.mainImage?.asset?.url;
  return (
    <div className={`container ${styles.page}`}>
      <Breadcrumbs
        crumbs={[
          { name: t('blog'), path: ROUTES.blog },
          { name, path },
        ]}
      />
      <header className={styles.head}>
        {portraitSrc ? (
          <div className={styles.portrait}>
            <ContentImage image={author.mainImage} sizes="(min-width: 768px) 160px, 112px" priority className={styles.image} />
          </div>
        ) : null}
        <div>
          <p className="eyebrow">{t('author.eyebrow')}</p>
          <h1 className={styles.name}>{name}</h1>
          {author.role ? <p className={styles.role}>{author.role}</p> : null}
          {author.bio ? <p className={styles.bio}>{author.bio}</p> : null}
        </div>
      </header>

      <section aria-labelledby="author-articles" className={styles.articles}>
        <h2 id="author-articles">{t('author.articles', { name })}</h2>
        {author.articles.length ? <ArticleCards items={author.articles} headingLevel={3} /> : <p>{t('author.empty', { name })}</p>}
      </section>

      <JsonLd
        data={authorProfileData(
          serverEnv().siteUrl,
          author,
          portraitSrc ? contentImageLoader({ src: portraitSrc, width: PORTRAIT_WIDTH }) : null,
        )}
      />
    </div>
  );
}
