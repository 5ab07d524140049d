import { defineField, defineType } from 'sanity';
import { seoField, slugField } from '../fields';

/**
 * A blog author (`/blog/author/{slug}`): name, slug, role, bio, portrait. The portrait (field
 * `mainImage`, a `mainImage` object: alt text required) is shown round on the author page, in the
 * article byline and in the "About the author" box (issue 15); required so no author shows an
 * empty circle.
 */
export const author = defineType({
  name: 'author',
  title: 'Author',
  type: 'document',
  fields: [
    defineField({ name: 'name', type: 'string', validation: (rule) => rule.required() }),
    slugField('name'),
    defineField({ name: 'role', type: 'string' }),
    defineField({ name: 'bio', type: 'text', rows: 4, validation: (rule) => rule.required().max(600) }),
    defineField({
      name: 'mainImage',
      title: 'Portrait',
      type: 'mainImage',
      description:
        'A square portrait (illustration or photo, at least 400 × 400 px), shown in a circle. The alt text describes the picture.',
      validation: (rule) => rule.required(),
    }),
    seoField(),
  ],
  preview: { select: { title: 'name', subtitle: 'slug.current', media: 'mainImage' } },
});
