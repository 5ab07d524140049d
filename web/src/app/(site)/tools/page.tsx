import type { Metadata } from 'next';
import { getTools } from '@/content/pages';
import { ToolsListing } from '@/features/toolkit/ToolsListing';
import { pageMetadata } from '@/lib/metadata';
import { PERSONAL_GROWTH_CATEGORY, ROUTES } from '@/lib/routes';

export const revalidate = 3600;

export const metadata: Metadata = pageMetadata({
  title: 'Toolkits: Personal growth',
  description: 'Free, original tests and guides about habits, energy and personal growth.',
  path: ROUTES.tools,
});

/** /tools — the personal-growth category's tool listing entries (SPEC §2). */
export default async function ToolsPage() {
  return <ToolsListing category={PERSONAL_GROWTH_CATEGORY} tools={await getTools(PERSONAL_GROWTH_CATEGORY)} />;
}
