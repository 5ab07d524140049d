/**
 * The one contract of a completed test's result, shared by the browser and the server:
 * - {@link testResultRecordSchema}: a record as browser storage keeps it under `test_results`
 *   (SPEC §3 "Test result: stored per test name with result and meta", §7);
 * - {@link testResultBodySchema}: the body of `POST /api/test-result` (SPEC §7), built from the
 *   same field schemas, and {@link toTestResultBody}, the one mapping from a record to a body.
 * The browser checks a record with the body schema before uploading it, the server's Route Handler
 * parses the body with it: the two cannot drift apart. zod/mini keeps the browser chunk small.
 * Pure: no framework imports.
 */
import * as z from 'zod/mini';

/** Nesting levels a saved JSON value may have below its field (Firestore allows 20 in all). */
export const JSON_MAX_DEPTH = 10;
/** Longest string leaf of a saved JSON value, in characters. */
export const JSON_MAX_STRING = 2000;
/** Most items of a saved JSON array. */
export const JSON_MAX_ARRAY = 500;

/**
 * A field name of a saved JSON object. Firestore refuses empty names and reserved `__…__` names;
 * refusing them here answers 400 instead of a storage error.
 */
export const jsonKeySchema = z.string().check(
  z.minLength(1),
  z.maxLength(100),
  z.refine((key) => !/^__.*__$/.test(key), { message: 'Field names like __name__ are reserved' }),
);

const jsonLeaf = z.union([z.string().check(z.maxLength(JSON_MAX_STRING)), z.number(), z.boolean(), z.null()]);
const jsonSchemas = new Map<string, z.ZodMiniType<unknown>>();

/** Bounded JSON of `depth` levels; Firestore also refuses arrays directly inside arrays. */
function jsonValueOf(depth: number, inArray: boolean): z.ZodMiniType<unknown> {
  if (depth === 0) return jsonLeaf;
  const key = `${depth}:${inArray}`;
  let schema = jsonSchemas.get(key);
  if (!schema) {
    const map = z.record(
      jsonKeySchema,
      z.lazy(() => jsonValueOf(depth - 1, false)),
    );
    schema = inArray
      ? z.union([jsonLeaf, map])
      : z.union([jsonLeaf, map, z.array(z.lazy(() => jsonValueOf(depth - 1, true))).check(z.maxLength(JSON_MAX_ARRAY))]);
    jsonSchemas.set(key, schema);
  }
  return schema;
}

/** A JSON value Firestore can store: at most {@link JSON_MAX_DEPTH} levels, bounded strings and arrays. */
export const jsonValueSchema = jsonValueOf(JSON_MAX_DEPTH, false);

/** A test's name: its slug, e.g. 'main' (the free test) or 'work-style-compass'. */
export const testNameSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1),
    z.maxLength(100),
    z.regex(/^[a-z0-9][a-z0-9-]*$/, { message: 'Use a test slug such as main or big-five' }),
  );

/** Completion time: ISO 8601 with a zone, e.g. '2025-01-31T12:00:00.000Z'. */
export const completedAtSchema = z.iso.datetime({ offset: true });

/** Raw answers by question id, e.g. Likert values −2 … 2 of the free test. */
export const answersSchema = z.record(jsonKeySchema, jsonValueSchema);

/** How far in the future a completion time may lie (clock skew between browser and server), in ms. */
export const COMPLETED_AT_SKEW_MS = 5 * 60 * 1000;

/**
 * A stored result: the test's computed result and its metadata (SPEC §4: "the result is saved with
 * the answers"). Unknown extra keys are stripped on read.
 */
export const testResultRecordSchema = z.object({
  result: jsonValueSchema,
  meta: z.object({
    completedAt: completedAtSchema,
    answers: z.optional(answersSchema),
  }),
});

/** A stored result: `{ result, meta: { completedAt, answers? } }` (see {@link testResultRecordSchema}). */
export interface TestResultRecord {
  /** The test's computed result (any bounded JSON value; the free test's shape is in features/results/result-schema.ts). */
  result: unknown;
  meta: {
    /** ISO 8601 timestamp of completion. */
    completedAt: string;
    /** Raw answers by question id. */
    answers?: Record<string, unknown>;
  };
}

