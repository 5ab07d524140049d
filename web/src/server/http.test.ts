/**
 * HTTP building blocks without services: the Origin check against the configured site URL, capped
 * body reading, strict validation and the SPEC §8 error answers (the contract wrapper that composes
 * them is tested in route.test.ts).
 */
import { NextRequest } from 'next/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, assertSameOrigin, assertSameSite, clientIp, errorResponse, MAX_BODY_BYTES, readBody } from './http';

beforeAll(() => {
  vi.stubEnv('NEXT_PUBLIC_SITE_URL', 'https://www.typeatlas.com');
});

function post(headers: Record<string, string>, body?: BodyInit, url = 'https://www.typeatlas.com/api/x'): NextRequest {
  const init = { method: 'POST', headers, ...(body !== undefined ? { body, duplex: 'half' } : {}) };
  return new NextRequest(url, init as ConstructorParameters<typeof NextRequest>[1]);
}

async function thrown(action: () => unknown): Promise<ApiError> {
  try {
    await action();
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected an ApiError');
}

describe('assertSameOrigin', () => {
  it('accepts the configured site origin and the origin the request was addressed to', () => {
    expect(() => assertSameOrigin(post({ origin: 'https://www.typeatlas.com' }))).not.toThrow();
    expect(() => assertSameOrigin(post({ origin: 'http://localhost:3000' }, undefined, 'http://localhost:3000/api/x'))).not.toThrow();
    expect(() => assertSameOrigin(post({ origin: 'https://www.typeatlas.com', 'sec-fetch-site': 'same-origin' }))).not.toThrow();
  });

  it.each([
    ['no Origin', {}],
    ['another site', { origin: 'https://evil.example' }],
    ['a look-alike', { origin: 'https://www.typeatlas.com.evil.example' }],
    ['another scheme', { origin: 'http://www.typeatlas.com' }],
    ['a sibling subdomain', { origin: 'https://app.typeatlas.com' }],
    ['the literal null origin', { origin: 'null' }],
    ['Sec-Fetch-Site cross-site', { origin: 'https://www.typeatlas.com', 'sec-fetch-site': 'cross-site' }],
  ])('refuses %s with 403', async (_label, headers) => {
    const error = await thrown(() => assertSameOrigin(post(headers)));
    expect(error.status).toBe(403);
    expect(error.message).toBe('Cross-origin requests are not allowed');
  });
});

describe('assertSameSite (GET calls with side effects)', () => {
  const get = (headers: Record<string, string>) => new NextRequest('https://www.typeatlas.com/api/x', { method: 'GET', headers });

  it.each([
    ['a same-origin fetch (Sec-Fetch-Site, no Origin)', { 'sec-fetch-site': 'same-origin' }],
    ['a same-site fetch (a sibling subdomain)', { 'sec-fetch-site': 'same-site' }],
    ['no Sec-Fetch-Site, same-origin Origin', { origin: 'https://www.typeatlas.com' }],
    ['no Sec-Fetch-Site nor Origin, same-origin Referer', { referer: 'https://www.typeatlas.com/profile' }],
  ])('accepts %s', (_label, headers) => {
    expect(() => assertSameSite(get(headers))).not.toThrow();
  });

  it.each([
    ['a cross-site navigation or fetch', { 'sec-fetch-site': 'cross-site' }],
    ['a cross-site request that also claims our Origin', { 'sec-fetch-site': 'cross-site', origin: 'https://www.typeatlas.com' }],
    ['a typed URL, bookmark or e-mail link (none)', { 'sec-fetch-site': 'none' }],
    ['an unknown Sec-Fetch-Site', { 'sec-fetch-site': 'whatever' }],
    ['no Sec-Fetch-Site, another Origin', { origin: 'https://evil.example' }],
    ['no Sec-Fetch-Site, another Origin but our Referer', { origin: 'https://evil.example', referer: 'https://www.typeatlas.com/profile' }],
    ['no Sec-Fetch-Site nor Origin, another Referer', { referer: 'https://evil.example/page' }],
    ['no Sec-Fetch-Site nor Origin, a look-alike Referer', { referer: 'https://www.typeatlas.com.evil.example/' }],
    ['no Sec-Fetch-Site nor Origin, a garbage Referer', { referer: 'not a url' }],
    ['no header at all', {}],
  ])('refuses %s with 403', async (_label, headers) => {
    const error = await thrown(() => assertSameSite(get(headers)));
    expect(error).toMatchObject({ status: 403, message: 'Cross-origin requests are not allowed' });
  });
});

describe('readBody', () => {
  const schema = z.strictObject({ name: z.string() });

  it('parses and validates JSON; an empty body counts as {}', async () => {
    expect(await readBody(post({}, '{"name":"Ada"}'), schema)).toEqual({ name: 'Ada' });
    expect(await readBody(post({}), z.strictObject({}))).toEqual({});
    expect(await readBody(post({}, '   '), z.strictObject({}))).toEqual({});
  });

  it('answers 400 with per-field errors for a refused body', async () => {
    const extra = await thrown(() => readBody(post({}, '{"name":"Ada","x":1}'), schema));
    expect(extra.status).toBe(400);
    expect(extra.errors).toHaveProperty('_');
    const mistyped = await thrown(() => readBody(post({}, '{"name":1}'), schema));
    expect(mistyped.message).toMatch(/^name: /);
    expect(mistyped.errors).toHaveProperty('name');
    expect(mistyped.title).toBe('Bad Request');
  });

  it('answers 400 naming the field for text that is not well-formed Unicode (a lone surrogate escape)', async () => {
    const error = await thrown(() => readBody(post({}, '{"name":"Ada\\ud800"}'), schema));
    expect(error).toMatchObject({
      status: 400,
      message: 'name: Must be valid Unicode text (no unpaired surrogate characters)',
      title: 'Bad Request',
    });
    expect(error.errors).toEqual({ name: 'Must be valid Unicode text (no unpaired surrogate characters)' });
    const nested = await thrown(() =>
      readBody(post({}, '{"answers":{"q1":["ok","\\udfff"]}}'), z.strictObject({ answers: z.record(z.string(), z.unknown()) })),
    );
    expect(nested.errors).toHaveProperty(['answers.q1.1']);
    // A surrogate pair (an emoji written as two escapes) is well-formed.
    expect(await readBody(post({}, '{"name":"\\ud83d\\ude00"}'), schema)).toEqual({ name: '😀' });
  });

  it('answers 400 for non-JSON', async () => {
    const error = await thrown(() => readBody(post({}, '{"name":'), schema));
    expect(error).toMatchObject({ status: 400, message: 'The request body must be JSON' });
  });

  it('answers 413 over the cap, whether declared or streamed', async () => {
    const declared = await thrown(() => readBody(post({ 'content-length': String(MAX_BODY_BYTES + 1) }, '{}'), schema));
    expect(declared.status).toBe(413);
    const big = JSON.stringify({ name: 'é'.repeat(MAX_BODY_BYTES / 2 + 1) }); // 2 bytes per character
    expect(big.length).toBeLessThan(MAX_BODY_BYTES + 20);
    const streamed = await thrown(() => readBody(post({}, big), schema));
    expect(streamed.status).toBe(413);
    const chunks = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let index = 0; index < 40; index += 1) controller.enqueue(new Uint8Array(1024).fill(32));
        controller.close();
      },
    });
    expect((await thrown(() => readBody(post({}, chunks), schema))).status).toBe(413);
  });

  it('accepts a body exactly at the cap', async () => {
    const padding = MAX_BODY_BYTES - '{"name":""}'.length;
    expect((await readBody(post({}, JSON.stringify({ name: 'a'.repeat(padding) })), schema)).name).toHaveLength(padding);
  });
});

