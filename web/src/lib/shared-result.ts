/**
 * The one contract of a shared free-test result (issue 12 "Share my result"), for the browser
 * (what it sends), the server (what it stores and serves) and the shared / comparison pages.
 * A shared result holds no personal data: the type code, the four preference scores with their
 * bands when known, and the completion date (day only). Pure: zod/mini, no framework imports.
 */
import * as z from 'zod/mini';
import { isOwnerKey, isShareToken } from './share-token';

/** The four preference scales in type-code order, with their poles (first pole = percentage side). */
export const SHARED_SCALES = [
  { key: 'EI', first: 'E', second: 'I' },
  { key: 'SN', first: 'S', second: 'N' },
  { key: 'TF', first: 'T', second: 'F' },
  { key: 'JP', first: 'J', second: 'P' },
] as const;

/** A scale key: EI, SN, TF or JP. */
export type ScaleKey = (typeof SHARED_SCALES)[number]['key'];

const percent = z.number().check(z.gte(0), z.lte(100));

/**
 * One scale of a shared result: `percentage` is the first pole's share (0–100) as the free test
 * scores it; `band` is the measurement-error band around it (percent, `low ≤ percentage ≤ high`)
 * when the result carries one; `odds` the chance that a retake shows the same letter, in tenths as
 * shown, and whether it is a floor (`retakeOdds` in @typeatlas/schemas/engine; issue 24 §2).
 */
export const sharedScaleSchema = z.strictObject({
  key: z.enum(['EI', 'SN', 'TF', 'JP']),
  percentage: percent,
  band: z.optional(z.strictObject({ low: percent, high: percent })),
  odds: z.optional(z.strictObject({ tenths: z.int().check(z.gte(0), z.lte(10)), atLeast: z.boolean() })),
});

/** A shared result (see the module header). Strict: anything else is refused. */
export const sharedResultSchema = z
  .strictObject({
    type: z.string().check(z.regex(/^[EI][SN][TF][JP]$/)),
    /** Completion day, `YYYY-MM-DD` (no time: less to know about the person). */
    completedOn: z.string().check(z.regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/)),
    scales: z.array(sharedScaleSchema).check(z.length(4)),
  })
  .check(
    z.refine((result) => result.scales.map((scale) => scale.key).join() === 'EI,SN,TF,JP', {
      message: 'Scales must be EI, SN, TF, JP in order',
    }),
    z.refine((result) => result.scales.map((scale, i) => letterOf(scale.percentage, i)).join('') === result.type, {
      message: 'The type code must agree with the scores',
    }),
    z.refine(
      (result) =>
        result.scales.every((scale) => !scale.band || (scale.band.low <= scale.percentage && scale.percentage <= scale.band.high)),
      {
        message: 'Each band must contain its score',
      },
    ),
  );

/** A shared result: `{ type, completedOn, scales: [{ key, percentage, band? }] × 4 }`. */
export type SharedResult = z.infer<typeof sharedResultSchema>;

/** The letter a score gives (the free test's rule: first pole above 50 %, else — ties too — the second). */
function letterOf(percentage: number, index: number): string {
  const scale = SHARED_SCALES[index];
  if (!scale) return '?';
  return percentage > 50 ? scale.first : scale.second;
}

/** Body of `POST /api/shared-results`: the result to share. */
export const shareCreateBodySchema = z.strictObject({ result: sharedResultSchema });

/** Body of `DELETE /api/shared-results`: the link's token and the owner key returned at creation. */
export const shareRevokeBodySchema = z.strictObject({
  token: z.string().check(z.refine(isShareToken, { message: 'Not a share token' })),
  ownerKey: z.string().check(z.refine(isOwnerKey, { message: 'Not an owner key' })),
});

/**
 * A stored free-test result (features/results/result-schema.ts) as a shared result, or null when it does
 * not have the four scales. Keeps only type, percentages, bands (`band` or `low`/`high` on a
 * dichotomy, when present), retake odds (`odds: { tenths, atLeast }`, when present) and the completion day.
 * @param result the stored result (untrusted shape)
 * @param completedAt ISO 8601 completion time
 */
export function toSharedResult(result: unknown, completedAt: string): SharedResult | null {
  if (typeof result !== 'object' || result === null) return null;
  const { type, dichotomies } = result as { type?: unknown; dichotomies?: unknown };
  if (!Array.isArray(dichotomies)) return null;
  const scales = dichotomies.map((entry: unknown) => {
    const d = (entry ?? {}) as {
      key?: unknown;
      percentage?: unknown;
      band?: { low?: unknown; high?: unknown };
      low?: unknown;
      high?: unknown;
      odds?: { tenths?: unknown; atLeast?: unknown };
    };
    const low = d.band?.low ?? d.low;
    const high = d.band?.high ?? d.high;
    return {
      key: d.key,
      percentage: d.percentage,
      ...(typeof low === 'number' && typeof high === 'number' ? { band: { low, high } } : {}),
      ...(d.odds && typeof d.odds === 'object' ? { odds: { tenths: d.odds.tenths, atLeast: d.odds.atLeast } } : {}),
    };
  });
  const parsed = sharedResultSchema.safeParse({ type, completedOn: completedAt.slice(0, 10), scales });
  return parsed.success ? parsed.data : null;
}

/** One preference of a comparison: both people's scores and whether their letters differ. */
export interface ScaleComparison {
  key: ScaleKey;
  first: (typeof SHARED_SCALES)[number]['first'];
  second: (typeof SHARED_SCALES)[number]['second'];
  /** The sharer's scale. */
  theirs: SharedResult['scales'][number];
  /** The friend's scale. */
  yours: SharedResult['scales'][number];
  theirLetter: string;
  yourLetter: string;
  /** True when the two letters differ. */
  differs: boolean;
  /** True when the two bands (or, without bands, the two scores) overlap: the difference may be noise. */
  overlap: boolean;
}

/**
 * Side-by-side comparison of two shared-shape results (issue 12 "Compare with a friend"): per
 * preference both scores and bands, the letters, whether they differ and whether the bands
 * overlap (differences inside overlapping bands are within measurement error).
 */
export function compareResults(theirs: SharedResult, yours: SharedResult): ScaleComparison[] {
  return SHARED_SCALES.map((scale, index) => {
    const a = theirs.scales[index]!;
    const b = yours.scales[index]!;
    const aRange = a.band ?? { low: a.percentage, high: a.percentage };
    const bRange = b.band ?? { low: b.percentage, high: b.percentage };
    const theirLetter = theirs.type[index]!;
    const yourLetter = yours.type[index]!;
    return {
      key: scale.key,
      first: scale.first,
      second: scale.second,
      theirs: a,
      yours: b,
      theirLetter,
      yourLetter,
      differs: theirLetter !== yourLetter,
      overlap: aRange.low <= bRange.high && bRange.low <= aRange.high,
    };
  });
}
