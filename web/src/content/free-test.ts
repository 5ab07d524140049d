/** The free test definition, read from the content source and validated (CMS boundary). */
import 'server-only';
import { parseFreeTestDefinition, type FreeTestDefinition } from '@/content/free-test-definition';
import { sanityFetch } from './fetch';
import { typeTags } from './revalidate';
import { freeTestQuery } from './queries';

/**
 * @returns the validated definition, or null when no free test document exists
 * @throws Error when the document exists but cannot run (see parseFreeTestDefinition)
 */
export async function getFreeTest(): Promise<(FreeTestDefinition & { seo: { title?: string; description?: string } }) | null> {
  const document = await sanityFetch({ query: freeTestQuery, tags: typeTags('freeTest') });
  if (!document) return null;
  return {
    ...parseFreeTestDefinition(document),
    seo: { title: document.seo?.seo_title ?? undefined, description: document.seo?.meta_description ?? undefined },
  };
}
