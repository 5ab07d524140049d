import { ContentImage } from '@/content/ContentImage';
import type { ToolEntry } from '@/content/pages';
import type { TestCategory } from '@typeatlas/schemas/engine';
import { pluralOptions } from '@/features/search/plural';
import { getT } from '@/i18n';
import { documentPath, toolsCategoryPath } from '@/lib/routes';
import { TOOL_CATEGORIES } from './categories';
import styles from './ToolsListing.module.css';

/**
 * A toolkit category page (SPEC §2 "/tools, /tools/{category}"): category tabs (Personal growth →
 * /tools, Relationships, Career; the current one marked with aria-current), the category's `tool`
 * listing entries as cards, and an empty state. Each card links to the entry's page —
 * `documentPath({_type:'tool', testSlug, href})`: the toolkit test it opens or its site path —
 * and shows the image, title, description and, for test entries, the question count.
 * Entries without a usable path are skipped.
 * @param tools entries from content/pages.ts `getTools(category)`, by title
 */
export function ToolsListing({ category, tools }: { category: TestCategory; tools: ToolEntry[] }) {
  const t = getT('pages');
  const current = TOOL_CATEGORIES.find((candidate) => candidate.slug === category);
  const entries = tools.flatMap((tool) => {
    const href = documentPath({ _type: 'tool', testSlug: tool.testSlug, href: tool.href });
    return href && tool.title ? [{ ...tool, title: tool.title, href }] : [];
  });
  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.head}>
        <h1>{current ? t('tools.title', { category: current.title }) : t('tools.fallbackTitle')}</h1>
        <p className={styles.lead}>{current?.intro}</p>
      </header>
      <nav aria-label={t('tools.categoriesLabel')}>
        <ul className={styles.tabs}>
          {TOOL_CATEGORIES.map((candidate) => (
            <li key={candidate.slug}>
              <a
                href={toolsCategoryPath(candidate.slug)}
                aria-current={candidate.slug === category ? 'page' : undefined}
                className={styles.tab}
              >
                {candidate.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {entries.length === 0 ? (
        <p className={styles.empty}>{t('tools.empty')}</p>
      ) : (
        <ul className={styles.grid}>
          {entries.map((tool) => (
            <li key={tool._id}>
              <a href={tool.href} className={`card ${styles.card}`}>
                {tool.mainImage?.asset?.url ? (
                  <span className={styles.media}>
                    <ContentImage
                      image={{ ...tool.mainImage, alt: '' }}
                      sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
                      className={styles.image}
                    />
                  </span>
                ) : null}
                <span className={styles.body}>
                  <h2 className={styles.title}>{tool.title}</h2>
                  {tool.description ? <span className={styles.description}>{tool.description}</span> : null}
                  <span className={styles.meta}>
                    {tool.testSlug ? t('tools.questions', pluralOptions(tool.questionCount ?? 0)) : t('tools.explore')}
                  </span>
                </span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
