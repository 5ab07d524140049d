import { defineArrayMember, defineField, defineType } from 'sanity';
import { checkDichotomyCoverage, checkUniqueIds } from '../rules';

/**
 * The free personality test (SPEC §2 Quiz, §4 Quiz): a survey step (gender, age) followed by
 * Likert items answered one at a time; each item is keyed to E/I, S/N, T/F or J/P and may be
 * reverse-keyed. Scored with the 5-point map of SPEC §9.
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
    defineField({ name: 'seo', type: 'seo' }),
  ],
  preview: { select: { title: 'title', subtitle: 'slug.current' } },
});
