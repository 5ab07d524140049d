/**
 * Toolkit test reads: listings per category and one definition by slug, converted from the
 * Sanity document to the engine's definition and validated (CMS boundary).
 */
import 'server-only';
import { toDefinition } from '@typeatlas/schemas/test-definition';
import { validateTestDefinition } from '@typeatlas/schemas/engine';
import type { TestCategory, TestDefinition } from '@typeatlas/schemas/engine';
import { z } from 'zod';
import { documentPath } from '@/lib/routes';
import { FREE_TEST_NAME } from '@/lib/test-names';
import { sanityFetch } from './fetch';
import { LISTING_TAGS, documentTags } from './revalidate';
import { toolkitTestQuery, toolkitTestsQuery } from './queries';

/** A listed toolkit test (the `test` documents read by content/toolkit.ts `getToolkitTests`). */
export interface ToolkitTestSummary {
  _id: string;
  title: string | null;
  slug: string | null;
  description: string | null;
  questionCount: number | null;
}

/** Thrown when a published test definition cannot run; the page shows the error screen. */
export class InvalidTestDefinitionError extends Error {
  constructor(
    readonly slug: string,
    readonly problems: string[],
  ) {
    super(`Test "${slug}" cannot run: ${problems.join('; ')}`);
    this.name = 'InvalidTestDefinitionError';
  }
}

/** Tests of a category ("" for all), by title. */
export function getToolkitTests(category: TestCategory | ''): Promise<ToolkitTestSummary[]> {
  return sanityFetch({ query: toolkitTestsQuery, params: { category }, tags: LISTING_TAGS.toolkitTests });
}

/**
 * The names of every test whose result may be saved (SPEC §7 test submit, additional schemas):
 * 'main' (the free test) and the slug of every published toolkit test. Cache tag of the listing.
 */
export async function getTestNames(): Promise<Set<string>> {
  const tests = await getToolkitTests('');
  return new Set([FREE_TEST_NAME, ...tests.flatMap((test) => (test.slug ? [test.slug] : []))]);
}

/** A next step under a toolkit result: an article or theory page (`reading`) or another test (`test`). */
export interface RelatedLink {
  kind: 'reading' | 'test';
  title: string;
  /** Site-relative path (lib/routes.ts `documentPath`). */
  href: string;
}

/** A toolkit test as the pages use it: the engine's definition, the premium flag (issue 11), SEO fields, next steps. */
export interface ToolkitTest {
  definition: TestDefinition;
  premium: boolean;
  seo: { title?: string; description?: string };
  /** The document's `related` entries that resolve to a published page, in editor order. */
  related: RelatedLink[];
}

const relatedSchema = z.object({
  _type: z.enum(['article', 'theoryArticle', 'test']),
  title: z.string().min(1),
  slug: z.string().min(1),
  landing: z.boolean().nullish(),
});

/**
 * The `related` projection of toolkitTestQuery as links (CMS boundary): entries whose target is
 * unpublished (null), of another type or without title or slug are left out.
 */
export function toRelatedLinks(related: unknown): RelatedLink[] {
  if (!Array.isArray(related)) return [];
  return related.flatMap((entry) => {
    const parsed = relatedSchema.safeParse(entry);
    if (!parsed.success) return [];
    const href = documentPath(parsed.data);
    return href ? [{ kind: parsed.data._type === 'test' ? ('test' as const) : ('reading' as const), title: parsed.data.title, href }] : [];
  });
}

/**
 * One test definition by slug.
 * @returns the definition plus its SEO fields and its `premium` flag (issue 11: a premium test's
 *   definition may only be rendered for a subscriber), or null when no test has that slug
 * @throws InvalidTestDefinitionError when the document exists but cannot run
 */
export async function getToolkitTest(slug: string): Promise<ToolkitTest | null> {
  const document = await sanityFetch({ query: toolkitTestQuery, params: { slug }, tags: documentTags('test', slug) });
  if (!document) return null;
  const definition = toDefinition(document);
  const problems = validateTestDefinition(definition);
  if (problems.length > 0) throw new InvalidTestDefinitionError(slug, problems);
  return {
    definition,
    premium: document.premium === true,
    seo: { title: document.seo?.seo_title ?? undefined, description: document.seo?.meta_description ?? undefined },
    related: toRelatedLinks(document.related),
  };
}
