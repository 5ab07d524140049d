import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonOf, receiveWebhook, type WebhookContract } from './webhook';

afterEach(() => vi.restoreAllMocks());

/** A contract whose signature is the header `x-sig` equal to the body's length, and whose payload is JSON with a string `id`. */
function contract(seen: Uint8Array[] = []): WebhookContract<{ id: string }> {
  return {
    name: 'test',
    maxBytes: 32,
    refusedStatus: 401,
    refusedMessage: 'Not authorized',
    tooLargeMessage: 'Too large',
    verify: (raw, headers) => {
      seen.push(raw);
      return headers.get('x-sig') === String(raw.length) ? null : 'wrong signature';
    },
    parse: (raw) => {
      const value = jsonOf(raw) as { id?: unknown } | undefined;
      return typeof value?.id === 'string' ? { payload: { id: value.id } } : { problem: 'Bad Request: id must be a string' };
    },
  };
}

const post = (body: string | Uint8Array<ArrayBuffer>, signature?: string) =>
  new Request('https://example.test/hook', { method: 'POST', body, headers: signature === undefined ? {} : { 'x-sig': signature } });

describe('receiveWebhook: cap → signature → parse (issue 26 §2)', () => {
  it('a signed, well-formed delivery gives its payload; the signature saw the raw bytes as sent', async () => {
    const seen: Uint8Array[] = [];
    const text = '{ "id" : "a",\n"x":1 }';
    expect(await receiveWebhook(post(text, String(Buffer.byteLength(text))), contract(seen))).toEqual({ ok: true, payload: { id: 'a' } });
    expect(new TextDecoder().decode(seen[0])).toBe(text);
  });

  it('413 over the cap before the signature is looked at', async () => {
    const seen: Uint8Array[] = [];
    expect(await receiveWebhook(post('x'.repeat(33), '33'), contract(seen))).toEqual({ ok: false, status: 413, message: 'Too large' });
    expect(seen).toEqual([]);
  });

  it("a refused signature answers the contract's status and message; the reason is only logged", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await receiveWebhook(post('{"id":"a"}', '3'), contract())).toEqual({ ok: false, status: 401, message: 'Not authorized' });
    expect(await receiveWebhook(post('{"id":"a"}'), contract())).toMatchObject({ status: 401 });
    expect(warn).toHaveBeenCalledWith('[test] webhook refused: wrong signature');
  });

  it('a signed body that is not the expected payload answers 400 with the parser message (also non-UTF-8 and non-JSON)', async () => {
    for (const body of ['{"id":1}', 'not json', new Uint8Array([0x7b, 0xff, 0x7d])]) {
      const length = typeof body === 'string' ? Buffer.byteLength(body) : body.length;
      expect(await receiveWebhook(post(body, String(length)), contract())).toEqual({
        ok: false,
        status: 400,
        message: 'Bad Request: id must be a string',
      });
    }
  });
});
