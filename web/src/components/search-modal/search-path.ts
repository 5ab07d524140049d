/**
 * The search form's target (SPEC §2 header search). Pure, and free of the route table (lib/routes):
 * the form is the search page's client component, so the results root comes in as an argument
 * (ROUTES.search, from whoever renders the form) instead of the whole table shipping with it (issue 25).
 */

/**
 * Where a search goes (SPEC §2: "Submitting navigates to /search/{keywords} and only when the
 * text is non-empty").
 * @param keywords the field's text
 * @param searchRoot the search results root, ROUTES.search (`/search`)
 * @returns `{searchRoot}/{encodeURIComponent(keywords.trim())}` — lib/routes.ts
 *   `searchResultsPath(term)` — or null when the trimmed text is empty
 */
export function searchPath(keywords: string, searchRoot: string): string | null {
  const term = keywords.trim();
  return term ? `${searchRoot}/${encodeURIComponent(term)}` : null;
}
