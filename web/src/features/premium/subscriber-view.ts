/**
 * Route configuration shared by the subscriber views (issue 11; lib/routes.ts SUBSCRIBER_VIEW_SEGMENT):
 * the twins of the static pages that can hold premium content, rendered per request so PremiumGate
 * can read the request's cookies. The proxy rewrites signed-in requests to them; the
 * address bar keeps the public path, which stays the canonical one.
 */
import type { Metadata } from 'next';

/**
 * The public page's metadata, kept out of search indexes: the subscriber view is reached by a
 * rewrite (the canonical link already names the public path), but `/…/subscriber-view` can also be
 * requested directly.
 * @param metadata the public page's metadata
 */
export function subscriberViewMetadata(metadata: Metadata): Metadata {
  return { ...metadata, robots: { index: false, follow: true } };
}
