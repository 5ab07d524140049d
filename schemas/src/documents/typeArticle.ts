import { defineField, defineType } from 'sanity';
import { TYPE_SECTIONS } from '../families';
import { checkKebabSlug } from '../rules';

/**
 * A section of a type profile (strengths, career, …). The `introduction` section is served at the
 * bare `/personality-type/{slug}` path; the others at `/personality-type/{slug}/{article}`.
 */
export const typeArticle = defineType({
  name: 'typeArticle',
  title: 'Type profile section',
  type: 'document',
  fields: [
    defineField({
      name: 'type',
      title: 'Personality type',
      type: 'reference',
      to: [{ type: 'personalityType' }],
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'title', type: 'string', validation: (rule) => rule.required() }),
    defineField({
      name: 'slug',
      type: 'slug',
      description: `Usually one of ${TYPE_SECTIONS.map((s) => s.slug).join(', ')}; "introduction" is the profile's main page.`,
      options: { source: 'title' },
      validation: (rule) => rule.required().custom((slug: { current?: string } | undefined) => checkKebabSlug(slug?.current)),
    }),
    defineField({
      name: 'order',
      type: 'number',
      description: 'Position in the profile navigation.',
      validation: (rule) => rule.required().integer().min(0),
    }),
    defineField({
      name: 'premium',
      title: 'Premium section',
      type: 'boolean',
      description:
        'Only subscribers read the body. Everyone else sees the teaser and the Premium offer; the body never reaches their browser.',
      initialValue: false,
    }),
    defineField({
      name: 'teaser',
      type: 'text',
      rows: 3,
      description: 'Shown instead of the body to visitors without Premium (public text: write it as a preview).',
      validation: (rule) =>
        rule
          .max(400)
          .custom((teaser: string | undefined, context) =>
            (context.document as { premium?: boolean } | undefined)?.premium && !teaser?.trim() ? 'A premium section needs a teaser' : true,
          ),
    }),
    defineField({ name: 'body', type: 'blockContent', validation: (rule) => rule.required() }),
    defineField({ name: 'seo', type: 'seo' }),
  ],
  orderings: [{ title: 'Order', name: 'order', by: [{ field: 'order', direction: 'asc' }] }],
  preview: {
    select: { title: 'title', type: 'type.code', slug: 'slug.current' },
    prepare: ({ title, type, slug }: { title?: string; type?: string; slug?: string }) => ({
      title: `${type ?? '????'} · ${title ?? 'Untitled'}`,
      subtitle: slug,
    }),
  },
});
