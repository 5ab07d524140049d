import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiRequestError, failureMessage, request, SECURE_TOKEN_PATH } from '@/lib/api-client';

type Reply = Response | (() => Response) | Error;

/** A fetch double that answers the queued replies in order and records the calls. */
function fakeFetch(...replies: Reply[]) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetchImpl = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    const reply = replies.shift();
    if (!reply) throw new Error(`unexpected call ${String(url)}`);
    if (reply instanceof Error) throw reply;
    return typeof reply === 'function' ? reply() : reply;
  }) as unknown as typeof fetch;
  return { fetchImpl, calls };
}

const json = (status: number, value: unknown) =>
  new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } });
const text = (status: number, value: string) => new Response(value, { status, headers: { 'content-type': 'text/plain' } });

async function failure(promise: Promise<unknown>): Promise<ApiRequestError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiRequestError);
  return error as ApiRequestError;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('request — SPEC §7 generic client', () => {
  it('GET sends no body and no content type; parses JSON', async () => {
    const { fetchImpl, calls } = fakeFetch(json(200, { a: 1 }));
    expect(await request('GET', '/api/profile', undefined, fetchImpl)).toEqual({ a: 1 });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('/api/profile');
    expect(calls[0]!.init.method).toBe('GET');
    expect(calls[0]!.init.body).toBeUndefined();
    expect(new Headers(calls[0]!.init.headers).get('content-type')).toBeNull();
    expect(calls[0]!.init).not.toHaveProperty('credentials');
  });

  it.each(['POST', 'PATCH', 'DELETE'] as const)('%s sends a JSON body with a JSON content type (default {})', async (method) => {
    const { fetchImpl, calls } = fakeFetch(json(200, { ok: true }), json(200, { ok: true }));
    await request(method, '/api/x', { name: 'Ada' }, fetchImpl);
    await request(method, '/api/x', undefined, fetchImpl);
    expect(new Headers(calls[0]!.init.headers).get('content-type')).toBe('application/json');
    expect(calls[0]!.init.body).toBe('{"name":"Ada"}');
    expect(calls[1]!.init.body).toBe('{}');
    expect(calls[0]!.init.method).toBe(method);
  });

  it('any 2xx is success; the answer is JSON, else text, else null', async () => {
    const { fetchImpl } = fakeFetch(
      json(201, { id: 'x' }),
      new Response(null, { status: 204 }),
      text(202, 'accepted'),
      text(200, '{not json'),
    );
    expect(await request('POST', '/api/a', {}, fetchImpl)).toEqual({ id: 'x' });
    expect(await request('POST', '/api/a', {}, fetchImpl)).toBeNull();
    expect(await request('POST', '/api/a', {}, fetchImpl)).toBe('accepted');
    expect(await request('GET', '/api/a', undefined, fetchImpl)).toBe('{not json');
  });

  it('retries a GET once after POST /api/secure-token when it answers 401', async () => {
    const { fetchImpl, calls } = fakeFetch(json(401, { message: 'Not authorized' }), json(200, { user: {} }), json(200, { count: 3 }));
    expect(await request('GET', '/api/notifications/unread-count', undefined, fetchImpl)).toEqual({ count: 3 });
    expect(calls.map((call) => `${call.init.method} ${call.url}`)).toEqual([
      'GET /api/notifications/unread-count',
      `POST ${SECURE_TOKEN_PATH}`,
      'GET /api/notifications/unread-count',
    ]);
    expect(calls[1]!.init.body).toBe('{}');
  });

  it('retries only once: a second 401 fails with the server message', async () => {
    const { fetchImpl, calls } = fakeFetch(
      json(401, { message: 'Not authorized' }),
      json(401, { message: 'expired' }),
      json(401, { message: 'Not authorized', code: 401 }),
    );
    const error = await failure(request('GET', '/api/profile', undefined, fetchImpl));
    expect(error.status).toBe(401);
    expect(error.message).toBe('Not authorized');
    expect(calls).toHaveLength(3);
  });

  it('retries even when the refresh call itself fails on the network', async () => {
    const { fetchImpl, calls } = fakeFetch(json(401, {}), new TypeError('offline'), json(200, { ok: 1 }));
    expect(await request('GET', '/api/profile', undefined, fetchImpl)).toEqual({ ok: 1 });
    expect(calls).toHaveLength(3);
  });

  it('does not retry non-GET calls, other statuses or the refresh call itself', async () => {
    const post = fakeFetch(json(401, { message: 'Not authorized' }));
    expect((await failure(request('POST', '/api/test-result', {}, post.fetchImpl))).status).toBe(401);
    expect(post.calls).toHaveLength(1);
    const forbidden = fakeFetch(json(403, { message: 'Forbidden' }));
    expect((await failure(request('GET', '/api/profile', undefined, forbidden.fetchImpl))).status).toBe(403);
    expect(forbidden.calls).toHaveLength(1);
    const refresh = fakeFetch(json(401, {}));
    await failure(request('GET', SECURE_TOKEN_PATH, undefined, refresh.fetchImpl));
    expect(refresh.calls).toHaveLength(1);
  });

  it('failures carry the SPEC §8 message, status, errors and title', async () => {
    const { fetchImpl } = fakeFetch(
      json(400, { message: 'name: Too big', code: 400, title: 'Bad Request', errors: { name: 'Too big' } }),
      json(404, { error: { message: 'Nested message' } }),
      json(500, { code: 500 }),
      text(502, '<html>Bad gateway</html>'),
      new Response(null, { status: 503 }),
      json(409, { message: '' }),
    );
    const validation = await failure(request('PATCH', '/api/profile', {}, fetchImpl));
    expect(validation).toMatchObject({ status: 400, message: 'name: Too big', errors: { name: 'Too big' }, title: 'Bad Request' });
    expect((await failure(request('GET', '/api/x', undefined, fetchImpl))).message).toBe('Nested message');
    expect((await failure(request('GET', '/api/x', undefined, fetchImpl))).message).toBe('Server request failed');
    const html = await failure(request('GET', '/api/x', undefined, fetchImpl));
    expect(html).toMatchObject({ status: 502, message: 'Server request failed', errors: undefined, title: undefined });
    expect((await failure(request('GET', '/api/x', undefined, fetchImpl))).message).toBe('Server request failed');
    expect((await failure(request('POST', '/api/x', {}, fetchImpl))).message).toBe('Server request failed');
  });

  it('a network failure is status 0 with "Server request failed"', async () => {
    const { fetchImpl } = fakeFetch(new TypeError('Failed to fetch'));
    const error = await failure(request('POST', '/api/signup', {}, fetchImpl));
    expect(error).toMatchObject({ status: 0, message: 'Server request failed' });
  });
});

