/**
 * The share card of a page (issue 12 "Share cards"): every page's og:image is a raster PNG,
 * 1200 × 630, rendered by `GET /og` (features/seo/og-card-image.tsx, `next/og` ImageResponse) from
 * the few facts in its query string. The contract — fields, limits, the URL builder (lib/metadata.ts
 * `pageMetadata` puts it on every page) — lives in @typeatlas/schemas/og-card, shared with the
 * studio's social-card preview; this module re-exports it and adds the parser the route validates
 * untrusted queries with. Pure: zod/mini, no framework imports.
 */
import { z } from 'zod/mini';
import { cut, OG_COLOURS, OG_EYEBROW_MAX, OG_TITLE_MAX, type OgCard } from '@typeatlas/schemas/og-card';

export { OG_CARD_PATH, OG_CARD_WIDTH, OG_CARD_HEIGHT, OG_TITLE_MAX, OG_EYEBROW_MAX, OG_COLOURS, ogCardPath, type OgColour, type OgCard } from '@typeatlas/schemas/og-card';

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
 * Parses an untrusted card query.
 * @returns the card, or null when the title is missing or a field breaks its rule
 */
export function parseOgCardQuery(query: Record<string, string>): OgCard | null {
  const parsed = ogCardQuerySchema.safeParse(query);
  if (!parsed.success || (parsed.data.s && parsed.data.s.some((score) => score > 100))) return null;
  const { t, e, c, k, s } = parsed.data;
  return { title: t, ...(e ? { eyebrow: e } : {}), ...(c ? { colour: c } : {}), ...(k ? { code: k } : {}), ...(s ? { scores: s } : {}) };
}
