/**
 * POST /api/revalidate: real `Request` objects signed the way Sanity signs them (the reference
 * implementation is `@sanity/webhook`'s `encodeSignatureHeader`: base64url HMAC-SHA256 over
 * "{timestamp}.{body}"), with `next/cache` mocked to record `revalidateTag` calls.
 */
import type * as NodeCrypto from 'node:crypto';
import { timingSafeEqual } from 'node:crypto';
import { encodeSignatureHeader } from '@sanity/webhook';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Webhook from './webhook';

const revalidateTag = vi.hoisted(() => vi.fn());
vi.mock('next/cache', () => ({ revalidateTag }));
vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof NodeCrypto>();
  return { ...actual, timingSafeEqual: vi.fn(actual.timingSafeEqual) };
});

const SECRET = 'test-webhook-secret-0123456789';
const URL_ = 'http://localhost:3000/api/revalidate';
const MINUTE = 60_000;

let POST: (request: Request) => Promise<Response>;
let webhook: typeof Webhook;

beforeAll(async () => {
  vi.stubEnv('SANITY_WEBHOOK_SECRET', SECRET);
  vi.stubEnv('CONTENT_SOURCE', 'local');
  ({ POST } = await import('@/app/api/revalidate/route'));
  webhook = await import('./webhook');
});
afterAll(() => {
  vi.unstubAllEnvs();
});
beforeEach(() => {
  revalidateTag.mockClear();
  vi.mocked(timingSafeEqual).mockClear();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});

const PAYLOAD = { _id: 'type-intj', _type: 'personalityType', slug: 'INTJ', operation: 'update' };

/** A delivery as Sanity sends it: JSON body, signature header over the exact body text. */
async function signedRequest(
  body: string,
  { secret = SECRET, timestamp = Date.now(), headers = {} }: { secret?: string; timestamp?: number; headers?: Record<string, string> } = {},
): Promise<Request> {
  const signature = await encodeSignatureHeader(body, timestamp, secret);
  return new Request(URL_, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'sanity-webhook-signature': signature, ...headers },
    body,
  });
}

async function expectRefused(response: Response, status: number) {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toContain('application/json');
  const body = (await response.json()) as { message?: unknown; code?: unknown };
  expect(typeof body.message).toBe('string');
  expect(body.code, 'code = the HTTP status, like every API error').toBe(status);
  expect(revalidateTag).not.toHaveBeenCalled();
  return body;
}

