/**
 * Canonical link rule of SPEC §2 "Page rules": the path without query string or trailing slash.
 * @param path a path or URL path such as "/blog/?page=2" → "/blog"; "" and "/" → "/"
 */
export function canonicalPath(path: string): string {
  const withoutQuery = path.split(/[?#]/)[0] ?? '';
  const trimmed = withoutQuery.replace(/\/+$/, '');
  return trimmed.startsWith('/') ? trimmed : trimmed ? `/${trimmed}` : '/';
}