describe('failureMessage', () => {
  it.each([
    [{ message: 'A' }, 'A'],
    [{ message: 'A', error: { message: 'B' } }, 'A'],
    [{ error: { message: 'B' } }, 'B'],
    [{ message: 5, error: { message: 7 } }, 'Server request failed'],
    [{ error: 'string' }, 'Server request failed'],
    ['plain text', 'Server request failed'],
    [null, 'Server request failed'],
    [[], 'Server request failed'],
  ])('%j → %s', (value, expected) => {
    expect(failureMessage(value)).toBe(expected);
  });
});

describe('api — uses the global fetch', () => {
  it('get/post/patch/del map to the methods', async () => {
    const { fetchImpl, calls } = fakeFetch(json(200, 1), json(200, 2), json(200, 3), json(200, 4));
    vi.stubGlobal('fetch', fetchImpl);
    expect(await api.get('/api/a')).toBe(1);
    expect(await api.post('/api/b', { x: 1 })).toBe(2);
    expect(await api.patch('/api/c', { y: 2 })).toBe(3);
    expect(await api.del('/api/d')).toBe(4);
    expect(calls.map((call) => `${call.init.method} ${call.url} ${call.init.body ?? ''}`)).toEqual([
      'GET /api/a ',
      'POST /api/b {"x":1}',
      'PATCH /api/c {"y":2}',
      'DELETE /api/d {}',
    ]);
  });
});
