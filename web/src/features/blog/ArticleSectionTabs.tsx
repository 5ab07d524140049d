import type { ReactNode } from 'react';
import { SectionTabs } from '@/components/section-tabs/SectionTabs';
import { getArticle } from '@/content/blog';
import { bodyHeadings } from '@/content/headings';
import { getT } from '@/i18n';
import { slugParam } from './route-params';

/**
 * An article's "On this page" navigation — a link to each h2 section of its body (anchor ids from
 * content/headings.ts, the same ids PortableTextBody renders) — in the header's append area.
 * A function, not a component, so the layout knows whether there is an append area at all.
 * @param slug the route's slug (raw)
 * @returns the strip, or null for an unknown article or one with fewer than two sections
 */
export async function articleSectionTabs(slug: string): Promise<ReactNode> {
  const article = await getArticle(slugParam(slug));
  const headings = bodyHeadings(article?.body);
  if (headings.length < 2) return null;
  return (
    <SectionTabs
      label={getT('blog')('article.onThisPage')}
      items={headings.map((heading) => ({ href: `#${heading.id}`, label: heading.text }))}
    />
  );
}
