/**
 * The one rule "published document → notification for everyone" (issue 4: "blogPost/tool
 * notifications are created when the revalidation webhook reports a newly published article or
 * tool"): which document types notify, with which notification type and SPEC §9 title, the path it
 * links to, and the idempotent id that keeps a retried webhook delivery from notifying twice.
 * POST /api/revalidate calls {@link notifyOnPublish} once the webhook's signature is verified; in
 * embedded mode `scripts/notify.ts` sends the same signed webhook.
 */
import 'server-only';
import { createHash } from 'node:crypto';
import { accountsEnv } from '@/config/accounts-env';
import { NOTIFICATION_TITLES, type NotificationType } from '@/lib/notifications';
import { documentPath } from '@/lib/routes';
import { createNotification } from './repositories/notifications';

/** Document types whose publication notifies everyone, and the notification type each makes. */
export const PUBLISHED_NOTIFICATION_TYPES: Readonly<Record<string, NotificationType>> = {
  article: 'blogPost',
  test: 'tool',
};

/** The webhook's view of a changed document (the projection of web/src/content/webhook.ts). */
export interface PublishedDocument {
  _id: string;
  _type: string;
  slug?: string | null;
  /** Sanity's `delta::operation()`; only 'create' notifies. */
  operation?: 'create' | 'update' | 'delete';
}

/** A notification for everyone, ready to store. */
export interface PublishNotification {
  /** Stable per document: `published-` + 40 hex digits of SHA-256(type, _id). */
  id: string;
  type: NotificationType;
  title: string;
  /** Site path of the document's page, e.g. '/blog/article/{slug}'. */
  slug: string;
  /** '' = for everyone (SPEC §3). */
  userId: '';
}

/**
 * Decides the notification of a webhook delivery. Pure.
 * @returns the notification for a `create` of a published (not `drafts.`) article or toolkit test
 *   with a page; null for anything else
 */
export function publishNotificationFor(document: PublishedDocument): PublishNotification | null {
  if (document.operation !== 'create' || document._id.startsWith('drafts.')) return null;
  const type = Object.hasOwn(PUBLISHED_NOTIFICATION_TYPES, document._type) ? PUBLISHED_NOTIFICATION_TYPES[document._type]! : null;
  const path = type ? documentPath({ _type: document._type, slug: document.slug ?? null }) : null;
  if (!type || !path) return null;
  // One notification per published document, however often the webhook delivers its `create`.
  const id = `published-${createHash('sha256').update(`${document._type}\u0000${document._id}`).digest('hex').slice(0, 40)}`;
  return { id, type, title: NOTIFICATION_TITLES[type], slug: path, userId: '' };
}

/**
 * Stores the notification {@link publishNotificationFor} decides on (idempotent by id); does
 * nothing for other deliveries or when accounts are unavailable.
 * @throws whatever the store throws (the webhook logs it and still answers 200)
 */
export async function notifyOnPublish(document: PublishedDocument): Promise<void> {
  const notification = publishNotificationFor(document);
  if (!notification || !accountsEnv().available) return;
  const id = await createNotification(notification);
  console.info(`[notifications] ${document._type} ${document._id} published → notification ${id}`);
}
