import { defineField, defineType } from 'sanity';
import { mainImageField, seoField, slugField } from '../fields';

/** A theory article (`/theory/{slug}`; the `introduction` slug is served at `/theory`, SPEC §2). */
export const theoryArticle = defineType({
  name: 'theoryArticle',
  title: 'Theory article',
  type: 'document',
  fields: [
    defineField({ name: 'title', type: 'string', validation: (rule) => rule.required() }),
    slugField(),
    defineField({ name: 'excerpt', type: 'text', rows: 3, validation: (rule) => rule.required().max(220) }),
    defineField({
      name: 'order',
      type: 'number',
      description: 'Reading order; the introduction is 1.',
      validation: (rule) => rule.required().integer().min(1),
    }),
    mainImageField(false),
    defineField({ name: 'body', type: 'blockContent', validation: (rule) => rule.required() }),
    seoField(),
  ],
  orderings: [{ title: 'Reading order', name: 'order', by: [{ field: 'order', direction: 'asc' }] }],
  preview: {
    select: { title: 'title', slug: 'slug.current', media: 'mainImage' },
    prepare: ({ title, slug, media }: { title?: string; slug?: string; media?: unknown }) => ({
      title: title ?? 'Untitled',
      subtitle: slug === 'introduction' ? '/theory' : `/theory/${slug ?? ''}`,
      media: media as never,
    }),
  },
});
