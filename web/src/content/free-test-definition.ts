/**
 * The free test definition as the quiz UI consumes it, validated at the CMS boundary with zod so
 * a broken document yields a clear error instead of a broken quiz. Pure: no framework imports.
 */
import { z } from 'zod';
import { checkDichotomyCoverage, checkFollowUpIds, checkFollowUpPool, checkUniqueIds } from '@typeatlas/schemas/rules';
import { validateTestDefinition } from '@typeatlas/schemas/engine';
import { freeTestAsDefinition } from '@typeatlas/schemas/engine';

const option = z.object({ label: z.string().min(1), value: z.string().min(1) });

/** A survey question (gender or age) with its options. */
export const surveyQuestionSchema = z.object({
  id: z.enum(['gender', 'age']),
  label: z.string().min(1),
  options: z.array(option).min(2),
});

/** A Likert item keyed to one dichotomy; `reverse` when agreeing points to the second pole. */
export const likertItemSchema = z.object({
  id: z.string().min(1),
  key: z.enum(['EI', 'SN', 'TF', 'JP']),
  type: z
    .enum(['range', 'radiogroup'])
    .nullable()
    .transform((type) => type ?? 'range'),
  text: z.string().min(1),
  reverse: z
    .boolean()
    .nullable()
    .transform((reverse) => reverse ?? false),
});

/** One follow-up pool (issue 24 §3): absent or null is an empty pool. */
const poolSchema = z
  .array(likertItemSchema)
  .nullish()
  .transform((pool) => pool ?? []);

/**
 * The follow-up pools by dichotomy key; a document without the field (or with null) has empty
 * pools, so the test is then the fixed items alone.
 */
export const followUpPoolsSchema = z
  .object({ EI: poolSchema, SN: poolSchema, TF: poolSchema, JP: poolSchema })
  .nullish()
  .transform((pools) => pools ?? { EI: [], SN: [], TF: [], JP: [] });

/** The whole definition. */
export const freeTestDefinitionSchema = z
  .object({
    title: z.string().min(1),
    slug: z.string().min(1),
    intro: z.string().nullable(),
    survey: z.array(surveyQuestionSchema).min(1),
    items: z.array(likertItemSchema).min(4),
    followUps: followUpPoolsSchema,
  })
  .superRefine((definition, context) => {
    const pools = definition.followUps;
    for (const check of [
      checkUniqueIds(definition.items, 'item id'),
      checkDichotomyCoverage(definition.items),
      checkFollowUpIds(definition.items, pools),
      ...(['EI', 'SN', 'TF', 'JP'] as const).map((key) => checkFollowUpPool(pools[key], key)),
    ]) {
      if (check !== true) context.addIssue({ code: 'custom', message: check });
    }
    // The same structural rules as every toolkit test (one definition model, one validator).
    for (const problem of validateTestDefinition(freeTestAsDefinition(definition.items))) {
      context.addIssue({ code: 'custom', message: problem });
    }
  });

export type FreeTestDefinition = z.output<typeof freeTestDefinitionSchema>;
export type LikertItemDefinition = FreeTestDefinition['items'][number];
export type SurveyQuestionDefinition = FreeTestDefinition['survey'][number];

/**
 * Validates a free test document.
 * @throws Error "Invalid free test definition: …" naming each problem
 */
export function parseFreeTestDefinition(document: unknown): FreeTestDefinition {
  const parsed = freeTestDefinitionSchema.safeParse(document);
  if (!parsed.success) {
    throw new Error(
      `Invalid free test definition: ${parsed.error.issues.map((i) => `${i.path.join('.') || 'document'}: ${i.message}`).join('; ')}`,
    );
  }
  return parsed.data;
}
