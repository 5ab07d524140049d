import type { ReactNode } from 'react';
import { articleSectionTabs } from '@/features/blog/ArticleSectionTabs';
import { PageChrome } from '@/features/page-chrome/PageChrome';

/**
 * A blog article (`/blog/article/{slug}`): the header carries the article's "On this page" sections
 * as its append area, so it hides on scroll down and returns on scroll up (SPEC §2).
 */
export default async function ArticleLayout({ children, params }: { children: ReactNode; params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  return <PageChrome append={await articleSectionTabs(slug)}>{children}</PageChrome>;
}
