import { defineField, defineType } from 'sanity';

/** A navigation or footer link: a label and a site path (or absolute URL). */
export const navLink = defineType({
  name: 'navLink',
  title: 'Link',
  type: 'object',
  fields: [
    defineField({ name: 'label', title: 'Label', type: 'string', validation: (rule) => rule.required() }),
    defineField({
      name: 'href',
      title: 'Path or URL',
      type: 'string',
      description: 'A site path such as /personality-types, or an absolute https URL.',
      validation: (rule) =>
        rule
          .required()
          .custom((href: string | undefined) =>
            !href || /^\/(?!\/)/.test(href) || /^https:\/\//.test(href) ? true : 'Use a path starting with a single "/" or an https URL',
          ),
    }),
  ],
  preview: { select: { title: 'label', subtitle: 'href' } },
});

/** A main-navigation entry: a link with optional sub-links (e.g. Resources → Blog, Theory). */
export const navItem = defineType({
  name: 'navItem',
  title: 'Navigation item',
  type: 'object',
  fields: [
    defineField({ name: 'label', title: 'Label', type: 'string', validation: (rule) => rule.required() }),
    defineField({ name: 'href', title: 'Path', type: 'string', description: 'Leave empty for a submenu only.' }),
    defineField({ name: 'children', title: 'Submenu', type: 'array', of: [{ type: 'navLink' }] }),
  ],
  validation: (rule) =>
    rule.custom((item: { href?: string; children?: unknown[] } | undefined) =>
      !item || item.href || (item.children?.length ?? 0) > 0 ? true : 'Give a path or at least one submenu link',
    ),
  preview: { select: { title: 'label', subtitle: 'href' } },
});
