/**
 * Where a notification's title links to. Pure.
 */

/**
 * A same-site path a notification may link to, or null (nothing to link, or not a site path: no
 * protocol-relative `//host`, `/\host` or `javascript:` links from stored data).
 * @param slug the notification's `slug` (SPEC §3), e.g. '/blog/article/x' or ''
 */
export function notificationHref(slug: string): string | null {
  return slug.startsWith('/') && !slug.startsWith('//') && !slug.startsWith('/\\') ? slug : null;
}
