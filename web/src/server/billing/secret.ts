/**
 * The signing secret of the billing webhook (`POST /api/billing/webhook`). Cloud mode: the Stripe
 * endpoint's `whsec_…` (STRIPE_WEBHOOK_SECRET, required). Embedded mode: STRIPE_WEBHOOK_SECRET when
 * set; else derived from this checkout's SANITY_WEBHOOK_SECRET (`./scripts/start.sh` sets it from
 * `.data/webhook-secret`), so `scripts/billing.ts` can sign too — `whsec_` + hex(HMAC-SHA256(secret,
 * "typeatlas-billing")); else a random secret per process (only the server itself can sign).
 */
import 'server-only';
import { createHmac, randomBytes } from 'node:crypto';
import { serverEnv } from '@/config/env';

let processSecret: string | undefined;

/** The label the embedded-mode secret is derived with (scripts/billing.ts uses the same). */
export const LOCAL_BILLING_SECRET_LABEL = 'typeatlas-billing';

/** The secret the webhook verifies with (and the local provider signs with). */
export function billingWebhookSecret(): string {
  const env = serverEnv();
  if (env.billing.webhookSecret) return env.billing.webhookSecret;
  if (env.sanityWebhookSecret)
    return `whsec_${createHmac('sha256', env.sanityWebhookSecret).update(LOCAL_BILLING_SECRET_LABEL).digest('hex')}`;
  processSecret ??= `whsec_${randomBytes(32).toString('hex')}`;
  return processSecret;
}
