/**
 * Announces a newly published article or toolkit test in embedded mode, the way Sanity does in
 * cloud mode: a signed `create` webhook to the running site's POST /api/revalidate, which
 * revalidates the pages and creates the 'New article is available' / 'New test is available'
 * notification for everyone (web/src/server/publish-notifications.ts).
 *
 *   node scripts/notify.ts --type article --slug how-types-talk [--id article-how-types-talk]
 *                          [--url http://localhost:3000] [--secret <SANITY_WEBHOOK_SECRET>]
 *
 * --type is `article` (blog) or `test` (toolkit test). The secret is --secret, else
 * SANITY_WEBHOOK_SECRET, else this checkout's embedded-mode secret in `.data/webhook-secret`, which
 * ./scripts/start.sh and `pnpm dev` create and give the site (scripts/webhook-secret.ts).
 */
import { createHmac } from 'node:crypto';
import { parseArgs } from 'node:util';
import { readWebhookSecret, webhookSecretPath } from './webhook-secret.ts';

const { values } = parseArgs({
  options: {
    type: { type: 'string' },
    slug: { type: 'string' },
    id: { type: 'string' },
    url: { type: 'string', default: process.env.NEXT_PUBLIC_SITE_URL ?? 'http://localhost:3000' },
    secret: { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});

function fail(message: string): never {
  console.error(
    `${message}\nUsage: node scripts/notify.ts --type article|test --slug <slug> [--id <_id>] [--url <site>] [--secret <secret>]`,
  );
  process.exit(1);
}

if (values.help) fail('Announces a new article or toolkit test (creates the notification for everyone).');
if (values.type !== 'article' && values.type !== 'test') fail('--type must be "article" or "test".');
if (!values.slug || !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(values.slug)) fail('--slug must be a slug such as how-types-talk.');

let secret = values.secret || process.env.SANITY_WEBHOOK_SECRET?.trim();
if (!secret) {
  try {
    secret = readWebhookSecret() ?? undefined;
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
}
if (!secret)
  fail(
    `No webhook secret: ${webhookSecretPath()} does not exist yet (./scripts/start.sh or pnpm dev creates it), and neither --secret nor SANITY_WEBHOOK_SECRET is set.`,
  );

const body = JSON.stringify({
  _id: values.id ?? `${values.type}-${values.slug}`,
  _type: values.type,
  slug: values.slug,
  operation: 'create',
});
const timestamp = Date.now();
const signature = createHmac('sha256', secret).update(`${timestamp}.`).update(body).digest('base64url');
const response = await fetch(new URL('/api/revalidate', values.url), {
  method: 'POST',
  headers: { 'content-type': 'application/json', 'sanity-webhook-signature': `t=${timestamp},v1=${signature}` },
  body,
});
const answer = await response.text();
if (!response.ok) fail(`The site answered ${response.status}: ${answer}`);
console.log(`Announced ${values.type} "${values.slug}": ${answer}`);
