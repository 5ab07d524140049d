import type { Metadata } from 'next';
import { getToolkitTests } from '@/content/toolkit';
import { ToolsListing } from '@/features/toolkit/ToolsListing';
import { pageMetadata } from '@/lib/metadata';

export const revalidate = 3600;

export const metadata: Metadata = pageMetadata({
  title: 'Personal growth tests',
  description: 'Free, original tests about habits, energy and personal growth, scored instantly in your browser.',
  path: '/tools',
});

/** /tools — the personal-growth category (SPEC §2). */
export default async function ToolsPage() {
  return <ToolsListing category="personal-growth" tests={await getToolkitTests('personal-growth')} />;
}
