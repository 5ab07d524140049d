import { defineArrayMember, defineField, defineType } from 'sanity';
import { LINK_ANNOTATIONS } from './blockContent';
import { checkLinkTexts, type LinkedBlock } from '../rules';

/** Call-out tones, rendered with distinct colours and a label ("Tip", "Note", "Watch out"). */
export const CALLOUT_TONES = [
  { title: 'Tip', value: 'tip' },
  { title: 'Note', value: 'note' },
  { title: 'Warning', value: 'warning' },
] as const;

/** A call-out block inside Portable Text: a tone and one or two short paragraphs (bold, italic, links). */
export const callout = defineType({
  name: 'callout',
  title: 'Call-out',
  type: 'object',
  fields: [
    defineField({
      name: 'tone',
      type: 'string',
      options: { list: [...CALLOUT_TONES], layout: 'radio', direction: 'horizontal' },
      initialValue: 'tip',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'body',
      type: 'array',
      of: [
        defineArrayMember({
          type: 'block',
          validation: (rule) => rule.custom((block) => checkLinkTexts(block as LinkedBlock | undefined)).warning(),
          styles: [{ title: 'Normal', value: 'normal' }],
          lists: [],
          marks: {
            decorators: [
              { title: 'Strong', value: 'strong' },
              { title: 'Emphasis', value: 'em' },
            ],
            annotations: LINK_ANNOTATIONS,
          },
        }),
      ],
      validation: (rule) => rule.required().min(1).max(3),
    }),
  ],
  preview: {
    select: { tone: 'tone', text: 'body.0.children.0.text' },
    prepare: ({ tone, text }: { tone?: string; text?: string }) => ({ title: text ?? '', subtitle: `Call-out · ${tone ?? 'tip'}` }),
  },
});
