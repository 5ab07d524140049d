import { defineField, defineType } from 'sanity';
import { PAGE_SLUGS } from '../families';
import { seoField } from '../fields';

/** An informational page (SPEC §2): about-us, contact, testimonials, terms-conditions, privacy, faq, and the copy of premium and pricing. */
export const page = defineType({
  name: 'page',
  title: 'Page',
  type: 'document',
  fields: [
    defineField({ name: 'title', type: 'string', validation: (rule) => rule.required() }),
    defineField({
      name: 'slug',
      type: 'slug',
      description: `One of ${PAGE_SLUGS.join(', ')}.`,
      validation: (rule) =>
        rule
          .required()
          .custom((slug: { current?: string } | undefined) =>
            slug?.current && (PAGE_SLUGS as readonly string[]).includes(slug.current)
              ? true
              : `Slug must be one of ${PAGE_SLUGS.join(', ')}`,
          ),
    }),
    defineField({ name: 'intro', type: 'text', rows: 2, validation: (rule) => rule.required().max(300) }),
    defineField({ name: 'body', type: 'blockContent' }),
    seoField(),
  ],
  preview: { select: { title: 'title', subtitle: 'slug.current' } },
});
