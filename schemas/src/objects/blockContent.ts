import { defineArrayMember, defineField, defineType } from 'sanity';
import { checkLinkHref, checkLinkTexts, type LinkedBlock } from '../rules';

/** Document types an internal link may point to (each has a public page). */
export const LINKABLE_TYPES = ['article', 'theoryArticle', 'post', 'compatibility', 'personalityType', 'page', 'test', 'freeTest'] as const;

/**
 * Link annotations shared by every rich-text field: external links (http, https, mailto only)
 * and internal links (references to documents with a public page).
 */
export const LINK_ANNOTATIONS = [
  defineArrayMember({
    name: 'link',
    title: 'External link',
    type: 'object',
    fields: [
      defineField({
        name: 'href',
        title: 'URL',
        type: 'url',
        validation: (rule) =>
          rule.uri({ scheme: ['http', 'https', 'mailto'] }).custom((href: string | undefined) => (href ? checkLinkHref(href) : true)),
      }),
    ],
  }),
  defineArrayMember({
    name: 'internalLink',
    title: 'Internal link',
    type: 'object',
    fields: [
      defineField({
        name: 'reference',
        type: 'reference',
        to: LINKABLE_TYPES.map((type) => ({ type })),
        validation: (rule) => rule.required(),
      }),
    ],
  }),
];

/**
 * Portable Text of every body: headings (h2, h3), bullet and numbered lists, strong/em, external
 * links whose URL scheme is http, https or mailto (others are rejected here and not rendered),
 * internal links to documents (references, so a renamed slug never breaks a link), images with
 * required alternative text, and call-out blocks.
 */
export const blockContent = defineType({
  name: 'blockContent',
  title: 'Body',
  type: 'array',
  of: [
    defineArrayMember({
      type: 'block',
      validation: (rule) => rule.custom((block) => checkLinkTexts(block as LinkedBlock | undefined)).warning(),
      styles: [
        { title: 'Normal', value: 'normal' },
        { title: 'Heading 2', value: 'h2' },
        { title: 'Heading 3', value: 'h3' },
        { title: 'Quote', value: 'blockquote' },
      ],
      lists: [
        { title: 'Bullet', value: 'bullet' },
        { title: 'Numbered', value: 'number' },
      ],
      marks: {
        decorators: [
          { title: 'Strong', value: 'strong' },
          { title: 'Emphasis', value: 'em' },
        ],
        annotations: LINK_ANNOTATIONS,
      },
    }),
    defineArrayMember({ type: 'mainImage', title: 'Image' }),
    defineArrayMember({ type: 'callout' }),
  ],
});
