import { defineField, defineType } from 'sanity';
import { checkKebabSlug } from '../rules';

/** A popular search topic (SPEC §2): a label and the term it searches for (`/search/{term}`). */
export const searchTopic = defineType({
  name: 'searchTopic',
  title: 'Search topic',
  type: 'object',
  fields: [
    defineField({ name: 'label', type: 'string', validation: (rule) => rule.required() }),
    defineField({
      name: 'term',
      type: 'string',
      description: 'Searched keywords; lower-case words joined by hyphens, e.g. "core-theory".',
      validation: (rule) => rule.required().custom((term: string | undefined) => checkKebabSlug(term)),
    }),
  ],
});
