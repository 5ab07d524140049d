/**
 * Server logic of the author page (`/blog/author/{slug}`, SPEC §2): load the author with their
 * articles (404 when unknown) and build the page's metadata (og:type profile, portrait as image).
 */
import 'server-only';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { type Author, getAuthor } from '@/content/blog';
import { getT } from '@/i18n';
import { contentMetadata } from '@/content/metadata';
import { ROUTES, authorPath } from '@/lib/routes';
import { slugParam } from './route-params';

/** Loads the author of the route; `notFound()` for an unknown slug. */
export async function loadAuthor(slug: string): Promise<Author> {
  const author = await getAuthor(slugParam(slug));
  if (!author?.slug || !author.name) notFound();
  return author;
}

/**
 * Metadata of an author page: SEO fields with fallbacks (title = name; description = bio, else
 * "name, role"), canonical = the author page, the portrait as Open Graph image, og:type profile.
 */
export function authorMetadata(author: Author): Metadata {
  const name = author.name ?? '';
  const fallbackDescription = author.role ? getT('blog')('author.metaDescription', { name, role: author.role }) : null;
  const metadata = contentMetadata({
    seo: author.seo,
    title: name,
    description: author.bio || fallbackDescription,
    path: authorPath(author.slug) ?? ROUTES.blog,
    image: author.mainImage,
  });
  return { ...metadata, openGraph: { ...metadata.openGraph, type: 'profile' } };
}