/** Most additional schemas one submit may carry (SPEC §7 "additional schemas"). */
export const MAX_ADDITIONAL_SCHEMAS = 3;

/** The fields of one saved result: schema name, result, scores, answers, meta. */
const savedResultFields = {
  /** SPEC §7's "schema name": the test's name ('main' or a toolkit test's slug). */
  testName: testNameSchema,
  result: jsonValueSchema,
  scores: z.optional(z.record(jsonKeySchema, z.number())),
  answers: z.optional(answersSchema),
  meta: z.pipe(
    z.record(jsonKeySchema, jsonValueSchema),
    z.looseObject({ completedAt: completedAtSchema }).check(
      z.refine((meta) => Date.parse(meta.completedAt) <= Date.now() + COMPLETED_AT_SKEW_MS, {
        message: 'completedAt lies in the future',
        path: ['completedAt'],
      }),
    ),
  ),
};

/** One additional schema's result, saved beside the main one (e.g. the free test's next to a toolkit test's). */
export const additionalSchemaSchema = z.strictObject(savedResultFields);

/**
 * Body of `POST /api/test-result` — SPEC §7 "Test submit: called with schema name, answers, token,
 * a shouldSaveResult flag and additional schemas" (the shape is ours):
 * - `testName` (the schema name), `result`, `answers`, optional numeric `scores`, and `meta` with
 *   `completedAt` (ISO 8601; extra JSON metadata is kept; not more than
 *   {@link COMPLETED_AT_SKEW_MS} in the future);
 * - `shouldSaveResult` (default true): false stores nothing — the call only checks the body;
 * - `additionalSchemas` (default none, at most {@link MAX_ADDITIONAL_SCHEMAS}): further results in
 *   the same shape, saved beside the main one; each `testName` must be a known test and differ
 *   from the others (checked by the server, 400 otherwise).
 * The token is not a body field: it travels as the HttpOnly `token` cookie (SPEC §9), which the
 * browser cannot read. Strict: an unknown field is an error.
 */
export const testResultBodySchema = z.strictObject({
  ...savedResultFields,
  shouldSaveResult: z.optional(z.boolean()),
  additionalSchemas: z.optional(z.array(additionalSchemaSchema).check(z.maxLength(MAX_ADDITIONAL_SCHEMAS))),
});

/** A parsed {@link testResultBodySchema}. */
export type TestResultBody = z.infer<typeof testResultBodySchema>;

/**
 * The upload body of a stored record: `{ testName, result, answers?, meta: { completedAt } }`.
 * @param testName the test's name (storage key of the record)
 * @param record the stored record
 */
export function toTestResultBody(testName: string, record: TestResultRecord): TestResultBody {
  return {
    testName,
    result: record.result ?? null,
    ...(record.meta.answers ? { answers: record.meta.answers } : {}),
    meta: { completedAt: record.meta.completedAt },
  };
}

/**
 * The SPEC §7 test-submit body: {@link toTestResultBody} of the main record plus `shouldSaveResult`
 * and the additional schemas' results.
 * @param testName the main test's name (schema name)
 * @param record the main stored record
 * @param options `shouldSaveResult` (default true, then left out of the body); `additional`:
 *   `{ testName, record }` pairs saved beside the main one (left out when empty)
 */
export function toTestSubmitBody(
  testName: string,
  record: TestResultRecord,
  options: { shouldSaveResult?: boolean; additional?: readonly { testName: string; record: TestResultRecord }[] } = {},
): TestResultBody {
  const additional = (options.additional ?? []).map((entry) => toTestResultBody(entry.testName, entry.record));
  return {
    ...toTestResultBody(testName, record),
    ...(options.shouldSaveResult === false ? { shouldSaveResult: false } : {}),
    ...(additional.length > 0 ? { additionalSchemas: additional } : {}),
  };
}
