import { defineField, defineType } from 'sanity';

/** An image (hotspot enabled) whose alternative text is required: pages never render an image without it. */
export const mainImage = defineType({
  name: 'mainImage',
  title: 'Image',
  type: 'image',
  options: { hotspot: true },
  fields: [
    defineField({
      name: 'alt',
      title: 'Alternative text',
      type: 'string',
      description: 'Describe the image for people who cannot see it.',
      validation: (rule) => rule.required().min(5).max(200),
    }),
  ],
});
