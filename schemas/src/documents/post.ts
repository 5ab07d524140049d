import { defineField, defineType } from 'sanity';
import { mainImageField, seoField, slugField } from '../fields';

/** A short post (`/posts/{slug}`): team updates and quick reads, newest first. */
export const post = defineType({
  name: 'post',
  title: 'Post',
  type: 'document',
  fields: [
    defineField({ name: 'title', type: 'string', validation: (rule) => rule.required().max(100) }),
    slugField(),
    defineField({ name: 'excerpt', type: 'text', rows: 3, validation: (rule) => rule.required().max(220) }),
    mainImageField(false),
    defineField({ name: 'author', type: 'reference', to: [{ type: 'author' }] }),
    defineField({ name: 'publishedAt', title: 'Published at', type: 'datetime', validation: (rule) => rule.required() }),
    defineField({ name: 'body', type: 'blockContent', validation: (rule) => rule.required() }),
    seoField(),
  ],
  orderings: [{ title: 'Newest first', name: 'publishedDesc', by: [{ field: 'publishedAt', direction: 'desc' }] }],
  preview: { select: { title: 'title', subtitle: 'slug.current', media: 'mainImage' } },
});
