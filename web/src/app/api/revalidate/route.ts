/**
 * POST /api/revalidate — Sanity's signed GROQ-powered webhook: verifies the signature over the raw
 * body and revalidates the changed document's cache tags (see web/src/content/webhook.ts for the
 * answers and the projection to configure in Sanity). A newly created article or toolkit test also
 * creates the 'New article is available' / 'New test is available' notification for everyone.
 */
import { revalidateTag } from 'next/cache';
import { serverEnv } from '@/config/env';
import { REVALIDATE_PROFILE } from '@/content/revalidate';
import { handleRevalidateWebhook } from '@/content/webhook';
import { notifyOnPublish } from '@/server/publish-notifications';

export function POST(request: Request): Promise<Response> {
  return handleRevalidateWebhook(request, {
    secret: serverEnv().sanityWebhookSecret,
    revalidate: (tag) => revalidateTag(tag, REVALIDATE_PROFILE),
    onVerified: notifyOnPublish,
  });
}
