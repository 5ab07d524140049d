/**
 * Content of the subscriber's PDFs (issue 11 "The personal report"): a type's profile, the text of
 * its report sections and its pairings with every type (the compatibility pages).
 */
import 'server-only';
import { sanityFetch } from './fetch';
import { documentTags, typeTags } from './revalidate';
import { reportContentQuery } from './queries';
import type { ReportContentQueryResult } from './generated/sanity.types';

/** The type-profile sections a report reads, in report order. */
export const REPORT_SECTIONS = ['introduction', 'strengths', 'weaknesses', 'personal-growth', 'career', 'relationships'] as const;

export type ReportContent = NonNullable<ReportContentQueryResult>;

/**
 * The report content of a type.
 * @param slug the type's slug (any letter case), e.g. `intj`
 * @returns the content, or null when no type has that slug
 */
export function getReportContent(slug: string): Promise<ReportContentQueryResult> {
  return sanityFetch({
    query: reportContentQuery,
    params: { slug, sections: [...REPORT_SECTIONS] },
    tags: [...documentTags('personalityType', slug), ...typeTags('typeArticle', 'compatibility')],
  });
}
