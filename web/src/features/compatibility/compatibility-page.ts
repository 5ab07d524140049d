/**
 * Shared server logic of the compatibility routes (SPEC §2 "/compatibility, /compatibility/{slug}"):
 * load a pair page (404 for malformed slugs, unknown types or a missing page), the index data, and
 * metadata. The 308 to the canonical slug (reverse order, another letter case) is the request
 * proxy's (web/src/proxy.ts, `resolvePairRequest` of ./pairs.ts): the route has
 * `dynamicParams = false`, so only the prerendered canonical slugs get here.
 */
import 'server-only';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getCompatibility, getCompatibilityIndex, type CompatibilityPage, type CompatibilityPair } from '@/content/library';
import { getFamiliesWithTypes, type FamilyWithTypes } from '@/content/types';
import { contentMetadata } from '@/content/metadata';
import { pageMetadata } from '@/lib/metadata';
import { getT } from '@/i18n';
import { ROUTES, compatibilityPath } from '@/lib/routes';
import { resolvePairRequest } from './pairs';

type PageType = NonNullable<CompatibilityPage['typeA']>;

/** A compatibility page whose slug and both types (with slugs) are present, plus every pair (for "More … pairings"). */
export interface LoadedCompatibility {
  page: CompatibilityPage & { slug: string; typeA: PageType & { slug: string }; typeB: PageType & { slug: string } };
  pairs: CompatibilityPair[];
}

/**
 * Loads a pair page for `/compatibility/{slug}`.
 * @param slug the route parameter, e.g. `intp-and-enfj`
 * Calls `notFound()` (404) for a slug that is not the canonical `{type}-and-{type}` of two of the
 * 16 types or has no page (a non-canonical one is redirected by the proxy before it gets here; in
 * draft mode, which skips the `dynamicParams` check, it is a 404 too).
 */
export async function loadCompatibility(slug: string): Promise<LoadedCompatibility> {
  const request = resolvePairRequest(slug);
  if (request.kind !== 'load') notFound();
  const [page, pairs] = await Promise.all([getCompatibility(request.slug), getCompatibilityIndex()]);
  if (!page?.slug || !page.typeA?.slug || !page.typeB?.slug) notFound();
  return { page: page as LoadedCompatibility['page'], pairs };
}

/** Every pair slug, for `generateStaticParams`. */
export async function compatibilityStaticParams(): Promise<{ slug: string }[]> {
  return (await getCompatibilityIndex()).flatMap((pair) => (pair.slug ? [{ slug: pair.slug }] : []));
}

/** Metadata of a pair page: SEO fields with title/summary fallbacks and the canonical path. */
export function compatibilityMetadata({ page }: LoadedCompatibility): Metadata {
  return contentMetadata({
    seo: page.seo,
    title: page.title ?? '',
    description: page.summary,
    path: compatibilityPath(page.slug),
    article: { modifiedTime: page._updatedAt },
    card: {
      eyebrow: 'Compatibility',
      ...(page.typeA?.family?.colour ? { colour: page.typeA.family.colour } : {}),
    },
  });
}

/** The data of the index: families with their types (display order) and all pairs. */
export async function loadCompatibilityIndex(): Promise<{ families: FamilyWithTypes[]; pairs: CompatibilityPair[] }> {
  const [families, pairs] = await Promise.all([getFamiliesWithTypes(), getCompatibilityIndex()]);
  return { families, pairs };
}

/** Metadata of `/compatibility`. */
export function compatibilityIndexMetadata(): Metadata {
  const t = getT('library');
  return pageMetadata({
    title: t('compatibility.index.title'),
    description: t('compatibility.index.description'),
    path: ROUTES.compatibility,
  });
}
