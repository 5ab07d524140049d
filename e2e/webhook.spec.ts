/**
 * The revalidation webhook on the real server (issue 13, finding 7): a validly signed delivery whose
 * `_id` holds a lone surrogate answered 500 (URIError inside Next's `revalidateTag`). Malformed ids,
 * type names and slugs now answer 400 naming the field; a well-formed Unicode slug revalidates.
 *
 * Uses the server with a webhook secret (OUTAGE_SERVER in playwright.config.ts, port 3101). The
 * deliveries name a document type no page reads, so they never disturb content-outage.spec.ts.
 */
import { createHmac } from 'node:crypto';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { OUTAGE_SERVER } from '../playwright.config';

const { baseUrl, webhookSecret } = OUTAGE_SERVER;

/** Posts a raw JSON text signed as Sanity does: base64url HMAC-SHA256 over "{t}.{body}". */
function postSigned(request: APIRequestContext, body: string) {
  const timestamp = Date.now();
  const signature = createHmac('sha256', webhookSecret).update(`${timestamp}.${body}`).digest('base64url');
  return request.post(`${baseUrl}/api/revalidate`, {
    headers: { 'content-type': 'application/json', 'sanity-webhook-signature': `t=${timestamp},v1=${signature}` },
    data: Buffer.from(body, 'utf8'),
  });
}

test.describe('revalidation webhook: malformed ids and Unicode', () => {
  for (const [label, body, field] of [
    // JSON escapes keep the body valid UTF-8 while the parsed string holds the lone surrogate.
    ['a lone surrogate in _id (the reproducer)', '{"_id":"\\ud800","_type":"e2eProbe","slug":null,"operation":"update"}', '_id'],
    ['a lone surrogate in the slug', '{"_id":"e2e-probe","_type":"e2eProbe","slug":"x\\udfff","operation":"update"}', 'slug'],
    ['a NUL in _type', '{"_id":"e2e-probe","_type":"e2e\\u0000Probe","slug":null,"operation":"update"}', '_type'],
    ['an over-long _id', JSON.stringify({ _id: 'a'.repeat(129), _type: 'e2eProbe', slug: null, operation: 'update' }), '_id'],
    ['a bare drafts. prefix', JSON.stringify({ _id: 'drafts.', _type: 'e2eProbe', slug: null, operation: 'update' }), '_id'],
  ] as const) {
    test(`${label} answers 400 naming the field, not 500`, async ({ request }) => {
      const response = await postSigned(request, body);
      expect(response.status()).toBe(400);
      expect((await response.json()).message).toMatch(new RegExp(`^Bad Request: ${field} `));
    });
  }

  test('a well-formed Unicode slug is revalidated (200)', async ({ request }) => {
    const response = await postSigned(
      request,
      JSON.stringify({ _id: 'drafts.e2e-probe', _type: 'e2eProbe', slug: 'Ünïcödé-😀', operation: 'update' }),
    );
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ revalidated: true, tags: ['e2eProbe', 'e2eProbe:ünïcödé-😀', 'id:e2e-probe'] });
  });
});
