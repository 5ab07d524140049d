/**
 * Shared server logic of the informational routes (SPEC §2: /about-us, /contact, /testimonials,
 * /terms-conditions, /privacy, /faq): load the `page` document — 404 when it is missing — and
 * build its metadata from the document's SEO fields.
 */
import 'server-only';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { PageSlug } from '@typeatlas/schemas/families';
import { type InfoPage, getPage } from '@/content/pages';
import { contentMetadata } from '@/content/metadata';
import { infoPagePath } from '@/lib/routes';

/** An informational page document with its path. */
export type LoadedInfoPage = InfoPage & { path: string; title: string };

/** Loads a page document; calls `notFound()` (404) when it is missing or has no title. */
export async function loadInfoPage(slug: PageSlug): Promise<LoadedInfoPage> {
  const page = await getPage(slug);
  if (!page?.title) notFound();
  return { ...page, title: page.title, path: infoPagePath(slug) };
}

/** Metadata of a page: SEO title/description with the title and intro as fallbacks, canonical path. */
export async function infoPageMetadata(slug: PageSlug): Promise<Metadata> {
  const page = await loadInfoPage(slug);
  return contentMetadata({ seo: page.seo, title: page.title, description: page.intro, path: page.path });
}
