import { defineField, defineType } from 'sanity';

/**
 * SEO data of SPEC §3: seo_title, meta_description, image, focus_keyword, focus_synonyms.
 * Every public document carries it; the web app falls back to the document's own title and
 * summary when a field is empty.
 */
export const seo = defineType({
  name: 'seo',
  title: 'SEO',
  type: 'object',
  options: { collapsible: true, collapsed: true },
  fields: [
    defineField({
      name: 'seo_title',
      title: 'SEO title',
      type: 'string',
      description: 'Shown in search results and the browser tab; the brand name is appended.',
      validation: (rule) => rule.max(70).warning('Search engines cut titles after about 60 characters'),
    }),
    defineField({
      name: 'meta_description',
      title: 'Meta description',
      type: 'text',
      rows: 3,
      validation: (rule) => rule.max(160).warning('Search engines cut descriptions after about 155 characters'),
    }),
    defineField({
      name: 'image',
      title: 'Share image',
      type: 'image',
      fields: [defineField({ name: 'alt', title: 'Alternative text', type: 'string' })],
    }),
    defineField({ name: 'focus_keyword', title: 'Focus keyword', type: 'string' }),
    defineField({
      name: 'focus_synonyms',
      title: 'Focus synonyms',
      type: 'array',
      of: [{ type: 'string' }],
      options: { layout: 'tags' },
    }),
  ],
});
