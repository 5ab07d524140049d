import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { getTools } from '@/content/pages';
import { TOOL_CATEGORIES, isTestCategory } from '@/features/toolkit/categories';
import { ToolsListing } from '@/features/toolkit/ToolsListing';
import { pageMetadata } from '@/lib/metadata';
import { PERSONAL_GROWTH_CATEGORY, toolsCategoryPath } from '@/lib/routes';

export const revalidate = 3600;

type Props = { params: Promise<{ category: string }> };

export function generateStaticParams() {
  return TOOL_CATEGORIES.filter((category) => category.slug !== PERSONAL_GROWTH_CATEGORY).map((category) => ({ category: category.slug }));
}

async function categoryOf(params: Props['params']) {
  const { category } = await params;
  if (!isTestCategory(category)) notFound();
  if (category === PERSONAL_GROWTH_CATEGORY) permanentRedirect(toolsCategoryPath(category));
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
