import { defineArrayMember, defineField, defineType } from 'sanity';

/** Site-wide settings, edited as a single document with the fixed id `siteSettings`. */
export const siteSettings = defineType({
  name: 'siteSettings',
  title: 'Site settings',
  type: 'document',
  fields: [
    defineField({
      name: 'brandName',
      title: 'Brand name',
      type: 'string',
      initialValue: 'TypeAtlas',
      description: 'Appended to every page title.',
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'tagline', type: 'string' }),
    defineField({
      name: 'navigation',
      title: 'Main navigation',
      type: 'array',
      of: [defineArrayMember({ type: 'navItem' })],
      validation: (rule) => rule.required().min(1),
    }),
    defineField({ name: 'footerLinks', title: 'Footer links', type: 'array', of: [defineArrayMember({ type: 'navLink' })] }),
    defineField({
      name: 'popularSearchTopics',
      title: 'Popular search topics',
      description: 'Shown on the search page and in its empty state (SPEC §2).',
      type: 'array',
      of: [defineArrayMember({ type: 'searchTopic' })],
    }),
    defineField({ name: 'seo', title: 'Default SEO', type: 'seo' }),
  ],
  preview: { prepare: () => ({ title: 'Site settings' }) },
});
