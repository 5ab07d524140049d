/** The search form's target (SPEC §2 header search). Pure. */
import { searchResultsPath } from '@/lib/routes';

/**
 * Where a search goes (SPEC §2: "Submitting navigates to /search/{keywords} and only when the
 * text is non-empty").
 * @returns `/search/{encodeURIComponent(keywords.trim())}` (lib/routes.ts `searchResultsPath`), or
 *   null when the trimmed text is empty
 */
export function searchPath(keywords: string): string | null {
  const term = keywords.trim();
  return term ? searchResultsPath(term) : null;
}