describe('POST /api/revalidate — valid deliveries', () => {
  it('revalidates the type, slug and id tags with the max profile and answers 200', async () => {
    const response = await POST(await signedRequest(JSON.stringify(PAYLOAD)));
    expect(response.status).toBe(200);
    const tags = ['personalityType', 'personalityType:intj', 'id:type-intj'];
    expect(await response.json()).toEqual({ revalidated: true, tags });
    expect(revalidateTag.mock.calls).toEqual(tags.map((tag) => [tag, 'max']));
  });

  it.each([
    [
      'a drafts. id',
      { _id: 'drafts.type-intj', _type: 'personalityType', slug: 'INTJ' },
      ['personalityType', 'personalityType:intj', 'id:type-intj'],
    ],
    [
      'a release version id',
      { _id: 'versions.rSpring.type-intj', _type: 'personalityType', slug: 'INTJ' },
      ['personalityType', 'personalityType:intj', 'id:type-intj'],
    ],
    [
      'a path id and a namespaced type',
      { _id: 'animal.mammal.dog', _type: 'sanity.imageAsset', slug: null },
      ['sanity.imageAsset', 'id:animal.mammal.dog'],
    ],
    ['a UUID id of 128 characters', { _id: 'a'.repeat(128), _type: 'article', slug: null }, ['article', `id:${'a'.repeat(128)}`]],
    [
      'a Unicode slug (well-formed, astral characters included)',
      { _id: 'p1', _type: 'post', slug: 'Ünïcödé-😀' },
      ['post', 'post:ünïcödé-😀', 'id:p1'],
    ],
    [
      'a 200-character slug under a long type (slug tag over 256 characters left out)',
      { _id: 'p1', _type: 't'.repeat(64), slug: 's'.repeat(200) },
      ['t'.repeat(64), 'id:p1'],
    ],
  ])('accepts %s and revalidates tags Next.js can encode', async (_label, payload, tags) => {
    const response = await POST(await signedRequest(JSON.stringify(payload)));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ revalidated: true, tags });
    for (const [tag] of revalidateTag.mock.calls as [string][]) {
      expect(() => encodeURIComponent(tag)).not.toThrow();
      expect(tag.length).toBeLessThanOrEqual(256);
    }
  });

  it('accepts a document without slug (null) and without operation', async () => {
    const response = await POST(await signedRequest(JSON.stringify({ _id: 'drafts.siteSettings', _type: 'siteSettings', slug: null })));
    expect(response.status).toBe(200);
    expect(revalidateTag.mock.calls).toEqual([
      ['siteSettings', 'max'],
      ['id:siteSettings', 'max'],
    ]);
  });

  it('verifies the raw body text, whitespace and key order included (no re-encoding)', async () => {
    const body = `{\n  "operation": "delete",  "_type": "test", "_id": "t1", "slug": "Café-Ünïcode"\n}`;
    const response = await POST(await signedRequest(body));
    expect(response.status).toBe(200);
    expect(revalidateTag).toHaveBeenCalledWith('test:café-ünïcode', 'max');
  });

  it('accepts a timestamp within 5 minutes either way (clock skew)', async () => {
    for (const skew of [-4 * MINUTE, 4 * MINUTE]) {
      expect((await POST(await signedRequest(JSON.stringify(PAYLOAD), { timestamp: Date.now() + skew }))).status).toBe(200);
    }
  });

  it('accepts a body of exactly 64 KiB', async () => {
    const json = JSON.stringify(PAYLOAD);
    const body = json + ' '.repeat(webhook.WEBHOOK_MAX_BODY_BYTES - json.length);
    expect(Buffer.byteLength(body)).toBe(64 * 1024);
    expect((await POST(await signedRequest(body))).status).toBe(200);
  });

  it('compares signatures with crypto.timingSafeEqual over equal-length buffers', async () => {
    await POST(await signedRequest(JSON.stringify(PAYLOAD)));
    const calls = vi.mocked(timingSafeEqual).mock.calls;
    expect(calls).toHaveLength(1);
    const [a, b] = calls[0] as [Uint8Array, Uint8Array];
    expect(a.byteLength).toBe(b.byteLength);
  });
});

