import { defineArrayMember, defineField, defineType } from 'sanity';
import { checkLinkHref } from '../rules';

/**
 * Portable Text used by type sections and articles: headings, lists, strong/em, and links whose
 * URL scheme is http, https or mailto (other schemes are rejected here and not rendered).
 */
export const blockContent = defineType({
  name: 'blockContent',
  title: 'Body',
  type: 'array',
  of: [
    defineArrayMember({
      type: 'block',
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
        annotations: [
          defineArrayMember({
            name: 'link',
            title: 'Link',
            type: 'object',
            fields: [
              defineField({
                name: 'href',
                title: 'URL',
                type: 'url',
                validation: (rule) =>
                  rule
                    .uri({ scheme: ['http', 'https', 'mailto'] })
                    .custom((href: string | undefined) => (href ? checkLinkHref(href) : true)),
              }),
            ],
          }),
        ],
      },
    }),
  ],
});
