/**
 * Page metadata helper: every page gets a title (the root layout's template appends the brand
 * name, SPEC §2), a description and a canonical link made from its path (SPEC §2 "Page rules").
 */
import type { Metadata } from 'next';
import { canonicalPath } from './canonical';

/**
 * @param title page title without the brand suffix
 * @param description meta description (omitted when empty)
 * @param path the page's path; query and trailing slash are dropped for the canonical link
 */
export function pageMetadata({ title, description, path }: { title: string; description?: string | null; path: string }): Metadata {
  const canonical = canonicalPath(path);
  return {
    title,
    ...(description ? { description } : {}),
    alternates: { canonical },
    openGraph: { title, ...(description ? { description } : {}), url: canonical, type: 'website' },
  };
}
