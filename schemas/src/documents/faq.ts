import { defineField, defineType } from 'sanity';

/** FAQ topics, in display order on `/faq`. */
export const FAQ_TOPICS = [
  { title: 'The test', value: 'test' },
  { title: 'Personality types', value: 'types' },
  { title: 'Your account', value: 'account' },
  { title: 'Privacy', value: 'privacy' },
  { title: 'Premium', value: 'premium' },
] as const;

/** A question and answer on `/faq`, grouped by topic and ordered within it. */
export const faq = defineType({
  name: 'faq',
  title: 'FAQ entry',
  type: 'document',
  fields: [
    defineField({ name: 'question', type: 'string', validation: (rule) => rule.required() }),
    defineField({ name: 'answer', type: 'blockContent', validation: (rule) => rule.required() }),
    defineField({
      name: 'topic',
      type: 'string',
      options: { list: [...FAQ_TOPICS], layout: 'radio' },
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'order', type: 'number', validation: (rule) => rule.required().integer().min(0) }),
  ],
  orderings: [
    {
      title: 'Topic, order',
      name: 'topicOrder',
      by: [
        { field: 'topic', direction: 'asc' },
        { field: 'order', direction: 'asc' },
      ],
    },
  ],
  preview: { select: { title: 'question', subtitle: 'topic' } },
});
