import { defineField, defineType } from 'sanity';

/** Call-out tones, rendered with distinct colours and a label ("Tip", "Note", "Watch out"). */
export const CALLOUT_TONES = [
  { title: 'Tip', value: 'tip' },
  { title: 'Note', value: 'note' },
  { title: 'Warning', value: 'warning' },
] as const;

/** A call-out block inside Portable Text: a tone and one short paragraph of plain text. */
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
    defineField({ name: 'text', type: 'text', rows: 3, validation: (rule) => rule.required().max(600) }),
  ],
  preview: {
    select: { tone: 'tone', text: 'text' },
    prepare: ({ tone, text }: { tone?: string; text?: string }) => ({ title: text ?? '', subtitle: `Call-out · ${tone ?? 'tip'}` }),
  },
});
