/** POST /api/billing/webhook — Stripe's (or the local provider's) signed events (server/billing/webhook.ts). */
import { billingWebhook } from '@/server/billing/webhook';

export const POST = billingWebhook;
