/**
 * Data of the shared-result pages (issue 12): the shared result of a token (404 when the token is
 * malformed, unknown or revoked) and the type facts from the content layer; metadata (noindex,
 * PNG share card). Routes stay thin: they call these.
 */
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getAllTypes } from '@/content/types';
import { pairSlugOf } from '@/features/compatibility/pairs';
import { getT } from '@/i18n';
import { pageMetadata } from '@/lib/metadata';
import { sharedResultPath } from '@/lib/routes';
import type { SharedResult } from '@/lib/shared-result';
import { isShareToken } from '@/lib/share-token';
import { readSharedResult } from '@/server/repositories/shared-results';
import { TYPE_CATALOGUE } from '@typeatlas/schemas/families';
import { OG_COLOURS, type OgColour } from '@/lib/og-card';
import type { SharedTypeInfo } from './SharedResultView';

const isOgColour = (value: string | null | undefined): value is OgColour => (OG_COLOURS as readonly string[]).includes(value ?? '');

/** A shared result with its type facts. */
export interface SharedPageData {
  token: string;
  result: SharedResult;
  type: SharedTypeInfo | null;
}

/**
 * Loads a shared result for its pages.
 * @throws Next's notFound() (404) for a malformed, unknown or revoked token; the Firestore outage
 *   errors propagate (the error screen)
 */
export async function loadSharedPage(token: string): Promise<SharedPageData> {
  if (!isShareToken(token)) notFound();
  const result = await readSharedResult(token);
  if (!result) notFound();
  const type = (await getAllTypes()).find((candidate) => candidate.code === result.type);
  return {
    token,
    result,
    type:
      type?.slug && type.title
        ? {
            code: result.type,
            slug: type.slug,
            title: type.title,
            defaultGender: type.defaultGender ?? null,
            colour: type.family?.colour ?? null,
          }
        : null,
  };
}

/**
 * Metadata of a shared page: noindex, nofollow (a personal link, never in search results), a title
 * naming the type, and a PNG share card with the type and the four scores (`GET /og`).
 */
export function sharedPageMetadata(data: SharedPageData, suffix = ''): Metadata {
  const t = getT('share');
  const path = `${sharedResultPath(data.token)}${suffix}`;
  const base = pageMetadata({
    title: t('shared.title', { type: data.result.type }),
    description: t('shared.description', { type: data.result.type, title: data.type ? ` (${data.type.title})` : '' }),
    path,
    noindex: true,
    card: {
      // the card prints the code large; the title beside it is the type's name (og-card-image drops a repeated code)
      title: data.type ? data.type.title : data.result.type,
      eyebrow: t('shared.eyebrow'),
      code: data.result.type,
      scores: data.result.scales.map((scale) => scale.percentage),
      ...(isOgColour(data.type?.colour) ? { colour: data.type.colour } : {}),
    },
  });
  return { ...base, robots: { index: false, follow: false } };
}

/** Canonical compatibility slugs of the shared type with each of the 16 types, keyed "mine|theirs". */
export function pairSlugsWith(theirType: string): Record<string, string> {
  const theirs = theirType.toLowerCase();
  const entries = TYPE_CATALOGUE.flatMap((type) => {
    const slug = pairSlugOf(type.slug, theirs);
    return slug ? [[`${type.slug}|${theirs}`, slug] as const] : [];
  });
  return Object.fromEntries(entries);
}
