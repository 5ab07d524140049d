import { serverEnv } from '@/config/env';
import { absoluteUrl } from '@/lib/structured-data';
import { getT } from '@/i18n';
import { pagePath } from '@/lib/routes';
import { pageItems } from './format';
import styles from './Pagination.module.css';

/**
 * `<link rel="prev">` / `<link rel="next">` of a paginated listing (SPEC §2 "Page rules": page 2's
 * prev is the base path). Rendered anywhere in the page; React 19 hoists them into `<head>`.
 * URLs are absolute on the configured site URL, like the canonical link.
 */
export function PageRelLinks({ prev, next }: { prev: string | null; next: string | null }) {
  const siteUrl = serverEnv().siteUrl;
  return (
    <>
      {prev ? <link rel="prev" href={absoluteUrl(siteUrl, prev)} /> : null}
      {next ? <link rel="next" href={absoluteUrl(siteUrl, next)} /> : null}
    </>
  );
}

/**
 * The pagination navigation of a listing: Previous, numbered pages (a window with gaps for long
 * listings; the current page is marked `aria-current="page"`) and Next. Previous is left out
 * on the first page and Next on the last. Renders nothing for a single page.
 * @param basePath the listing's page 1 path; @param page current page; @param pages page count
 */
export function Pagination({ basePath, page, pages }: { basePath: string; page: number; pages: number }) {
  if (pages <= 1) return null;
  const t = getT('blog');
  const edge = (kind: 'previous' | 'next', target: number | null) => {
    const label =
      kind === 'previous' ? (
        <>
          <span aria-hidden="true">←</span> {t('pagination.previous')}
        </>
      ) : (
        <>
          {t('pagination.next')} <span aria-hidden="true">→</span>
        </>
      );
    return target === null ? null : (
      <a href={pagePath(basePath, target)} rel={kind === 'previous' ? 'prev' : 'next'} className={styles.step}>
        {label}
      </a>
    );
  };
  return (
    <nav className={styles.pagination} aria-label={t('pagination.label')}>
      {edge('previous', page > 1 ? page - 1 : null)}
      <ul className={styles.pages}>
        {pageItems(page, pages).map((item) =>
          item.kind === 'gap' ? (
            <li key={item.key} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.page}>
              <a href={pagePath(basePath, item.page)} aria-current={item.page === page ? 'page' : undefined} className={styles.number}>
                <span className="visually-hidden">{t('pagination.page')} </span>
                {item.page}
              </a>
            </li>
          ),
        )}
      </ul>
      {edge('next', page < pages ? page + 1 : null)}
    </nav>
  );
}
