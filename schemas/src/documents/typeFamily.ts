import { defineField, defineType } from 'sanity';
import { FAMILY_SLUGS, THEME_COLOURS } from '../families';

/** One of the four families of SPEC §3 (analysts red, diplomats mint, sentinels blue, explorers orange). */
export const typeFamily = defineType({
  name: 'typeFamily',
  title: 'Type family',
  type: 'document',
  fields: [
    defineField({ name: 'title', type: 'string', validation: (rule) => rule.required() }),
    defineField({
      name: 'slug',
      type: 'slug',
      options: { source: 'title' },
      validation: (rule) =>
        rule
          .required()
          .custom((slug: { current?: string } | undefined) =>
            !slug?.current || (FAMILY_SLUGS as readonly string[]).includes(slug.current)
              ? true
              : `Slug must be one of ${FAMILY_SLUGS.join(', ')}`,
          ),
    }),
    defineField({
      name: 'colour',
      type: 'string',
      options: { list: [...THEME_COLOURS], layout: 'radio', direction: 'horizontal' },
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'order', type: 'number', validation: (rule) => rule.required().integer().min(1) }),
    defineField({ name: 'description', type: 'text', rows: 3 }),
  ],
  orderings: [{ title: 'Order', name: 'order', by: [{ field: 'order', direction: 'asc' }] }],
  preview: { select: { title: 'title', subtitle: 'colour' } },
});
