import { defineArrayMember, defineField, defineType } from 'sanity';
import { DICHOTOMY_KEYS } from '../families';
import { checkDichotomyCoverage, checkFollowUpIds, checkFollowUpPool, checkUniqueIds } from '../rules';

/**
 * The free personality test (SPEC §2 Quiz, §4 Quiz): a survey step (gender, age) followed by
 * Likert items answered one at a time; each item is keyed to E/I, S/N, T/F or J/P and may be
 * reverse-keyed. Scored with the 5-point map of SPEC §9. Beside the fixed items, one follow-up pool
 * per dichotomy (issue 24 §3): statements asked after the fixed items, one at a time, only while
 * that letter's band still includes 50 (schemas/src/engine/adaptive.ts).
 */
export const freeTest = defineType({
  name: 'freeTest',
  title: 'Free personality test',
  type: 'document',
  fields: [
    defineField({ name: 'title', type: 'string', validation: (rule) => rule.required() }),
    defineField({ name: 'slug', type: 'slug', options: { source: 'title' }, validation: (rule) => rule.required() }),
    defineField({ name: 'intro', title: 'Introduction', type: 'text', rows: 3 }),
    defineField({
      name: 'survey',
      title: 'Survey step',
      type: 'array',
      of: [defineArrayMember({ type: 'surveyQuestion' })],
      validation: (rule) => rule.required().custom((survey: { id?: string }[] | undefined) => checkUniqueIds(survey, 'survey field')),
    }),
    defineField({
      name: 'items',
      title: 'Likert items',
      type: 'array',
      of: [defineArrayMember({ type: 'likertItem' })],
      validation: (rule) =>
        rule.required().custom((items: { id?: string; key?: string }[] | undefined) => {
          const unique = checkUniqueIds(items, 'item id');
          return unique === true ? checkDichotomyCoverage(items) : unique;
        }),
    }),
    defineField({
      name: 'followUps',
      title: 'Follow-up pools',
      description:
        'Statements asked after the fixed items, one at a time, only while a letter is still balanced (its band includes 50), until it settles, its pool is used up or the cap per scale is reached. Keep both keying directions in every pool; never reuse an id.',
      type: 'object',
      fields: DICHOTOMY_KEYS.map((key) =>
        defineField({
          name: key,
          title: `${key[0]}/${key[1]} pool`,
          type: 'array',
          of: [defineArrayMember({ type: 'likertItem' })],
          validation: (rule) =>
            rule.custom((pool: { id?: string; key?: string; reverse?: boolean }[] | undefined) => checkFollowUpPool(pool, key)),
        }),
      ),
      validation: (rule) =>
        rule.custom((followUps: Record<string, { id?: string }[] | undefined> | undefined, context) =>
          checkFollowUpIds((context.document as { items?: { id?: string }[] } | undefined)?.items, followUps),
        ),
    }),
    defineField({ name: 'seo', type: 'seo' }),
  ],
  preview: { select: { title: 'title', subtitle: 'slug.current' } },
});
