import { searchFormClasses } from '@/components/search-modal/search-button-classes';
import { searchPath } from '@/components/search-modal/search-path';
import { getT } from '@/i18n';
import { ROUTES } from '@/lib/routes';
import { pluralOptions } from './plural';
import type { SearchPageData } from './search-page';
import { sameSearch } from './search-term';
import { SearchForm } from '@/components/search-modal/SearchForm';
import styles from './SearchResults.module.css';

/** The document types search returns, with their visible kind label key (pages.json `search.kinds`). */
const KINDS = ['article', 'theoryArticle', 'personalityType', 'compatibility', 'post', 'tool'] as const;
type Kind = (typeof KINDS)[number];
const isKind = (type: string): type is Kind => (KINDS as readonly string[]).includes(type);

/**
 * The `/search/{term}` page (SPEC §2): h1 'Search results for "…"', the number of results, a
 * search box prefilled with the term, the hits best first — each labelled with its kind (Article,
 * Theory, Personality type, Compatibility, Post, Tool), its title as a link and one line of text —
 * or an empty state, and always the popular search topics as links to `/search/{term}`.
 * @param term the decoded keywords ('' for an empty or malformed segment: no search, a prompt)
 * @param shownTerm the term as the heading shows it (a popular topic's label when it is one)
 * @param hits results from content/search.ts `search(term)`, best first
 * @param topics popular search topics from the site settings (the current one is marked)
 */
export function SearchResultsView({ term, shownTerm, hits, topics }: SearchPageData) {
  const t = getT('pages');
  const headingId = 'search-results-heading';
  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.head}>
        <p className="eyebrow">{t('search.eyebrow')}</p>
        <h1 id={headingId} className={styles.title}>
          {term ? t('search.title', { term: shownTerm }) : t('search.titleEmpty')}
        </h1>
        {term && hits.length > 0 ? (
          <p className={styles.count} role="status">
            {t('search.count', pluralOptions(hits.length))}
          </p>
        ) : null}
        <SearchForm
          key={term}
          initialKeywords={shownTerm}
          classes={searchFormClasses()}
          searchRoot={ROUTES.search}
          labels={{
            field: t('search.form.field'),
            placeholder: t('search.form.placeholder'),
            submit: t('search.form.submit'),
            loading: t('search.form.loading'),
            empty: t('search.form.empty'),
          }}
        />
      </header>

      {hits.length > 0 ? (
        <ol className={styles.results} aria-labelledby={headingId}>
          {hits.map((hit) => (
            <li key={hit.id} className={`card ${styles.result}`}>
              <p className={styles.kind}>{isKind(hit.type) ? t(`search.kinds.${hit.type}`) : hit.type}</p>
              <h2 className={styles.resultTitle}>
                <a href={hit.path} className={styles.resultLink}>
                  {hit.title}
                </a>
              </h2>
              {hit.text ? <p className={styles.text}>{hit.text}</p> : null}
            </li>
          ))}
        </ol>
      ) : (
        <div className={styles.empty}>
          <h2 className={styles.emptyTitle}>{term ? t('search.emptyTitle', { term: shownTerm }) : t('search.noTermTitle')}</h2>
          <p>{term ? t('search.emptyText') : t('search.noTermText')}</p>
        </div>
      )}

      {topics.length > 0 ? (
        <section className={styles.topics} aria-labelledby="popular-search-topics">
          <h2 id="popular-search-topics" className={styles.topicsTitle}>
            {t('search.popularTitle')}
          </h2>
          <ul className={styles.topicList}>
            {topics.map((topic) => {
              const path = searchPath(topic.term, ROUTES.search);
              return path ? (
                <li key={topic.key}>
                  <a href={path} className={styles.topic} aria-current={sameSearch(topic.term, term) ? 'page' : undefined}>
                    {topic.label}
                  </a>
                </li>
              ) : null;
            })}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
