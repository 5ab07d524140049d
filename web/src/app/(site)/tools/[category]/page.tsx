import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTools } from '@/content/pages';
import { TOOL_CATEGORIES, isTestCategory } from '@/features/toolkit/categories';
import { ToolsListing } from '@/features/toolkit/ToolsListing';
import { pageMetadata } from '@/lib/metadata';
import { PERSONAL_GROWTH_CATEGORY, toolsCategoryPath } from '@/lib/routes';

export const revalidate = 3600;

/**
 * Only the params of generateStaticParams (the toolkit categories but personal-growth, as built) are pages: any other answers the
 * prerendered 404 before the page runs (a dynamic 404 render cost 48–94 ms CPU, issue 22). The
 * non-canonical forms that redirect (308) are the request proxy's (web/src/proxy.ts).
 */
export const dynamicParams = false;

type Props = { params: Promise<{ category: string }> };

export function generateStaticParams() {
  return TOOL_CATEGORIES.filter((category) => category.slug !== PERSONAL_GROWTH_CATEGORY).map((category) => ({ category: category.slug }));
}

async function categoryOf(params: Props['params']) {
  const { category } = await params;
  // personal-growth lives at /tools: the proxy redirects /tools/personal-growth there (308).
  if (!isTestCategory(category) || category === PERSONAL_GROWTH_CATEGORY) notFound();
  return category;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const category = await categoryOf(params);
  const entry = TOOL_CATEGORIES.find((candidate) => candidate.slug === category);
  return pageMetadata({
    title: entry?.title ? `Toolkits: ${entry.title}` : 'Toolkits',
    description: entry?.intro,
    path: toolsCategoryPath(category),
  });
}

/** /tools/relationships and /tools/career: the category's tool listing entries (SPEC §2). */
export default async function ToolsCategoryPage({ params }: Props) {
  const category = await categoryOf(params);
  return <ToolsListing category={category} tools={await getTools(category)} />;
}