describe('POST /api/revalidate — refused deliveries revalidate nothing', () => {
  it('401 for a signature made with another secret', async () => {
    await expectRefused(await POST(await signedRequest(JSON.stringify(PAYLOAD), { secret: 'another-secret' })), 401);
  });

  it('401 when the body was altered after signing', async () => {
    const signed = await signedRequest(JSON.stringify(PAYLOAD));
    const tampered = new Request(URL_, { method: 'POST', headers: signed.headers, body: JSON.stringify({ ...PAYLOAD, _type: 'article' }) });
    await expectRefused(await POST(tampered), 401);
  });

  it('401 without the signature header', async () => {
    const request = new Request(URL_, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(PAYLOAD) });
    expect(await expectRefused(await POST(request), 401)).toEqual({ message: 'Not authorized', code: 401 });
  });

  it.each([
    ['a replayed delivery (6 minutes old)', -6 * MINUTE],
    ['a delivery from a day ago', -24 * 60 * MINUTE],
    ['a timestamp 6 minutes in the future', 6 * MINUTE],
  ])('401 for %s, even with a valid signature', async (_label, skew) => {
    await expectRefused(await POST(await signedRequest(JSON.stringify(PAYLOAD), { timestamp: Date.now() + skew })), 401);
  });

  it('401 for a timestamp in seconds instead of milliseconds', async () => {
    const body = JSON.stringify(PAYLOAD);
    const seconds = Math.floor(Date.now() / 1000);
    const signature = webhook.webhookSignature(body, seconds, SECRET);
    const request = new Request(URL_, { method: 'POST', headers: { 'sanity-webhook-signature': `t=${seconds},v1=${signature}` }, body });
    await expectRefused(await POST(request), 401);
  });

  it.each([
    ['an empty value', ''],
    ['garbage', 'garbage'],
    ['no timestamp', 'v1=abc'],
    ['no signature', `t=${Date.now()}`],
    ['an empty signature', `t=${Date.now()},v1=`],
    ['a non-numeric timestamp', 't=yesterday,v1=abc'],
    ['a signature with invalid characters', `t=${Date.now()},v1=ab+c/d==`],
    ['two signatures', `t=${Date.now()},v1=abc, t=${Date.now()},v1=def`],
    ['an unknown scheme', `t=${Date.now()},v0=abc`],
  ])('401 for a malformed header: %s', async (_label, header) => {
    const request = new Request(URL_, { method: 'POST', headers: { 'sanity-webhook-signature': header }, body: JSON.stringify(PAYLOAD) });
    await expectRefused(await POST(request), 401);
  });

  it('401 when a valid header is sent twice (values are joined)', async () => {
    const body = JSON.stringify(PAYLOAD);
    const signature = await encodeSignatureHeader(body, Date.now(), SECRET);
    const headers = new Headers();
    headers.append('sanity-webhook-signature', signature);
    headers.append('sanity-webhook-signature', signature);
    await expectRefused(await POST(new Request(URL_, { method: 'POST', headers, body })), 401);
  });

  it.each([
    ['not JSON', 'this is not json'],
    ['a JSON array', JSON.stringify([PAYLOAD])],
    ['JSON null', 'null'],
    ['no _id', JSON.stringify({ _type: 'article' })],
    ['no _type', JSON.stringify({ _id: 'a' })],
    ['an empty _id', JSON.stringify({ _id: '', _type: 'article' })],
    ['a numeric _type', JSON.stringify({ _id: 'a', _type: 1 })],
    ['a numeric slug', JSON.stringify({ _id: 'a', _type: 'article', slug: 42 })],
    ['a slug object (projection without .current)', JSON.stringify({ _id: 'a', _type: 'article', slug: { current: 'x' } })],
    ['an unknown operation', JSON.stringify({ _id: 'a', _type: 'article', operation: 'publish' })],
  ])('400 for a validly signed body that is %s', async (_label, body) => {
    const answer = await expectRefused(await POST(await signedRequest(body)), 400);
    expect(answer.message).toMatch(/^Bad Request/);
  });

  const UNICODE_CASES: [string, Record<string, unknown>, RegExp][] = [
    [
      'a lone high surrogate in _id (finding 7: was a 500, URIError in revalidateTag)',
      { ...PAYLOAD, _id: 'type-\ud800' },
      /^Bad Request: _id must be a Sanity document id/,
    ],
    ['a lone low surrogate in _id', { ...PAYLOAD, _id: '\udc00' }, /^Bad Request: _id /],
    ['a lone surrogate in _type', { ...PAYLOAD, _type: 'article\udbff' }, /^Bad Request: _type /],
    ['a lone surrogate in the slug', { ...PAYLOAD, slug: 'intj-\ud83d' }, /^Bad Request: slug must be well-formed Unicode/],
    ['reversed surrogates in the slug', { ...PAYLOAD, slug: '\ude00\ud83d' }, /^Bad Request: slug /],
    ['a NUL in _id', { ...PAYLOAD, _id: 'type\u0000intj' }, /^Bad Request: _id /],
    ['a newline in _id', { ...PAYLOAD, _id: 'type-intj\n' }, /^Bad Request: _id /],
    [
      'a control character in the slug',
      { ...PAYLOAD, slug: 'in\u0007tj' },
      /^Bad Request: slug must be well-formed Unicode without control characters/,
    ],
    ['a DEL in the slug', { ...PAYLOAD, slug: 'intj\u007f' }, /^Bad Request: slug /],
    ['an escape sequence in _type', { ...PAYLOAD, _type: '\u001b[31marticle' }, /^Bad Request: _type /],
    ['an _id over 128 characters', { ...PAYLOAD, _id: 'a'.repeat(129) }, /^Bad Request: _id /],
    ['a drafts. _id over 128 characters after the prefix', { ...PAYLOAD, _id: `drafts.${'a'.repeat(129)}` }, /^Bad Request: _id /],
    ['an _id of 10,000 characters', { ...PAYLOAD, _id: 'a'.repeat(10_000) }, /^Bad Request: _id /],
    ['a _type over 64 characters', { ...PAYLOAD, _type: 't'.repeat(65) }, /^Bad Request: _type must be at most 64/],
    ['a slug over 200 characters', { ...PAYLOAD, slug: 's'.repeat(201) }, /^Bad Request: slug must be at most 200/],
    ['an _id of just "drafts."', { ...PAYLOAD, _id: 'drafts.' }, /^Bad Request: _id /],
    ['an _id "drafts..x"', { ...PAYLOAD, _id: 'drafts..x' }, /^Bad Request: _id /],
    ['an _id starting with "-"', { ...PAYLOAD, _id: '-abcde-12345' }, /^Bad Request: _id /],
    ['an _id segment starting with "-"', { ...PAYLOAD, _id: 'dog.-abcde' }, /^Bad Request: _id /],
    ['an _id ending with "."', { ...PAYLOAD, _id: 'type-intj.' }, /^Bad Request: _id /],
    ['an _id with a slash', { ...PAYLOAD, _id: '../type-intj' }, /^Bad Request: _id /],
    ['an _id with a space', { ...PAYLOAD, _id: 'type intj' }, /^Bad Request: _id /],
    ['an _id with non-ASCII letters', { ...PAYLOAD, _id: 'typé-intj' }, /^Bad Request: _id /],
    ['an _id with an emoji', { ...PAYLOAD, _id: 'type-😀' }, /^Bad Request: _id /],
    ['a _type with a colon (would forge a slug tag)', { ...PAYLOAD, _type: 'article:x' }, /^Bad Request: _type /],
    ['a _type starting with a digit', { ...PAYLOAD, _type: '1article' }, /^Bad Request: _type /],
    ['an empty _type', { ...PAYLOAD, _type: '' }, /^Bad Request: _type /],
  ];

  it.each(UNICODE_CASES)('400 naming the field, never 500, for a validly signed body with %s', async (_label, payload, message) => {
    const answer = await expectRefused(await POST(await signedRequest(JSON.stringify(payload))), 400);
    expect(answer.message).toMatch(message);
  });

  it('the raw lone-surrogate reproducer of finding 7 (escape sequence in the JSON text) answers 400', async () => {
    const body = '{"_id":"\\ud800","_type":"article","slug":null,"operation":"update"}';
    expect(JSON.parse(body)._id).toBe('\ud800');
    const answer = await expectRefused(await POST(await signedRequest(body)), 400);
    expect(answer.message).toMatch(/^Bad Request: _id /);
  });

  it('400 for a validly signed empty body', async () => {
    const timestamp = Date.now();
    const signature = `t=${timestamp},v1=${webhook.webhookSignature('', timestamp, SECRET)}`;
    await expectRefused(await POST(new Request(URL_, { method: 'POST', headers: { 'sanity-webhook-signature': signature } })), 400);
  });

  it('400 for a validly signed body that is not UTF-8', async () => {
    const bytes = Uint8Array.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]); // {"\xff\xfe"}
    const timestamp = Date.now();
    const request = new Request(URL_, {
      method: 'POST',
      headers: { 'sanity-webhook-signature': `t=${timestamp},v1=${webhook.webhookSignature(bytes, timestamp, SECRET)}` },
      body: bytes,
    });
    await expectRefused(await POST(request), 400);
  });

  it('413 for a validly signed body over 64 KiB (streamed, no Content-Length)', async () => {
    const json = JSON.stringify(PAYLOAD);
    const body = json + ' '.repeat(webhook.WEBHOOK_MAX_BODY_BYTES - json.length + 1);
    await expectRefused(await POST(await signedRequest(body)), 413);
  });

  it('413 from the declared Content-Length, before reading the body', async () => {
    const request = await signedRequest(JSON.stringify(PAYLOAD), { headers: { 'content-length': String(10 * 1024 * 1024) } });
    expect(request.headers.get('content-length')).toBe(String(10 * 1024 * 1024));
    await expectRefused(await POST(request), 413);
  });
});

describe('handleRevalidateWebhook without a secret', () => {
  it('refuses every delivery with 401 (webhook disabled) and revalidates nothing', async () => {
    const revalidate = vi.fn();
    for (const secret of [undefined, '']) {
      const response = await webhook.handleRevalidateWebhook(await signedRequest(JSON.stringify(PAYLOAD)), { secret, revalidate });
      expect(response.status).toBe(401);
    }
    expect(revalidate).not.toHaveBeenCalled();
  });
});

describe('webhookSignature', () => {
  it('matches @sanity/webhook (Sanity) byte for byte', async () => {
    const body = JSON.stringify({ ...PAYLOAD, title: 'Ünïcode ✓' });
    const timestamp = 1_763_600_000_000;
    expect(`t=${timestamp},v1=${webhook.webhookSignature(body, timestamp, SECRET)}`).toBe(
      await encodeSignatureHeader(body, timestamp, SECRET),
    );
    expect(webhook.webhookSignature(new TextEncoder().encode(body), timestamp, SECRET)).toBe(
      webhook.webhookSignature(body, timestamp, SECRET),
    );
  });
});
