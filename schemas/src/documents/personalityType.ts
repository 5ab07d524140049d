import { defineField, defineType } from 'sanity';
import { GENDERS } from '../families';
import { checkTypeSlug } from '../rules';

const API_VERSION = '2025-10-01';

/**
 * A personality type (SPEC §3): slug = four-letter code in lower case, code, title, shortTitle,
 * family (reference; its colour is the type's colour), defaultGender, order within the family,
 * summary and SEO. Two types of one family may not share an order.
 */
export const personalityType = defineType({
  name: 'personalityType',
  title: 'Personality type',
  type: 'document',
  groups: [
    { name: 'content', title: 'Content', default: true },
    { name: 'seo', title: 'SEO' },
  ],
  fields: [
    defineField({
      name: 'code',
      type: 'string',
      group: 'content',
      validation: (rule) => rule.required().regex(/^[EI][SN][TF][JP]$/, { name: 'four-letter code in capitals' }),
    }),
    defineField({ name: 'title', type: 'string', group: 'content', validation: (rule) => rule.required() }),
    defineField({ name: 'shortTitle', title: 'Short title', type: 'string', group: 'content' }),
    defineField({
      name: 'slug',
      type: 'slug',
      group: 'content',
      options: { source: 'code', slugify: (input: string) => input.toLowerCase().trim() },
      validation: (rule) =>
        rule.required().custom((slug: { current?: string } | undefined, context) => {
          const code = (context.document as { code?: string } | undefined)?.code;
          return checkTypeSlug(slug?.current, code);
        }),
    }),
    defineField({
      name: 'family',
      type: 'reference',
      group: 'content',
      to: [{ type: 'typeFamily' }],
      validation: (rule) => rule.required().error('Choose the family this type belongs to'),
    }),
    defineField({
      name: 'order',
      title: 'Order within family',
      type: 'number',
      group: 'content',
      validation: (rule) =>
        rule
          .required()
          .integer()
          .min(1)
          .custom(async (order: number | undefined, context) => {
            const doc = context.document as { _id?: string; family?: { _ref?: string } } | undefined;
            if (order === undefined || !doc?._id || !doc.family?._ref) return true;
            const id = doc._id.replace(/^drafts\./, '');
            const clash = await context
              .getClient({ apiVersion: API_VERSION })
              .fetch<number>(
                'count(*[_type == "personalityType" && family._ref == $family && order == $order && !(_id in [$id, "drafts." + $id])])',
                { family: doc.family._ref, order, id },
              );
            return clash > 0 ? `Another type of this family already has order ${order}` : true;
          }),
    }),
    defineField({
      name: 'defaultGender',
      title: 'Default gender of the character image',
      type: 'string',
      group: 'content',
      options: { list: [...GENDERS], layout: 'radio', direction: 'horizontal' },
      initialValue: 'male',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'summary',
      type: 'text',
      rows: 3,
      group: 'content',
      validation: (rule) => rule.required().max(240),
    }),
    defineField({ name: 'seo', type: 'seo', group: 'seo' }),
  ],
  orderings: [{ title: 'Family order', name: 'order', by: [{ field: 'order', direction: 'asc' }] }],
  preview: {
    select: { code: 'code', title: 'title', family: 'family.title' },
    prepare: ({ code, title, family }: { code?: string; title?: string; family?: string }) => ({
      title: `${code ?? '????'} · ${title ?? 'Untitled'}`,
      subtitle: family,
    }),
  },
});
