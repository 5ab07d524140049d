import { defineField, defineType } from 'sanity';
import { mainImageField, seoField, slugField } from '../fields';

/** A blog author (`/blog/author/{slug}`): name, slug, role, bio, portrait. */
export const author = defineType({
  name: 'author',
  title: 'Author',
  type: 'document',
  fields: [
    defineField({ name: 'name', type: 'string', validation: (rule) => rule.required() }),
    slugField('name'),
    defineField({ name: 'role', type: 'string' }),
    defineField({ name: 'bio', type: 'text', rows: 4, validation: (rule) => rule.required().max(600) }),
    mainImageField(false),
    seoField(),
  ],
  preview: { select: { title: 'name', subtitle: 'slug.current', media: 'mainImage' } },
});
