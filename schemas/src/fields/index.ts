/**
 * Field helpers shared by the document types: a kebab-case slug, the SEO object, the main image
 * with required alternative text. Keeping them here keeps every document's fields consistent.
 */
import { defineField } from 'sanity';
import { checkKebabSlug } from '../rules';

/** A required slug generated from `source` (default `title`), lower-case words joined by hyphens. */
export const slugField = (source = 'title', group?: string) =>
  defineField({
    name: 'slug',
    type: 'slug',
    ...(group ? { group } : {}),
    options: { source, maxLength: 96 },
    validation: (rule) => rule.required().custom((slug: { current?: string } | undefined) => checkKebabSlug(slug?.current)),
  });

/** The SEO object (SPEC §3 "SEO data"); every public document has it. */
export const seoField = (group?: string) => defineField({ name: 'seo', title: 'SEO', type: 'seo', ...(group ? { group } : {}) });

/** An image with required alternative text (used as the card, header and Open Graph image). */
export const mainImageField = (required = true, group?: string) =>
  defineField({
    name: 'mainImage',
    title: 'Main image',
    type: 'mainImage',
    ...(group ? { group } : {}),
    validation: (rule) => (required ? rule.required() : rule),
  });
