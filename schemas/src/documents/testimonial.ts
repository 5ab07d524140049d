import { defineField, defineType } from 'sanity';

/** A reader testimonial shown on `/testimonials`: name, their type, location and a short quote. */
export const testimonial = defineType({
  name: 'testimonial',
  title: 'Testimonial',
  type: 'document',
  fields: [
    defineField({ name: 'name', type: 'string', validation: (rule) => rule.required() }),
    defineField({ name: 'type', title: 'Personality type', type: 'reference', to: [{ type: 'personalityType' }] }),
    defineField({ name: 'location', type: 'string' }),
    defineField({ name: 'quote', type: 'text', rows: 4, validation: (rule) => rule.required().max(320) }),
    defineField({ name: 'order', type: 'number', validation: (rule) => rule.integer().min(0) }),
  ],
  preview: { select: { title: 'name', subtitle: 'quote' } },
});
