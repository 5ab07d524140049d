import Link from 'next/link';
import type { TestCategory } from '@/features/test-engine/types';
import { TOOL_CATEGORIES, toolkitTestPath, toolsCategoryPath } from './categories';
import styles from './ToolsListing.module.css';

/** A listed toolkit test. */
export interface ToolkitTestSummary {
  _id: string;
  title: string | null;
  slug: string | null;
  description: string | null;
  questionCount: number | null;
}

/**
 * A toolkit category page: category tabs (Personal growth → /tools, Relationships, Career), the
 * category's tests as cards, and an empty state.
 */
export function ToolsListing({ category, tests }: { category: TestCategory; tests: ToolkitTestSummary[] }) {
  const current = TOOL_CATEGORIES.find((candidate) => candidate.slug === category);
  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.head}>
        <p className="eyebrow">Toolkits</p>
        <h1>{current?.title ?? 'Toolkits'} tests</h1>
        <p className={styles.lead}>{current?.intro}</p>
      </header>
      <nav aria-label="Toolkit categories">
        <ul className={styles.tabs}>
          {TOOL_CATEGORIES.map((candidate) => (
            <li key={candidate.slug}>
              <Link href={toolsCategoryPath(candidate.slug)} aria-current={candidate.slug === category ? 'page' : undefined} className={styles.tab}>
                {candidate.title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {tests.length === 0 ? (
        <p className={styles.empty}>No tests in this category yet. Try another category above.</p>
      ) : (
        <ul className={styles.grid}>
          {tests.map((test) =>
            test.slug ? (
              <li key={test._id}>
                <Link href={toolkitTestPath(test.slug)} className={`card ${styles.card}`}>
                  <h2 className={styles.title}>{test.title}</h2>
                  {test.description ? <p>{test.description}</p> : null}
                  <span className={styles.meta}>{test.questionCount ?? 0} questions · Start the test →</span>
                </Link>
              </li>
            ) : null,
          )}
        </ul>
      )}
    </div>
  );
}
