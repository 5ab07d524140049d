/**
 * Where a search goes (SPEC §2: "Submitting navigates to /search/{keywords} and only when the
 * text is non-empty").
 * @returns `/search/{encodeURIComponent(keywords.trim())}`, or null when the trimmed text is empty
 */
export function searchPath(keywords: string): string | null {
  const term = keywords.trim();
  return term ? `/search/${encodeURIComponent(term)}` : null;
}
