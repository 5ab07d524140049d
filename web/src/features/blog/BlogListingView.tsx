import { Breadcrumbs } from '@/components/breadcrumbs/Breadcrumbs';
import type { Crumb } from '@/lib/structured-data';
import { getT } from '@/i18n';
import { ROUTES, blogListingPath } from '@/lib/routes';
import { ArticleCards } from './ArticleCards';
import type { BlogListing } from './listing';
import { PageRelLinks, Pagination } from './Pagination';
import styles from './BlogListingView.module.css';

/**
 * A blog listing page (SPEC §2 `/blog…` listings): breadcrumbs, header (h1 = "Blog" or the
 * category's title, intro or the category's description, "page n of m" after page 1), the
 * category navigation with counts (the current listing marked `aria-current`), the page's
 * article cards, the pagination navigation and the prev/next `<link>`s.
 */
export function BlogListingView({ listing }: { listing: BlogListing }) {
  const t = getT('blog');
  const { category, page, pages } = listing;
  const title = category ? (category.title ?? t('listing.title')) : t('listing.title');
  const intro = category ? category.description : t('listing.intro');
  const crumbs: Crumb[] = [{ name: t('blog'), path: ROUTES.blog }];
  if (category) crumbs.push({ name: title, path: listing.basePath });
  if (page > 1) crumbs.push({ name: t('listing.pageOf', { page, pages }), path: listing.path });

  return (
    <div className={`container ${styles.page}`}>
      <PageRelLinks prev={listing.prev} next={listing.next} />
      <Breadcrumbs crumbs={crumbs} />
      <header className={styles.head}>
        <p className="eyebrow">{category ? t('listing.categoryEyebrow') : t('listing.eyebrow')}</p>
        <h1 className={styles.title}>{title}</h1>
        {intro ? <p className={styles.lead}>{intro}</p> : null}
        {page > 1 ? <p className={styles.pageOf}>{t('listing.pageOf', { page, pages })}</p> : null}
      </header>

      <CategoryNav listing={listing} />

      {listing.items.length === 0 ? (
        <div className={styles.empty}>
          <p>{t('listing.empty')}</p>
          <a href={ROUTES.blog} className="button button-secondary">
            {t('listing.emptyAction')}
          </a>
        </div>
      ) : (
        <ArticleCards items={listing.items} headingLevel={2} />
      )}

      <Pagination basePath={listing.basePath} page={page} pages={pages} />
    </div>
  );
}

/**
 * The category navigation: "All articles" and every category, each with its article count.
 * The current listing's entry carries `aria-current="page"` on its page 1 and `"true"` on later
 * pages (the link then leads to page 1 of the listing the visitor is in).
 */
function CategoryNav({ listing }: { listing: BlogListing }) {
  const t = getT('blog');
  const currentSlug = listing.category?.slug ?? '';
  const current = listing.page === 1 ? ('page' as const) : ('true' as const);
  const entries = [
    { key: 'all', slug: '', title: t('listing.allArticles'), count: listing.blogTotal },
    ...listing.categories.flatMap((entry) =>
      entry.slug ? [{ key: entry._id, slug: entry.slug, title: entry.title ?? entry.slug, count: entry.count }] : [],
    ),
  ];
  return (
    <nav aria-label={t('listing.categoriesLabel')} className={styles.categories}>
      <ul>
        {entries.map((entry) => (
          <li key={entry.key}>
            <a
              href={blogListingPath(entry.slug)}
              aria-current={entry.slug === currentSlug ? current : undefined}
              className={styles.category}
            >
              {entry.title}
              <span className={styles.count}>
                <span aria-hidden="true">{entry.count}</span>
                <span className="visually-hidden">({t('listing.count', { count: entry.count })})</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
