import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { readWebhook, webhook, WebhookRefusal, type WebhookContract } from './webhook';

afterEach(() => vi.restoreAllMocks());

/** A contract whose signature is the header `x-sig` equal to the body's length, and whose payload is JSON with a string `id`. */
function contract(seen: Uint8Array[] = []): WebhookContract<{ id: string }> {
  return {
    name: 'test',
    maxBytes: 32,
    verify: (raw, headers) => {
      seen.push(raw);
      return headers.get('x-sig') === String(raw.length) ? null : 'wrong signature';
    },
    schema: z.object({ id: z.string() }),
    answers: {
      tooLarge: 'Too large',
      refused: { status: 401, message: 'Not authorized' },
      invalid: (issue) => (issue ? `Bad Request: ${issue.path.join('.')} must be a string` : 'Bad Request: not JSON'),
    },
  };
}

const post = (body: string | Uint8Array<ArrayBuffer>, signature?: string) =>
  new Request('https://example.test/hook', { method: 'POST', body, headers: signature === undefined ? {} : { 'x-sig': signature } });
const signed = (text: string) => post(text, String(Buffer.byteLength(text)));

/** The handler under test: answers the payload it got; `handled` records each call. */
function hook(seen: Uint8Array[] = [], handled: unknown[] = []) {
  return webhook(contract(seen), async (payload) => {
    handled.push(payload);
    return Response.json({ got: payload });
  });
}

async function answer(response: Response) {
  return { status: response.status, cache: response.headers.get('cache-control'), body: await response.json() };
}

describe('webhook(): cap → signature → zod → handler (issue 26 §2)', () => {
  it('a signed, well-formed delivery reaches the handler; the signature saw the raw bytes as sent', async () => {
    const seen: Uint8Array[] = [];
    const text = '{ "id" : "a",\n"x":1 }';
    expect(await answer(await hook(seen)(signed(text)))).toMatchObject({ status: 200, body: { got: { id: 'a' } } });
    expect(new TextDecoder().decode(seen[0])).toBe(text);
  });

  it('oversize: 413 `{ message, code }` before the signature is looked at; the handler never runs', async () => {
    const seen: Uint8Array[] = [];
    const handled: unknown[] = [];
    const text = `{"id":"${'x'.repeat(30)}"}`;
    expect(await answer(await hook(seen, handled)(signed(text)))).toEqual({
      status: 413,
      cache: 'no-store',
      body: { message: 'Too large', code: 413 },
    });
    expect(seen).toEqual([]);
    expect(handled).toEqual([]);
  });

  it("bad signature: the contract's status and message; the reason is only logged; the handler never runs", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const handled: unknown[] = [];
    expect(await answer(await hook([], handled)(post('{"id":"a"}', '3')))).toEqual({
      status: 401,
      cache: 'no-store',
      body: { message: 'Not authorized', code: 401 },
    });
    expect((await hook([], handled)(post('{"id":"a"}'))).status).toBe(401);
    expect(warn).toHaveBeenCalledWith('[test] webhook refused: wrong signature');
    expect(handled).toEqual([]);
  });

  it('bad JSON (not JSON, not UTF-8) and a body the schema refuses: 400 with the contract message', async () => {
    const handled: unknown[] = [];
    for (const body of ['not json', '{"id":', new Uint8Array([0x7b, 0xff, 0x7d])]) {
      const length = typeof body === 'string' ? Buffer.byteLength(body) : body.length;
      expect(await answer(await hook([], handled)(post(body, String(length))))).toEqual({
        status: 400,
        cache: 'no-store',
        body: { message: 'Bad Request: not JSON', code: 400 },
      });
    }
    expect(await answer(await hook([], handled)(signed('{"id":1}')))).toMatchObject({
      status: 400,
      body: { message: 'Bad Request: id must be a string' },
    });
    expect(handled).toEqual([]);
  });

  it('readWebhook throws the refusal (what route() turns into an ApiError) and passes other errors through', async () => {
    await expect(readWebhook(signed('{"id":1}'), contract())).rejects.toEqual(new WebhookRefusal(400, 'Bad Request: id must be a string'));
    const broken = {
      ...contract(),
      verify: () => {
        throw new Error('no secret');
      },
    };
    await expect(readWebhook(signed('{"id":"a"}'), broken)).rejects.toThrow('no secret');
  });
});
