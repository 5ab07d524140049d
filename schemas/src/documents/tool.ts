import { defineField, defineType } from 'sanity';
import { mainImageField, seoField, slugField } from '../fields';
import { TEST_CATEGORIES } from './test';

/**
 * A toolkit listing entry shown on `/tools` (personal-growth) and `/tools/{category}`: it points
 * either to a toolkit test (reference) or to a site path. Exactly one of the two is set.
 */
export const tool = defineType({
  name: 'tool',
  title: 'Tool listing entry',
  type: 'document',
  fields: [
    defineField({ name: 'title', type: 'string', validation: (rule) => rule.required().max(60) }),
    slugField(),
    defineField({
      name: 'category',
      type: 'string',
      options: { list: [...TEST_CATEGORIES], layout: 'radio' },
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'description', type: 'text', rows: 3, validation: (rule) => rule.required().max(240) }),
    mainImageField(false),
    defineField({ name: 'test', title: 'Toolkit test', type: 'reference', to: [{ type: 'test' }] }),
    defineField({
      name: 'href',
      title: 'Site path',
      type: 'string',
      description: 'A path on this site such as /compatibility (used when no test is set).',
      validation: (rule) =>
        rule.custom((href: string | undefined, context) => {
          const hasTest = Boolean((context.document as { test?: { _ref?: string } } | undefined)?.test?._ref);
          if (hasTest && href) return 'Set either a test or a path, not both';
          if (!hasTest && !href) return 'Set a test or a path';
          if (href && !/^\/(?!\/)[\w\-/]*$/.test(href)) return 'A path starts with "/" and stays on this site';
          return true;
        }),
    }),
    seoField(),
  ],
  preview: { select: { title: 'title', subtitle: 'category', media: 'mainImage' } },
});
