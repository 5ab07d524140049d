/**
 * The `psychometrics` document: per scale of a test, the item analysis the psychometrics job
 * (scripts/psychometrics.ts → web/src/server/psychometrics-job.ts) computed from stored results —
 * Cronbach's α, the mean and SD of the percentage scores, N, corrected item-total correlations and
 * weak-item flags, and the count of scores per whole percentage. The scoring reads α, SD, mean and
 * that distribution from it (through the server, cached): the SEM's three regimes by N and the
 * retake odds (`precisionFor`, `retakeOdds` in @typeatlas/schemas/engine). Versioned and validated at every read.
 * Pure: no framework imports.
 */
import * as z from 'zod/mini';

/** Version of the document's shape; a reader refuses other versions (and falls back to the prior). */
export const PSYCHOMETRICS_VERSION = 1;

/** Firestore collection of the documents, one per test name (e.g. `psychometrics/main`). */
export const PSYCHOMETRICS_COLLECTION = 'psychometrics';

const nullableNumber = z.nullable(z.number().check(z.refine(Number.isFinite, 'must be finite')));

/** Item analysis of one item. */
export const itemStatisticsSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(100)),
  itemTotal: nullableNumber,
  alphaIfDeleted: nullableNumber,
  weak: z.boolean(),
});

/** Statistics of one scale. `sd` and `mean` are in percentage points. */
export const scaleStatisticsSchema = z.object({
  n: z.int().check(z.minimum(0)),
  itemCount: z.int().check(z.minimum(0)),
  alpha: nullableNumber,
  mean: nullableNumber,
  sd: nullableNumber,
  /** Scores per whole percentage 0 … 100 (101 counts); absent in documents written before issue 24. */
  distribution: z.optional(z.array(z.int().check(z.minimum(0))).check(z.length(101))),
  items: z.array(itemStatisticsSchema).check(z.maxLength(500)),
});

/** The whole document. */
export const psychometricsRecordSchema = z.object({
  version: z.literal(PSYCHOMETRICS_VERSION),
  testName: z.string().check(z.minLength(1), z.maxLength(100)),
  /** ISO 8601 time of the job run. */
  computedAt: z.iso.datetime({ offset: true }),
  /** Stored results read. */
  results: z.int().check(z.minimum(0)),
  /** Distinct respondents used (one result per account: the newest). */
  respondents: z.int().check(z.minimum(0)),
  scales: z.record(z.string().check(z.minLength(1), z.maxLength(20)), scaleStatisticsSchema),
});

/** A parsed {@link psychometricsRecordSchema}. */
export type PsychometricsRecord = z.infer<typeof psychometricsRecordSchema>;

/** What pages need per scale: N, α, SD, mean and the score distribution (the rest is for editors). */
export interface ScaleSummary {
  n: number;
  itemCount: number;
  alpha: number | null;
  sd: number | null;
  mean?: number | null;
  distribution?: readonly number[] | null;
}

/** The per-scale summary pages pass to the scoring; `computedAt` null when no document exists yet. */
export interface PsychometricsSummary {
  computedAt: string | null;
  scales: Record<string, ScaleSummary>;
}

/**
 * Parses a stored document; null when it is missing, of another version or malformed.
 * @param value the document's data
 */
export function parsePsychometricsRecord(value: unknown): PsychometricsRecord | null {
  const parsed = psychometricsRecordSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/**
 * The summary of a document (or of none: every scale then uses the prior).
 * @param record a parsed document or null
 */
export function summarisePsychometrics(record: PsychometricsRecord | null): PsychometricsSummary {
  if (!record) return { computedAt: null, scales: {} };
  const scales: Record<string, ScaleSummary> = {};
  for (const [key, scale] of Object.entries(record.scales))
    scales[key] = {
      n: scale.n,
      itemCount: scale.itemCount,
      alpha: scale.alpha,
      sd: scale.sd,
      mean: scale.mean,
      distribution: scale.distribution ?? null,
    };
  return { computedAt: record.computedAt, scales };
}
