import { defineField, defineType } from 'sanity';
import { seoField, slugField } from '../fields';

/** A blog category (`/blog/category/{slug}`). */
export const category = defineType({
  name: 'category',
  title: 'Category',
  type: 'document',
  fields: [
    defineField({ name: 'title', type: 'string', validation: (rule) => rule.required() }),
    slugField(),
    defineField({ name: 'description', type: 'text', rows: 3, validation: (rule) => rule.required().max(300) }),
    seoField(),
  ],
  preview: { select: { title: 'title', subtitle: 'slug.current' } },
});
