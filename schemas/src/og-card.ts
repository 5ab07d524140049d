/**
 * The share card contract shared by the site and the studio (issue 12 "Share cards", issue 15
 * social-card preview): the route, size, fields and limits of `GET /og`, and the URL builder.
 * Pure, no imports: the site's route parses untrusted queries with zod (web/src/lib/og-card.ts);
 * the studio's SEO panel builds the same URL the site puts in og:image.
 */

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

/** Cuts text (whitespace collapsed) to `max` characters, ending a longer one with an ellipsis. */
export const cut = (max: number) => (text: string) => {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length <= max ? clean : `${clean.slice(0, max - 1).trimEnd()}…`;
};

/**
 * The card URL (site-relative) of a card: `/og?t=…&e=…&c=…&k=…&s=…`, fields left out when empty.
 * Title and eyebrow are cut to their limits so the URL stays short.
 */
export function ogCardPath(card: OgCard): string {
  const params = new URLSearchParams({ t: cut(OG_TITLE_MAX)(card.title) || 'TypeAtlas' });
  if (card.eyebrow) params.set('e', cut(OG_EYEBROW_MAX)(card.eyebrow));
  if (card.colour) params.set('c', card.colour);
  if (card.code) params.set('k', card.code);
  if (card.scores?.length === 4)
    params.set('s', card.scores.map((score) => Math.round(Math.min(100, Math.max(0, score)) * 10) / 10).join(','));
  return `${OG_CARD_PATH}?${params.toString()}`;
}
