/**
 * Shared server logic of the two theory routes (`/theory` and `/theory/{slug}`, SPEC §2): load
 * the article and the reading-order list, 404 on an unknown slug, build metadata. The 308 of the
 * introduction's own slug to `/theory` is the request proxy's (web/src/proxy.ts,
 * `theorySlugAction` of ./theory.ts). `/theory/{slug}` keeps `dynamicParams` (editors add
 * articles; an unknown slug renders this 404).
 */
import 'server-only';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTheoryArticle, getTheoryList, type TheoryArticle, type TheorySummary } from '@/content/library';
import { contentMetadata } from '@/content/metadata';
import { INTRODUCTION_SLUG, theoryPath } from '@/lib/routes';
import { theorySlugAction } from './theory';

/** A theory article with its slug present, plus every article in reading order (side navigation). */
export interface LoadedTheory {
  article: TheoryArticle & { slug: string };
  list: TheorySummary[];
}

/** Decodes a route parameter; a malformed escape sequence is kept as it is (and then 404s). */
export function decodeParam(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * Loads a theory page.
 * @param slug the route's slug; undefined on `/theory` (the introduction)
 * Calls `notFound()` (404) when no article has the slug, or when `slug` names the introduction
 * (the proxy redirects that to `/theory` first, so only a request that bypassed it gets here).
 */
export async function loadTheory(slug?: string): Promise<LoadedTheory> {
  let wanted = INTRODUCTION_SLUG;
  if (slug !== undefined) {
    const action = theorySlugAction(decodeParam(slug));
    if (action.kind === 'redirect') notFound();
    wanted = action.slug;
  }
  const [article, list] = await Promise.all([getTheoryArticle(wanted), getTheoryList()]);
  if (!article?.slug) notFound();
  return { article: article as LoadedTheory['article'], list };
}

/** Slugs of every theory article except the introduction, for `generateStaticParams`. */
export async function theoryStaticParams(): Promise<{ slug: string }[]> {
  return (await getTheoryList()).flatMap((entry) => (entry.slug && entry.slug !== INTRODUCTION_SLUG ? [{ slug: entry.slug }] : []));
}

/** Metadata of a theory article: SEO fields with title/excerpt fallbacks, canonical path, og:image. */
export function theoryMetadata({ article }: LoadedTheory): Metadata {
  return contentMetadata({
    seo: article.seo,
    title: article.title ?? '',
    description: article.excerpt,
    path: theoryPath(article.slug),
    image: article.mainImage,
    article: { modifiedTime: article._updatedAt },
  });
}
