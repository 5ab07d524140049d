import { defineArrayMember, defineField, defineType } from 'sanity';
import { validateTestDefinition } from '../engine';
import { checkKebabSlug, checkUniqueIds } from '../rules';
import { DEFAULT_TEST_THRESHOLDS, toDefinition } from '../test-definition';

/** Toolkit categories (SPEC §2); personal-growth is listed at /tools. */
export const TEST_CATEGORIES = [
  { title: 'Personal growth', value: 'personal-growth' },
  { title: 'Relationships', value: 'relationships' },
  { title: 'Career', value: 'career' },
] as const;

/**
 * A toolkit test (SPEC §3 "Test-engine question", §4 "Test flow", §9 scoring): steps (groups),
 * questions, scales and level thresholds. The fields map 1:1 onto the engine's `TestDefinition`
 * (schemas/src/engine/types.ts): a GROQ projection with `"slug": slug.current` returns
 * the contract shape, and `toDefinition` (../test-definition) does the same for a raw document.
 *
 * The document-level validation runs the engine's own `validateTestDefinition`, so a test that
 * cannot run (unknown step or question ids, bad thresholds, missing result texts …) cannot be
 * published.
 */
export const toolkitTest = defineType({
  name: 'test',
  title: 'Toolkit test',
  type: 'document',
  groups: [
    { name: 'content', title: 'Content', default: true },
    { name: 'questions', title: 'Steps & questions' },
    { name: 'scoring', title: 'Scoring' },
    { name: 'seo', title: 'SEO' },
  ],
  fields: [
    defineField({ name: 'title', title: 'Title', type: 'string', group: 'content', validation: (rule) => rule.required() }),
    defineField({
      name: 'slug',
      title: 'Slug',
      type: 'slug',
      group: 'content',
      options: { source: 'title' },
      validation: (rule) =>
        rule.required().custom((slug: { current?: string } | undefined) => (slug?.current ? checkKebabSlug(slug.current) : true)),
    }),
    defineField({
      name: 'category',
      title: 'Category',
      type: 'string',
      group: 'content',
      options: { list: [...TEST_CATEGORIES], layout: 'radio', direction: 'horizontal' },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'description',
      title: 'Description',
      type: 'text',
      rows: 3,
      group: 'content',
      description: 'Shown on the listing card and before the test starts.',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'premium',
      title: 'Premium test',
      type: 'boolean',
      group: 'content',
      description:
        'Only subscribers can take it. Visitors see the title, the description as a teaser and the Premium offer; the questions never reach their browser.',
      initialValue: false,
    }),
    defineField({
      name: 'related',
      title: 'Related reading and tests',
      type: 'array',
      group: 'content',
      description: 'Next steps shown under the result: articles, theory pages or other toolkit tests (up to 6).',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'article' }, { type: 'theoryArticle' }, { type: 'test' }] })],
      validation: (rule) => rule.unique().max(6),
    }),
    defineField({
      name: 'randomizeGroups',
      title: 'Randomise step order',
      type: 'boolean',
      group: 'questions',
      description: 'Shuffles the steps that are not pinned on start and restart.',
      initialValue: false,
    }),
    defineField({
      name: 'groups',
      title: 'Steps',
      type: 'array',
      group: 'questions',
      of: [defineArrayMember({ type: 'testGroup' })],
      validation: (rule) =>
        rule
          .required()
          .min(1)
          .custom((groups: { id?: string }[] | undefined) => checkUniqueIds(groups, 'step id')),
    }),
    defineField({
      name: 'questions',
      title: 'Questions',
      type: 'array',
      group: 'questions',
      of: [defineArrayMember({ type: 'testQuestion' })],
      validation: (rule) =>
        rule
          .required()
          .min(1)
          .custom((questions: { id?: string }[] | undefined) => checkUniqueIds(questions, 'question id')),
    }),
    defineField({
      name: 'scales',
      title: 'Scales',
      type: 'array',
      group: 'scoring',
      of: [defineArrayMember({ type: 'testScale' })],
      validation: (rule) => rule.custom((scales: { id?: string }[] | undefined) => checkUniqueIds(scales, 'scale id')),
    }),
    defineField({
      name: 'scoringMap',
      title: 'Likert scoring',
      type: 'string',
      group: 'scoring',
      options: {
        list: [
          { title: 'Normal (agree scores high: 2 → 4 … −2 → 0)', value: 'normal' },
          { title: 'Reversed (agree scores low: 2 → 0 … −2 → 4)', value: 'reversed' },
        ],
        layout: 'radio',
      },
      initialValue: 'normal',
    }),
    defineField({
      name: 'thresholds',
      title: 'Level thresholds',
      type: 'array',
      group: 'scoring',
      of: [defineArrayMember({ type: 'number' })],
      description: 'Percentages, ascending: 2 values give low / medium / high, 4 values add extremely low / extremely high.',
      initialValue: [...DEFAULT_TEST_THRESHOLDS],
    }),
    defineField({ name: 'seo', title: 'SEO', type: 'seo', group: 'seo' }),
  ],
  validation: (rule) =>
    rule.custom((doc) => {
      const problems = validateTestDefinition(toDefinition(doc));
      return problems.length ? problems.join('\n') : true;
    }),
  preview: {
    select: { title: 'title', category: 'category', slug: 'slug.current' },
    prepare: ({ title, category, slug }: { title?: string; category?: string; slug?: string }) => ({
      title: title ?? 'Untitled test',
      subtitle: [TEST_CATEGORIES.find((entry) => entry.value === category)?.title ?? category, slug].filter(Boolean).join(' · '),
    }),
  },
});
