/**
 * HTTP building blocks of the account calls: the error type and JSON error answers (SPEC §8),
 * same-origin checks for state-changing calls and same-site checks for GET calls with side effects
 * (CSRF), capped JSON body reading and zod validation, the client identity for rate limits.
 * server/route.ts composes them into declared Route Handler contracts. Handlers read cookies from
 * the NextRequest and set them on the NextResponse (no `next/headers`), so integration tests can
 * call them directly.
 */
import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { z } from 'zod';
import { serverEnv } from '@/config/env';
import { BodyTooLargeError, readCappedBody } from '@/lib/capped-body';
import { malformedTextPath } from '@/lib/well-formed';
import { clientAddress } from './client-ip';
import { ACCOUNT_ERROR_TEXTS, DEFAULT_STATUS_MESSAGES, SERVER_ERROR_TITLE, type ApiErrorBody } from '@/lib/api-errors';

/** A failure with an HTTP status and a message meant for the visitor (SPEC §8 error object). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string = DEFAULT_STATUS_MESSAGES[status] ?? DEFAULT_STATUS_MESSAGES[500]!,
    readonly errors?: Record<string, string>,
    readonly title?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Largest accepted JSON body, in bytes. */
export const MAX_BODY_BYTES = 32 * 1024;

const NO_STORE = { 'cache-control': 'no-store' };

/** A JSON answer that is never cached. */
export function json(body: unknown, status = 200): NextResponse {
  return NextResponse.json(body, { status, headers: NO_STORE });
}

/** The JSON error answer of an error: ApiError as is; anything else is logged and becomes a 500. */
export function errorResponse(error: unknown): NextResponse {
  if (error instanceof ApiError) {
    const body: ApiErrorBody = { message: error.message, code: error.status };
    if (error.title) body.title = error.title;
    if (error.errors) body.errors = error.errors;
    const response = json(body, error.status);
    if (error.status === 503) response.headers.set('retry-after', '60');
    return response;
  }
  console.error('[api] unexpected error', error);
  return json({ message: DEFAULT_STATUS_MESSAGES[500]!, title: SERVER_ERROR_TITLE, code: 500 } satisfies ApiErrorBody, 500);
}

/**
 * Refuses cross-origin state-changing requests (CSRF): the Origin header must equal this site's
 * origin (the configured NEXT_PUBLIC_SITE_URL or the origin the request was addressed to); a
 * missing Origin or `Sec-Fetch-Site: cross-site` is refused too.
 * @throws ApiError 403 'Cross-origin requests are not allowed'
 */
export function assertSameOrigin(request: NextRequest): void {
  const origin = request.headers.get('origin');
  const fetchSite = request.headers.get('sec-fetch-site');
  const allowed = new Set([new URL(serverEnv().siteUrl).origin, request.nextUrl.origin]);
  if (!origin || !allowed.has(origin) || fetchSite === 'cross-site') {
    throw new ApiError(403, ACCOUNT_ERROR_TEXTS.crossOrigin);
  }
}

/** `Sec-Fetch-Site` values of requests made by this site's own pages (a sibling subdomain is same-site). */
const SAME_SITE_FETCHES: ReadonlySet<string> = new Set(['same-origin', 'same-site']);

/**
 * Refuses a call that was not made by this site's pages — for GET calls with side effects (e.g.
 * e-mailing the saved result), which carry no Origin header from same-origin fetches but do carry the
 * SameSite=Lax auth cookies on a cross-site top-level navigation. `Sec-Fetch-Site` must be
 * `same-origin` or `same-site` (`cross-site` and `none` — a typed URL, a bookmark, a link in an
 * e-mail — are refused); without that header (older browsers, scripts) the Origin, else the
 * Referer, must be this site's origin.
 * @throws ApiError 403 'Cross-origin requests are not allowed'
 */
export function assertSameSite(request: NextRequest): void {
  const refused = () => new ApiError(403, ACCOUNT_ERROR_TEXTS.crossOrigin);
  const fetchSite = request.headers.get('sec-fetch-site');
  if (fetchSite !== null) {
    if (SAME_SITE_FETCHES.has(fetchSite.trim().toLowerCase())) return;
    throw refused();
  }
  const allowed = new Set([new URL(serverEnv().siteUrl).origin, request.nextUrl.origin]);
  const origin = request.headers.get('origin');
  if (origin !== null) {
    if (allowed.has(origin)) return;
    throw refused();
  }
  const referer = request.headers.get('referer');
  if (referer && URL.canParse(referer) && allowed.has(new URL(referer).origin)) return;
  throw refused();
}

async function readCappedText(request: NextRequest): Promise<string> {
  try {
    return new TextDecoder('utf-8', { fatal: false }).decode(await readCappedBody(request, MAX_BODY_BYTES));
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw new ApiError(413, ACCOUNT_ERROR_TEXTS.bodyTooLarge);
    throw error;
  }
}

/** Plain per-field messages of a zod failure: `{ "name": "Too big: …", "_": "Unrecognized key: x" }`. */
export function fieldErrors(error: { issues: readonly z.core.$ZodIssue[] }): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : '_';
    errors[key] ??= issue.message;
  }
  return errors;
}

/**
 * Reads, size-checks, parses and validates a JSON body. An empty body counts as `{}`.
 * @param request the incoming request
 * @param schema a strict zod object schema (extra fields are an error); zod or zod/mini
 * @throws ApiError 413 over {@link MAX_BODY_BYTES}; 400 for non-JSON, a body the schema refuses
 *   (message names the first problem, `errors` holds one message per field) or text that is not
 *   well-formed Unicode (a lone surrogate)
 */
export async function readBody<T>(request: NextRequest, schema: z.core.$ZodType<T>): Promise<T> {
  const text = await readCappedText(request);
  let value: unknown = {};
  if (text.trim() !== '') {
    try {
      value = JSON.parse(text);
    } catch {
      throw new ApiError(400, ACCOUNT_ERROR_TEXTS.invalidJson);
    }
  }
  const parsed = z.safeParse(schema, value);
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error);
    const [field, message] = Object.entries(errors)[0] ?? ['_', 'Invalid request'];
    throw new ApiError(400, field === '_' ? message : `${field}: ${message}`, errors, DEFAULT_STATUS_MESSAGES[400]);
  }
  // Text that cannot be encoded (a lone surrogate from a "\ud800" escape) would fail deep inside —
  // Firestore refuses the write, cookie serialisation throws — so it is refused here.
  const malformed = malformedTextPath(parsed.data);
  if (malformed !== null) {
    throw new ApiError(
      400,
      malformed === '_' ? ACCOUNT_ERROR_TEXTS.malformedText : `${malformed}: ${ACCOUNT_ERROR_TEXTS.malformedText}`,
      { [malformed]: ACCOUNT_ERROR_TEXTS.malformedText },
      DEFAULT_STATUS_MESSAGES[400],
    );
  }
  return parsed.data;
}

/**
 * The client's identity for rate limiting: the X-Forwarded-For entry TRUST_PROXY hops from the
 * right (web/server.ts appends the socket address as the last hop), IPv6 counted per /64 — see
 * server/client-ip.ts. Entries the client wrote itself are never chosen.
 */
export function clientIp(request: NextRequest): string {
  return clientAddress(request.headers.get('x-forwarded-for'), serverEnv().trustProxyHops);
}
