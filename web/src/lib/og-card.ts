/**
 * The share card of a page (issue 12 "Share cards"): every page's og:image is a raster PNG,
 * 1200 × 630, rendered by `GET /og` (features/seo/og-card-image.tsx, `next/og` ImageResponse) from
 * the few facts in its query string. This module is the contract both sides use: the fields,
 * their limits, the URL builder (lib/metadata.ts `pageMetadata` puts it on every page) and the
 * parser (the route validates untrusted queries with it). Pure: zod/mini, no framework imports.
 */
import { z } from 'zod/mini';

/** Path of the card route. */
export const OG_CARD_PATH = '/og';
/** Card size in pixels (the common Open Graph size). */
export const OG_CARD_WIDTH = 1200;
export const OG_CARD_HEIGHT = 630;
/** Longest title and eyebrow drawn, in characters (longer ones are cut with an ellipsis). */
export const OG_TITLE_MAX = 120;
export const OG_EYEBROW_MAX = 60;

/** Theme colours a card may use (SPEC §9). */
export const OG_COLOURS = ['blue', 'mint', 'red', 'orange'] as const;
export type OgColour = (typeof OG_COLOURS)[number];

/** What a card shows. */
export interface OgCard {
  /** The page title (without the brand suffix). */
  title: string;
  /** A short line above the title: the section ("Personality type", "Compatibility", …). */
  eyebrow?: string;
  /** Theme colour (a type's family); default blue. */
  colour?: OgColour;
  /** A type code drawn large (type profiles, shared results). */
  code?: string;
  /** Four first-pole percentages (EI, SN, TF, JP) drawn as bars (shared results). */
  scores?: readonly number[];
}

const cut = (max: number) => (text: string) => {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length <= max ? clean : `${clean.slice(0, max - 1).trimEnd()}…`;
};

/** Schema of the card query (`t`, `e`, `c`, `k`, `s`); unknown keys are ignored. */
export const ogCardQuerySchema = z.object({
  t: z.pipe(z.string().check(z.minLength(1), z.maxLength(400)), z.transform(cut(OG_TITLE_MAX))),
  e: z.optional(z.pipe(z.string().check(z.maxLength(200)), z.transform(cut(OG_EYEBROW_MAX)))),
  c: z.optional(z.enum(OG_COLOURS)),
  k: z.optional(z.string().check(z.regex(/^[EI][SN][TF][JP]$/))),
  s: z.optional(
    z.pipe(
      z.string().check(z.regex(/^\d{1,3}(\.\d)?(,\d{1,3}(\.\d)?){3}$/)),
      z.transform((text) => text.split(',').map(Number)),
    ),
  ),
});

/**
 * The card URL (site-relative) of a card: `/og?t=…&e=…&c=…&k=…&s=…`, fields left out when empty.
 * Title and eyebrow are cut to their limits so the URL stays short.
 */
export function ogCardPath(card: OgCard): string {
  const params = new URLSearchParams({ t: cut(OG_TITLE_MAX)(card.title) || 'TypeAtlas' });
  if (card.eyebrow) params.set('e', cut(OG_EYEBROW_MAX)(card.eyebrow));
  if (card.colour) params.set('c', card.colour);
  if (card.code) params.set('k', card.code);
  if (card.scores?.length === 4) params.set('s', card.scores.map((score) => Math.round(Math.min(100, Math.max(0, score)) * 10) / 10).join(','));
  return `${OG_CARD_PATH}?${params.toString()}`;
}

/**
 * Parses an untrusted card query.
 * @returns the card, or null when the title is missing or a field breaks its rule
 */
export function parseOgCardQuery(query: Record<string, string>): OgCard | null {
  const parsed = ogCardQuerySchema.safeParse(query);
  if (!parsed.success || (parsed.data.s && parsed.data.s.some((score) => score > 100))) return null;
  const { t, e, c, k, s } = parsed.data;
  return { title: t, ...(e ? { eyebrow: e } : {}), ...(c ? { colour: c } : {}), ...(k ? { code: k } : {}), ...(s ? { scores: s } : {}) };
}
