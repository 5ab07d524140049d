/**
 * Notifications for newly published content (issue 4: "blogPost/tool notifications are created when
 * the revalidation webhook reports a newly published article or tool"). In embedded mode
 * `scripts/notify.ts` sends the same signed webhook.
 */
import 'server-only';
import type { WebhookPayload } from '@/content/webhook';
import { documentPath } from '@/lib/routes';
import { accountsEnv } from '@/config/accounts-env';
import { notifyPublished } from './accounts';

/**
 * Creates the notification for a `create` of an article or toolkit test; ignores everything else,
 * and does nothing when accounts are unavailable.
 */
export async function notifyOnPublish(payload: WebhookPayload): Promise<void> {
  if (payload.operation !== 'create' || !accountsEnv().available) return;
  const path = documentPath({ _type: payload._type, slug: payload.slug ?? null });
  const id = await notifyPublished({ _type: payload._type, _id: payload._id, path });
  if (id) console.info(`[notifications] ${payload._type} ${payload._id} published → notification ${id}`);
}
