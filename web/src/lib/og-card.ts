/**
 * The share card of a page (issue 12 "Share cards"): every page's og:image is a raster PNG,
 * 1200 × 630, rendered by `GET /og` (features/seo/og-card-image.tsx, `next/og` ImageResponse) from
 * the few facts in its query string. The contract — fields, limits, the URL builder (lib/metadata.ts
 * `pageMetadata` puts it on every page) — lives in @typeatlas/schemas/og-card, shared with the
 * studio's social-card preview; this module re-exports it and adds the parser the route validates
 * untrusted queries with. Pure: zod/mini, no framework imports.
 */
import * as z from 'zod/mini';
import { cut, OG_COLOURS, OG_EYEBROW_MAX, OG_TITLE_MAX, type OgCard } from '@typeatlas/schemas/og-card';

export {
  OG_CARD_PATH,
  OG_CARD_WIDTH,
  OG_CARD_HEIGHT,
  OG_TITLE_MAX,
  OG_EYEBROW_MAX,
  OG_COLOURS,
  ogCardPath,
  type OgColour,
  type OgCard,
} from '@typeatlas/schemas/og-card';

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

/**
 * The two percentages a card shows for one scale, rounded so that they add up to 100 (issue 24
 * §5: rounding each side separately gives 101 for 22.5 %).
 * @param score the first pole's share, 0 … 100
 * @returns `[first, second]` whole percentages, first + second = 100
 */
export function cardPercentages(score: number): [number, number] {
  const first = Math.round(Math.min(100, Math.max(0, score)));
  return [first, 100 - first];
}

/**
 * The title a card prints under its big type code, without the code a second time (issue 24 §5):
 * "INTJ (The Architect)" → "The Architect"; a title that is just the code → null (print nothing).
 * @param title the card's title; @param code the card's type code, if any
 */
export function titleBesideCode(title: string, code: string | undefined): string | null {
  if (!code) return title;
  const trimmed = title.trim();
  if (trimmed.toUpperCase() === code.toUpperCase()) return null;
  const inner = new RegExp(`^${code}\\s*\\((.+)\\)$`, 'i').exec(trimmed);
  if (inner) return inner[1]!.trim();
  const lead = new RegExp(`^${code}\\s*[—–:-]?\\s*`, 'i');
  return lead.test(trimmed) ? trimmed.replace(lead, '') || null : trimmed;
}

/**
 * How a card draws one scale's bar: filled from the side the score leans to, like the result page's
 * bars (features/results/result-explanation.ts `ownSide`: the first pole leads above 50 %, the second
 * at 50 % and below), so an I at 22 % E shows a bar of 78 % growing from the I end (issue 24 §5).
 * @param score the first pole's share, 0 … 100 (out-of-range values are clamped)
 * @returns `{ fillFrom, width }`: 'start' (first pole, left) or 'end' (second pole, right), and the
 *   leading side's share in percent (50 … 100)
 */
export function cardBar(score: number): { fillFrom: 'start' | 'end'; width: number } {
  const clamped = Math.min(100, Math.max(0, score));
  return clamped > 50 ? { fillFrom: 'start', width: clamped } : { fillFrom: 'end', width: 100 - clamped };
}
