/**
 * The generic client of SPEC §7, used by every account screen: GET, POST, PATCH, DELETE with JSON
 * bodies (JSON content type on POST/PATCH/DELETE), no `credentials` option (same-origin cookies are
 * sent by default), any 2xx is success, the answer is parsed as JSON falling back to text. A GET that
 * answers 401 is retried once — after asking `POST /api/secure-token` for a fresh ID token (our
 * refresh call), since an expired token is the usual cause.
 *
 * Failures throw {@link ApiRequestError} with SPEC §8's message rules: the body's `message`, else
 * `error.message`, else 'Server request failed'; a non-JSON error body also gives
 * 'Server request failed'.
 */
import { ERROR_TEXTS } from '@/lib/api-errors';

/** A failed call: HTTP status (0 = network failure), SPEC §8 message, the server's `errors` field. */
export class ApiRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly errors?: unknown,
    readonly title?: string,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** Where the refresh call lives (SPEC §7 "POST /api/secure-token"). */
export const SECURE_TOKEN_PATH = '/api/secure-token';

function parseBody(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * The SPEC §8 message of a failed answer's parsed body.
 * @param body parsed JSON (object) or raw text
 */
export function failureMessage(body: unknown): string {
  if (body && typeof body === 'object') {
    const record = body as { message?: unknown; error?: { message?: unknown } };
    if (typeof record.message === 'string' && record.message !== '') return record.message;
    if (record.error && typeof record.error.message === 'string' && record.error.message !== '') return record.error.message;
  }
  return ERROR_TEXTS.serverRequestFailed;
}

async function send(method: Method, path: string, body: unknown, fetchImpl: typeof fetch): Promise<Response> {
  const init: RequestInit = { method };
  if (method !== 'GET') {
    init.headers = { 'content-type': 'application/json', accept: 'application/json' };
    init.body = JSON.stringify(body ?? {});
  } else {
    init.headers = { accept: 'application/json' };
  }
  return fetchImpl(path, init);
}

/**
 * Performs one call.
 * @param method HTTP method
 * @param path same-origin path, e.g. '/api/profile'
 * @param body JSON-serialisable body for POST/PATCH/DELETE (default `{}`)
 * @param fetchImpl injectable fetch (tests)
 * @returns the parsed answer (JSON, else text, else null for an empty body)
 * @throws ApiRequestError on a non-2xx answer or a network failure (status 0)
 */
export async function request<T>(method: Method, path: string, body?: unknown, fetchImpl: typeof fetch = fetch): Promise<T> {
  let response: Response;
  try {
    response = await send(method, path, body, fetchImpl);
    if (method === 'GET' && response.status === 401 && path !== SECURE_TOKEN_PATH) {
      // SPEC §7: GET retried once on 401 — refresh the session first; a failed refresh changes nothing.
      await send('POST', SECURE_TOKEN_PATH, {}, fetchImpl).catch(() => undefined);
      response = await send(method, path, body, fetchImpl);
    }
  } catch (error) {
    throw new ApiRequestError(ERROR_TEXTS.serverRequestFailed, 0, undefined, error instanceof Error ? error.message : undefined);
  }
  const parsed = parseBody(await response.text().catch(() => ''));
  if (response.ok) return parsed as T;
  const record = parsed && typeof parsed === 'object' ? (parsed as { errors?: unknown; title?: unknown }) : undefined;
  throw new ApiRequestError(
    failureMessage(parsed),
    response.status,
    record?.errors,
    typeof record?.title === 'string' ? record.title : undefined,
  );
}

/** SPEC §7 generic client. Each method throws {@link ApiRequestError} on failure. */
export const api = {
  get: <T>(path: string) => request<T>('GET', path),
  post: <T>(path: string, body?: unknown) => request<T>('POST', path, body),
  patch: <T>(path: string, body?: unknown) => request<T>('PATCH', path, body),
  del: <T>(path: string, body?: unknown) => request<T>('DELETE', path, body),
};
