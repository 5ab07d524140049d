import { defineArrayMember, defineField, defineType } from 'sanity';
import { seoField } from '../fields';
import { checkKebabSlug, checkPairMatchesTypes, checkPairSlug } from '../rules';

const API_VERSION = '2025-10-01';

/**
 * A compatibility page for two types (`/compatibility/{slug}`). The slug names both types in
 * canonical catalogue order (e.g. `intp-and-enfj`); the reverse order redirects permanently.
 * Same-type pairs (e.g. `intj-and-intj`) are allowed.
 */
export const compatibility = defineType({
  name: 'compatibility',
  title: 'Compatibility',
  type: 'document',
  fields: [
    defineField({ name: 'title', type: 'string', validation: (rule) => rule.required() }),
    defineField({
      name: 'typeA',
      title: 'First type',
      type: 'reference',
      to: [{ type: 'personalityType' }],
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'typeB',
      title: 'Second type',
      type: 'reference',
      to: [{ type: 'personalityType' }],
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'slug',
      type: 'slug',
      description: 'Both codes in catalogue order, e.g. "intp-and-enfj".',
      validation: (rule) =>
        rule.required().custom(async (slug: { current?: string } | undefined, context) => {
          const shape = checkPairSlug(slug?.current);
          if (shape !== true) return shape;
          const doc = context.document as { typeA?: { _ref?: string }; typeB?: { _ref?: string } } | undefined;
          if (!doc?.typeA?._ref || !doc.typeB?._ref) return true;
          const codes = await context
            .getClient({ apiVersion: API_VERSION })
            .fetch<{ a?: string; b?: string }>('{"a": *[_id == $a][0].slug.current, "b": *[_id == $b][0].slug.current}', {
              a: doc.typeA._ref,
              b: doc.typeB._ref,
            });
          return checkPairMatchesTypes(slug?.current, codes.a, codes.b);
        }),
    }),
    defineField({ name: 'summary', type: 'text', rows: 3, validation: (rule) => rule.required().max(220) }),
    defineField({
      name: 'sections',
      type: 'array',
      of: [
        defineArrayMember({
          type: 'object',
          name: 'compatibilitySection',
          fields: [
            defineField({ name: 'title', type: 'string', validation: (rule) => rule.required() }),
            defineField({
              name: 'slug',
              type: 'string',
              description: 'Anchor id, e.g. "communication".',
              validation: (rule) => rule.required().custom((value: string | undefined) => checkKebabSlug(value)),
            }),
            defineField({ name: 'body', type: 'blockContent', validation: (rule) => rule.required() }),
          ],
        }),
      ],
      validation: (rule) => rule.required().min(1),
    }),
    seoField(),
  ],
  preview: {
    select: { title: 'title', subtitle: 'slug.current' },
  },
});