describe('errors and helpers', () => {
  it('ApiError answers { message, code, title?, errors? } with the status; 503 adds Retry-After', async () => {
    const response = errorResponse(new ApiError(400, 'Bad name', { name: 'Bad name' }, 'Bad Request'));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'Bad name', code: 400, title: 'Bad Request', errors: { name: 'Bad name' } });
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await errorResponse(new ApiError(401)).json()).toEqual({ message: 'Not authorized', code: 401 });
    expect(errorResponse(new ApiError(503, 'Down')).headers.get('retry-after')).toBe('60');
  });

  it('anything else is logged and answers a 500 with the SPEC §8 title, without details', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = errorResponse(new Error('database password is hunter2'));
    expect(response.status).toBe(500);
    const body = await response.json();
    expect(body).toEqual({ message: 'Server Error', title: 'Server error', code: 500 });
    expect(JSON.stringify(body)).not.toContain('hunter2');
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });

  it('clientIp is the last X-Forwarded-For entry without TRUST_PROXY (the socket address web/server.ts appends)', () => {
    expect(clientIp(post({ 'x-forwarded-for': ' 203.0.113.9 , 10.0.0.1' }))).toBe('10.0.0.1');
    expect(clientIp(post({ 'x-forwarded-for': '::ffff:127.0.0.1' }))).toBe('127.0.0.1');
    expect(clientIp(post({}))).toBe('unknown');
  });
});
