/**
 * Moves the local payment provider's subscriptions on in time (embedded mode), for demos and
 * tests: a signed call to the running site's POST /api/billing/local/advance.
 * Design notes: docs/premium-and-billing.md "Notes from the source files".
 */
import { createHmac, randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { readWebhookSecret } from './webhook-secret.ts';

/** The label web/src/server/billing/secret.ts derives the embedded-mode billing secret with. */
const LABEL = 'typeatlas-billing';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    email: { type: 'string' },
    url: { type: 'string', default: process.env.NEXT_PUBLIC_SITE_URL ?? 'http://localhost:3000' },
    help: { type: 'boolean', default: false },
  },
});

function fail(message: string): never {
  console.error(`${message}\nUsage: node scripts/billing.ts renew|fail|end [--email <address>] [--url <site>]`);
  process.exit(1);
}

const action = positionals[0];
if (values.help) fail('Renews, fails or ends local subscriptions.');
if (action !== 'renew' && action !== 'fail' && action !== 'end') fail('The first argument must be renew, fail or end.');

/** The billing webhook secret the site verifies with (see the file header). */
function billingSecret(): string {
  const explicit = process.env.STRIPE_WEBHOOK_SECRET?.trim();
  if (explicit) return explicit;
  const sanity = process.env.SANITY_WEBHOOK_SECRET?.trim() || readWebhookSecret();
  if (!sanity)
    fail('No secret: set STRIPE_WEBHOOK_SECRET or start the site once with ./scripts/start.sh (it creates .data/webhook-secret).');
  return `whsec_${createHmac('sha256', sanity).update(LABEL).digest('hex')}`;
}

// A fresh nonce per call: the site refuses a replayed call (the same signed body sent again).
const body = JSON.stringify({ action, nonce: randomUUID(), ...(values.email ? { email: values.email } : {}) });
const timestamp = Math.floor(Date.now() / 1000);
const signature = createHmac('sha256', billingSecret()).update(`${timestamp}.${body}`).digest('hex');
const response = await fetch(`${values.url!.replace(/\/+$/, '')}/api/billing/local/advance`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', 'stripe-signature': `t=${timestamp},v1=${signature}` },
  body,
});
const answer = (await response.json().catch(() => ({}))) as { changed?: string[]; message?: string };
if (!response.ok) fail(`The site answered ${response.status}: ${answer.message ?? 'no message'}`);
console.log(
  `${action}: ${answer.changed?.length ?? 0} subscription(s) changed${answer.changed?.length ? ` (${answer.changed.join(', ')})` : ''}`,
);
