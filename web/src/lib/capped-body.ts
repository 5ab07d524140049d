/**
 * Reading a request body with a size cap — shared by the revalidation webhook and the account
 * calls. Web-standard `Request` only; no framework imports.
 */

/** The body is larger than the caller's limit. */
export class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`Request body over ${limit} bytes`);
    this.name = 'BodyTooLargeError';
  }
}

/**
 * Reads a request body as bytes, stopping as soon as it exceeds `limit` (the rest is not read).
 * @param request the incoming request
 * @param limit maximum size in bytes
 * @returns the raw body (empty when there is none)
 * @throws BodyTooLargeError when the declared (Content-Length) or actual size exceeds `limit`
 */
export async function readCappedBody(request: Request, limit: number): Promise<Uint8Array> {
  const declared = Number(request.headers.get('content-length') ?? Number.NaN);
  if (Number.isFinite(declared) && declared > limit) throw new BodyTooLargeError(limit);
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      throw new BodyTooLargeError(limit);
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}
