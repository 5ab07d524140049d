/**
 * The billing webhook (`POST /api/billing/webhook`): Stripe's deliveries in cloud mode and the
 * local provider's in embedded mode, through the same code. Answers:
 *
 * | answer | when |
 * |---|---|
 * | 200 `{ received: true, outcome }` | verified; applied, unchanged, duplicate (same event id, also when deliveries race), ignored type, unknown user, or refused-second-premium (rules.ts rule 1: the provider cancelled and refunded it) — Stripe stops retrying |
 * | 400 | no `Stripe-Signature` header, a wrong signature, a timestamp more than {@link WEBHOOK_TOLERANCE_SECONDS} in the past or the future, or a signed body that is not an event; nothing changes |
 * | 413 | body over {@link BILLING_WEBHOOK_MAX_BYTES} (not read further) |
 * | 503 + Retry-After | Firestore unavailable, or the refund of a second Premium failed: Stripe retries later |
 *
 * The signature is checked by `Stripe.webhooks.constructEvent` over the raw bytes of the body
 * (`t={unix s},v1={hex HMAC-SHA256(secret, "{t}.{body}")}`), never over re-serialised JSON.
 */
import 'server-only';
import Stripe from 'stripe';
import { z } from 'zod';
import type { WebhookContract } from '@/lib/webhook';
import { route } from '../route';
import { paymentProvider } from './provider';
import { SIGNATURE_TOLERANCE_SECONDS, signatureTimeProblem } from './rules';
import { billingWebhookSecret } from './secret';
import { applyVerifiedEvent } from './store';

/** Largest accepted delivery, in bytes (Stripe events are a few KiB; 256 KiB leaves room for big invoices). */
export const BILLING_WEBHOOK_MAX_BYTES = 256 * 1024;
/** Accepted distance of a signature's timestamp from now, past or future, in seconds (rules.ts). */
export const WEBHOOK_TOLERANCE_SECONDS = SIGNATURE_TOLERANCE_SECONDS;
/** The header Stripe signs deliveries with. */
export const STRIPE_SIGNATURE_HEADER = 'stripe-signature';

/**
 * The envelope every Stripe event has; loose, so the event is kept whole (events.ts reads the
 * object inside field by field, and zod would strip fields it does not name).
 */
const eventEnvelope = z.looseObject({
  id: z.string().regex(/^evt_[A-Za-z0-9_]{1,120}$/),
  object: z.literal('event'),
  type: z.string().min(1).max(100),
  created: z.number().int().positive(),
  data: z.looseObject({ object: z.record(z.string(), z.unknown()) }),
}) as unknown as z.ZodType<Stripe.Event>;

/**
 * How the billing webhook reads a delivery (lib/webhook.ts): {@link BILLING_WEBHOOK_MAX_BYTES};
 * the `Stripe-Signature` header, its timestamp within ±{@link WEBHOOK_TOLERANCE_SECONDS} (rules.ts
 * rule 2: Stripe's verifier refuses only signatures that are too old), then
 * `Stripe.webhooks.constructEvent` over the raw bytes (400 `Invalid webhook signature`); then the
 * event envelope (400).
 * @param secret the webhook signing secret, read per delivery (default `billingWebhookSecret`)
 * @param now clock in unix seconds
 */
export function billingWebhookContract(
  secret: () => string = billingWebhookSecret,
  now: () => number = () => Math.floor(Date.now() / 1000),
): WebhookContract<Stripe.Event> {
  return {
    name: 'billing',
    maxBytes: BILLING_WEBHOOK_MAX_BYTES,
    verify: (raw, headers) => {
      const header = headers.get(STRIPE_SIGNATURE_HEADER);
      if (!header) return 'missing Stripe-Signature header';
      const timeProblem = signatureTimeProblem(header, now());
      if (timeProblem) return `signature timestamp ${timeProblem}`;
      try {
        Stripe.webhooks.constructEvent(Buffer.from(raw), header, secret(), WEBHOOK_TOLERANCE_SECONDS);
        return null;
      } catch (error) {
        return error instanceof Error ? error.message.split('\n')[0]! : String(error);
      }
    },
    schema: eventEnvelope,
    answers: {
      tooLarge: `The delivery is larger than ${BILLING_WEBHOOK_MAX_BYTES} bytes`,
      refused: { status: 400, message: 'Invalid webhook signature' },
      invalid: () => 'The delivery is not a Stripe event',
    },
  };
}

/**
 * `POST /api/billing/webhook`: verifies and applies one delivery (see the table above). Made with
 * {@link route}'s `webhook` contract (no session, no origin check — Stripe is not a browser; the
 * signature is the check), so outages answer 503 and errors the JSON error shape like every API call.
 */
export const billingWebhook = route({ sameOrigin: false, session: 'none', webhook: billingWebhookContract() }, async ({ body }) => {
  // Stripe's payloads leave some facts out (an invoice's payment): fetched before applying.
  const event = await (await paymentProvider()).completeEvent(body);
  const outcome = await applyVerifiedEvent(event, async (refused) => {
    console.warn(
      `[billing] ${event.type} ${event.id}: second Premium ${refused.key} of ${refused.uid} (holder ${refused.holder}): cancelling and refunding`,
    );
    await (await paymentProvider()).refundSecondPremium(refused);
  });
  if (outcome !== 'applied') console.info(`[billing] ${event.type} ${event.id}: ${outcome}`);
  return { body: { received: true, outcome } };
});
