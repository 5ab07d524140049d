/**
 * Informational pages (SPEC §2: about-us, contact, testimonials, terms-conditions, privacy, faq),
 * FAQ entries, testimonials and tool listing entries. Cache tags come from revalidate.ts.
 */
import 'server-only';
import type { PageSlug } from '@typeatlas/schemas/families';
import { sanityFetch } from './fetch';
import { LISTING_TAGS, documentTags } from './revalidate';
import { faqQuery, pageQuery, testimonialsQuery, toolsQuery } from './queries';
import type { FaqQueryResult, PageQueryResult, TestimonialsQueryResult, ToolsQueryResult } from './generated/sanity.types';

export type InfoPage = NonNullable<PageQueryResult>;
export type FaqEntry = FaqQueryResult[number];
export type Testimonial = TestimonialsQueryResult[number];
export type ToolEntry = ToolsQueryResult[number];

/** One informational page, or null when the document is missing. */
export function getPage(slug: PageSlug): Promise<PageQueryResult> {
  return sanityFetch({ query: pageQuery, params: { slug }, tags: documentTags('page', slug) });
}

/** FAQ entries by topic and order. */
export function getFaqs(): Promise<FaqQueryResult> {
  return sanityFetch({ query: faqQuery, tags: LISTING_TAGS.faq });
}

/** Testimonials in display order. */
export function getTestimonials(): Promise<TestimonialsQueryResult> {
  return sanityFetch({ query: testimonialsQuery, tags: LISTING_TAGS.testimonials });
}

/** Tool listing entries of one category, by title. */
export function getTools(category: string): Promise<ToolsQueryResult> {
  return sanityFetch({ query: toolsQuery, params: { category }, tags: LISTING_TAGS.tools });
}
