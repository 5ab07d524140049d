/**
 * Shared server logic of the toolkit test routes (`/tools/tests/{slug}`, static for everyone, and its
 * subscriber view `…/subscriber-view`, issue 11): load the test (404 when unknown), its metadata,
 * and the page itself.
 */
import 'server-only';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getToolkitTest, type ToolkitTest } from '@/content/toolkit';
import { PremiumGate } from '@/features/premium/PremiumGate';
import { PremiumOffer } from '@/features/premium/PremiumOffer';
import { JsonLd } from '@/components/seo/JsonLd';
import { serverEnv } from '@/config/env';
import { getT } from '@/i18n';
import { pageMetadata } from '@/lib/metadata';
import { testPageStructuredData } from '@/lib/structured-data';
import { toolkitTestPath, toolsCategoryPath } from '@/lib/routes';
import styles from './FreeTestPage.module.css';
import { TOOL_CATEGORIES } from '@/features/toolkit';
import { TestRunner } from './TestRunner';

/**
 * Loads a toolkit test for a route; calls `notFound()` (404) for an unknown slug.
 * @param slug the route's (URI-encoded) slug
 */
export async function loadToolkitTest(slug: string): Promise<ToolkitTest> {
  const test = await getToolkitTest(decodeURIComponent(slug));
  if (!test) notFound();
  return test;
}

/** Metadata of a toolkit test page: SEO fields with the definition's title and description as fallbacks. */
export function toolkitTestMetadata({ definition, seo }: ToolkitTest): Metadata {
  return pageMetadata({
    title: seo.title ?? definition.title,
    description: seo.description ?? definition.description,
    path: toolkitTestPath(definition.slug),
  });
}

/**
 * A toolkit test page: category eyebrow, title, and the test run by the test engine. A premium test
 * shows its description and the Premium offer on the public page (`viewer` `public`, nothing reads
 * the request); the subscriber view (`viewer` `subscriber`, rendered per request) runs it only for a
 * subscriber checked in Firestore (PremiumGate).
 */
export function ToolkitTestView({
  test: { definition, premium, related },
  viewer,
}: {
  test: ToolkitTest;
  viewer: 'public' | 'subscriber';
}) {
  const category = TOOL_CATEGORIES.find((candidate) => candidate.slug === definition.category);
  const categoryName = category?.title ?? getT('pages')('tools.fallbackTitle');
  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.head}>
        <p className="eyebrow">
          <a href={toolsCategoryPath(definition.category)}>{categoryName}</a>
        </p>
        <h1>{definition.title}</h1>
      </header>
      {!premium ? (
        <TestRunner definition={definition} related={related} />
      ) : viewer === 'public' ? (
        <PremiumOffer kind="test" teaser={definition.description} />
      ) : (
        <PremiumGate kind="test" teaser={definition.description}>
          {() => <TestRunner definition={definition} related={related} />}
        </PremiumGate>
      )}
      <JsonLd
        data={testPageStructuredData(serverEnv().siteUrl, {
          name: definition.title,
          description: definition.description,
          path: toolkitTestPath(definition.slug),
          homeName: getT('common')('breadcrumbs.home'),
          crumbs: [
            { name: categoryName, path: toolsCategoryPath(definition.category) },
            { name: definition.title, path: toolkitTestPath(definition.slug) },
          ],
        })}
      />
    </div>
  );
}
