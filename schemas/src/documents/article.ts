import { defineArrayMember, defineField, defineType } from 'sanity';
import { mainImageField, seoField, slugField } from '../fields';

/**
 * A blog article: served at `/blog/article/{slug}`, or at `/blog/{slug}` when `landing` is set
 * (the landing variant, SPEC §2). Listed newest first by `publishedAt`.
 */
export const article = defineType({
  name: 'article',
  title: 'Blog article',
  type: 'document',
  groups: [
    { name: 'content', title: 'Content', default: true },
    { name: 'seo', title: 'SEO' },
  ],
  fields: [
    defineField({ name: 'title', type: 'string', group: 'content', validation: (rule) => rule.required().max(100) }),
    slugField('title', 'content'),
    defineField({
      name: 'excerpt',
      type: 'text',
      rows: 3,
      group: 'content',
      description: 'Shown on cards and as the fallback meta description.',
      validation: (rule) => rule.required().max(220),
    }),
    mainImageField(true, 'content'),
    defineField({
      name: 'author',
      type: 'reference',
      to: [{ type: 'author' }],
      group: 'content',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'categories',
      type: 'array',
      group: 'content',
      description: 'The first category is the primary one (breadcrumbs, card label).',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'category' }] })],
      validation: (rule) => rule.required().min(1).unique(),
    }),
    defineField({ name: 'publishedAt', title: 'Published at', type: 'datetime', group: 'content', validation: (rule) => rule.required() }),
    defineField({
      name: 'landing',
      title: 'Landing variant',
      type: 'boolean',
      group: 'content',
      description: 'Serve at /blog/{slug} with the wide landing layout instead of /blog/article/{slug}.',
      initialValue: false,
    }),
    defineField({ name: 'body', type: 'blockContent', group: 'content', validation: (rule) => rule.required() }),
    seoField('seo'),
  ],
  orderings: [{ title: 'Newest first', name: 'publishedDesc', by: [{ field: 'publishedAt', direction: 'desc' }] }],
  preview: {
    select: { title: 'title', slug: 'slug.current', media: 'mainImage', landing: 'landing' },
    prepare: ({ title, slug, media, landing }: { title?: string; slug?: string; media?: unknown; landing?: boolean }) => ({
      title: title ?? 'Untitled',
      subtitle: landing ? `/blog/${slug ?? ''}` : `/blog/article/${slug ?? ''}`,
      media: media as never,
    }),
  },
});
