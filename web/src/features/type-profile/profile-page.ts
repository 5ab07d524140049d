/**
 * Shared server logic of the two profile routes (`/personality-type/{slug}` and
 * `/personality-type/{slug}/{article}` and their subscriber views): load the profile, 404 on unknown
 * type or section, redirect permanently to the lower-case canonical slug, build metadata.
 */
import 'server-only';
import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { getTypeProfile, type TypeProfile } from '@/content/types';
import { getT } from '@/i18n';
import { pageMetadata } from '@/lib/metadata';
import { INTRODUCTION_SLUG, ROUTE_PREFIXES, typeProfilePath } from '@/lib/routes';
import { canonicalProfilePath } from './profile-path';

/** A profile with its requested section present. */
export type LoadedProfile = TypeProfile & { article: NonNullable<TypeProfile['article']> };

/**
 * Loads a profile section for a route.
 * @param slug the route's type slug, any letter case
 * @param article the route's section slug; undefined on the bare profile path (introduction)
 * Calls `notFound()` (404) for an unknown type or section, and `permanentRedirect()` (308) to the
 * canonical path ({@link canonicalProfilePath}) when the letter case of the type or section slug
 * differs, or the introduction is named in the path. The public pages never get there: the request
 * proxy (web/src/proxy.ts) answers those 308s, and `dynamicParams = false` 404s any other param;
 * the subscriber views (rendered per request, reachable at their own paths) do.
 */
export async function loadProfile(slug: string, article?: string): Promise<LoadedProfile> {
  const decodedArticle = article === undefined ? undefined : decodeURIComponent(article);
  const section = decodedArticle === undefined ? INTRODUCTION_SLUG : decodedArticle.toLowerCase();
  const profile = await getTypeProfile(decodeURIComponent(slug), section);
  if (!profile?.slug || !profile.article) notFound();
  const canonical = canonicalProfilePath(decodeURIComponent(slug), decodedArticle);
  const requested = article === undefined ? `${ROUTE_PREFIXES.typeProfile}/${slug}` : `${ROUTE_PREFIXES.typeProfile}/${slug}/${article}`;
  if (canonical !== null && canonical !== requested) permanentRedirect(canonical);
  return profile as LoadedProfile;
}

/** Metadata of a profile section: SEO fields with fallbacks (types.json `meta`), canonical path. */
export function profileMetadata(profile: LoadedProfile): Metadata {
  const t = getT('types');
  const isIntro = profile.article.slug === INTRODUCTION_SLUG;
  const name = t('meta.name', { code: profile.code, title: profile.title });
  return pageMetadata({
    title:
      profile.article.seo?.seo_title ??
      (isIntro
        ? (profile.seo?.seo_title ?? t('meta.introTitle', { name }))
        : t('meta.sectionTitle', { name, section: profile.article.title })),
    description: profile.article.seo?.meta_description ?? profile.seo?.meta_description ?? profile.summary,
    path: typeProfilePath(profile.slug ?? '', profile.article.slug ?? INTRODUCTION_SLUG),
    card: {
      title: isIntro ? `${profile.title ?? ''}`.trim() || name : `${name} · ${profile.article.title ?? ''}`,
      eyebrow: profile.family?.title ? `Personality type · ${profile.family.title}` : 'Personality type',
      ...(profile.family?.colour ? { colour: profile.family.colour } : {}),
      ...(profile.code && /^[EI][SN][TF][JP]$/.test(profile.code) ? { code: profile.code } : {}),
    },
  });
}
