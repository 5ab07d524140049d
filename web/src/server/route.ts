/**
 * Declared Route Handler contracts: each account call states what it accepts and what it does with
 * the visitor's session, and {@link route} turns that into the checks every call used to repeat.
 * Design notes: docs/security.md "Notes from the source files".
 */
import 'server-only';
import type { NextRequest, NextResponse } from 'next/server';
import { z } from 'zod';
import { DEFAULT_STATUS_MESSAGES } from '@/lib/api-errors';
import type { SessionUser } from '@/lib/session-user';
import { readWebhook, WebhookRefusal, type WebhookContract } from '@/lib/webhook';
import { clearAuthCookies, setTokenCookies, setUserCookie } from './cookies';
import { accountsUnavailable, isOutage, ROUTE_DEADLINE_MS, withDeadline } from './deadlines';
import { ApiError, assertSameOrigin, assertSameSite, errorResponse, fieldErrors, json, readBody } from './http';
import { callLimits, type CallLimits, type RateLimitRule } from './limits';
import { readSession, requireSession, type Session } from './session';

/** What a call does with the visitor's session (see the table in this file's header). */
export type SessionPolicy = 'none' | 'issues' | 'keeps' | 'keeps-if-any' | 'ends' | 'ends-if-any' | 'revokes';

/** Every policy, for registries and tests. */
export const SESSION_POLICIES: readonly SessionPolicy[] = ['none', 'issues', 'keeps', 'keeps-if-any', 'ends', 'ends-if-any', 'revokes'];

/** The policies whose renewed session the wrapper persists on success (a handler cannot drop it). */
export const KEEPING_POLICIES: ReadonlySet<SessionPolicy> = new Set(['keeps', 'keeps-if-any']);

/** The declaration of one Route Handler. */
export interface RouteContract<
  Body = undefined,
  Query = undefined,
  Policy extends SessionPolicy = SessionPolicy,
  LimitName extends string = never,
> {
  /** Refuse calls whose Origin is not this site (403, CSRF) — true for every state-changing call. */
  sameOrigin: boolean;
  /**
   * Refuse calls not made by this site's pages (403; `Sec-Fetch-Site` same-origin/same-site, else a
   * same-origin Origin or Referer) — for GET calls with side effects, which browsers send without
   * Origin but with the SameSite=Lax cookies on cross-site navigations (http.ts `assertSameSite`).
   */
  sameSite?: boolean;
  /**
   * Runs after the origin check and before the body is read; throws ApiError to refuse (e.g.
   * sign-in's per-IP limit answers 403 without parsing anything).
   */
  guard?: (request: NextRequest) => Promise<void>;
  /**
   * The call's rate limits, by name (server/limits.ts `RateLimitRule`): what is counted, how many
   * per window, per what, and who counts — the wrapper (`up-front`, and `refuseWhenUsedUp` before
   * the body) or the handler (`limits.hit(name)` / `limits.over(name)`). Every declared limit is a
   * row of docs/accounts.md "Rate limits" (limits-table.test.ts).
   */
  limits?: Readonly<Record<LimitName, RateLimitRule>>;
  /** Strict zod (or zod/mini) schema of the JSON body (max 32 KiB; empty body = `{}`). Omitted: the body is not read. */
  body?: z.core.$ZodType<Body>;
  /**
   * A signed webhook instead of a JSON body (lib/webhook.ts): the raw body capped, the signature
   * verified, the JSON checked by its zod schema; refusals answer 413 / 401 / 400 as API errors.
   * The handler gets the payload as `body`. Declared with `sameOrigin: false` (a webhook is no browser).
   */
  webhook?: WebhookContract<Body>;
  /** zod (or zod/mini) schema of the query string (`Object.fromEntries(searchParams)`). Omitted: not read. */
  query?: z.core.$ZodType<Query>;
  /** What the call does with the session. */
  session: Policy;
  /**
   * The call's deadline (then 503), ms; default ROUTE_DEADLINE_MS. Longer only for a call that
   * waits in a bounded queue of its own (GET /api/download/{file}: the PDF render queue).
   */
  deadlineMs?: number;
}

/** A contract with its types erased — what the registry of routes sees. */
export type AnyRouteContract = Readonly<RouteContract<unknown, unknown, SessionPolicy, string>>;

/** What every handler answer has: a JSON body (never cached) and a status. */
interface ReplyBase {
  /** The JSON body. */
  body: unknown;
  /** HTTP status; default 200. */
  status?: number;
  /**
   * Never set: keeps a Response (which has `body`, `status` and `headers`) from passing for a reply.
   * A handler that builds its own answer returns a {@link ResponseReply} (or declares `session: 'issues'`).
   */
  headers?: never;
  response?: never;
}

/** The answer of a call that is not `keeps`: the wrapper writes the cookies its policy prescribes, no user. */
export interface Reply extends ReplyBase {
  user?: never;
  userChanged?: never;
}

/** The answer of a `keeps` call: it may carry the user for the `user` cookie. */
export interface SessionReply extends ReplyBase {
  /** The user as this call knows it; written to the `user` cookie when `userChanged` or on a renewal. */
  user?: SessionUser;
  /** The call changed the user (profile fields, e-mail, last view date): always rewrite the `user` cookie. */
  userChanged?: boolean;
}

/**
 * The answer of a `keeps` / `keeps-if-any` call that is not JSON: a redirect (a form POST) or a file.
 * The wrapper adds the renewed token cookies and, like {@link SessionReply}, the `user` cookie.
 */
export interface ResponseReply {
  /** The answer as built by the handler (status, headers, body); cookies are the wrapper's. */
  response: NextResponse;
  body?: never;
  status?: never;
  headers?: never;
  /** The user as this call knows it; written to the `user` cookie when `userChanged` or on a renewal. */
  user?: SessionUser;
  /** The call changed the user: always rewrite the `user` cookie. */
  userChanged?: boolean;
}

/** The session a handler receives under a policy. */
export type SessionFor<Policy extends SessionPolicy> = Policy extends 'keeps' | 'ends' | 'revokes'
  ? Session
  : Policy extends 'ends-if-any' | 'keeps-if-any'
    ? Session | null
    : null;

/** What a handler returns under a policy: its own NextResponse only when it `issues` the cookies. */
export type AnswerFor<Policy extends SessionPolicy> = Policy extends 'issues'
  ? NextResponse
  : Policy extends 'keeps' | 'keeps-if-any'
    ? SessionReply | ResponseReply
    : Reply;

/** The parsed input of one call. */
export interface Call<Body, Query, CallSession, LimitName extends string = never> {
  request: NextRequest;
  /** The contract's rate limits the handler counts itself (`counted: 'handler'`), by name. */
  limits: CallLimits<LimitName>;
  /** The validated body (undefined when the contract declares none). */
  body: Body;
  /** The validated query (undefined when the contract declares none). */
  query: Query;
  /** The verified session, as the policy promises. */
  session: CallSession;
}

/** A Route Handler made by {@link route}: what a route file exports, with its contract attached. */
export type RouteHandler = ((request: NextRequest) => Promise<NextResponse>) & { readonly contract: AnyRouteContract };

const REQUIRED: ReadonlySet<SessionPolicy> = new Set(['keeps', 'ends', 'revokes']);
const CLEARS: ReadonlySet<SessionPolicy> = new Set(['ends', 'ends-if-any']);

/**
 * Builds a Route Handler from its contract and its logic.
 *
 * ```ts
 * export const patchProfile = route(
 *   { sameOrigin: true, body: schemas.profilePatchBody, session: 'keeps' },
 *   async ({ body, session }) => {
 *     const user = profileToUser((await updateProfile(session.uid, body))!);
 *     return { body: { user }, user, userChanged: true }; // a renewal is persisted by the wrapper
 *   },
 * );
 * ```
 * @param contract the declaration (see {@link RouteContract}); attached to the result as `.contract`
 * @param handler the call's logic; throws ApiError for SPEC §8 answers, anything else answers 500
 * @returns `(request) => Promise<NextResponse>` for a route file's `GET`/`POST`/… export
 */
export function route<Body = undefined, Query = undefined, Policy extends SessionPolicy = SessionPolicy, LimitName extends string = never>(
  contract: RouteContract<Body, Query, Policy, LimitName>,
  handler: (call: Call<Body, Query, SessionFor<Policy>, LimitName>) => Promise<AnswerFor<Policy>>,
): RouteHandler {
  const policy: SessionPolicy = contract.session;
  const run = async (request: NextRequest): Promise<NextResponse> => {
    let session: Session | null = null;
    const steps = async (): Promise<NextResponse> => {
      if (contract.sameOrigin) assertSameOrigin(request);
      if (contract.sameSite) assertSameSite(request);
      if (contract.guard) await contract.guard(request);
      const limits = callLimits(contract.limits, request);
      await limits.beforeBody();
      const body = contract.webhook
        ? await readSignedBody(request, contract.webhook)
        : contract.body
          ? await readBody(request, contract.body)
          : undefined;
      const query = contract.query ? readQuery(request, contract.query) : undefined;
      session = await sessionOf(request, policy);
      const uid = (session as Session | null)?.uid;
      await limits.upFront(uid);
      const call = { request, body, query, session, limits: limits.forHandler(uid) };
      const answer: SessionReply | ResponseReply | NextResponse = await handler(call as Call<Body, Query, SessionFor<Policy>, LimitName>);
      return finish(policy, answer, session);
    };
    try {
      return await withDeadline('route', steps, contract.deadlineMs ?? ROUTE_DEADLINE_MS);
    } catch (error) {
      // An outage error that escaped the per-operation deadlines is still a 503, never a 500.
      const response = errorResponse(isOutage(error) ? accountsUnavailable() : error);
      // The session outlives a failed call: keep its renewed tokens (no user known here).
      const known = session as Session | null;
      if (known?.refreshed) setTokenCookies(response, known);
      return response;
    }
  };
  return Object.assign(run, { contract: Object.freeze({ ...contract }) as AnyRouteContract });
}

/**
 * The contract of a route file's export, or null when it was not made by {@link route} (e.g. the
 * signed revalidation webhook).
 */
export function contractOf(handler: unknown): AnyRouteContract | null {
  if (typeof handler !== 'function' || !('contract' in handler)) return null;
  const contract = (handler as { contract: unknown }).contract;
  return typeof contract === 'object' && contract !== null && SESSION_POLICIES.includes((contract as AnyRouteContract).session)
    ? (contract as AnyRouteContract)
    : null;
}

/**
 * Reads a webhook delivery (cap → signature → schema).
 * @throws ApiError with the refusal's status (413, 401/400, 400) and message
 */
async function readSignedBody<Body>(request: NextRequest, contract: WebhookContract<Body>): Promise<Body> {
  try {
    return await readWebhook(request, contract);
  } catch (error) {
    throw error instanceof WebhookRefusal ? new ApiError(error.status, error.message) : error;
  }
}

/**
 * Validates the query string.
 * @throws ApiError 400 with the schema's first message and per-field `errors`
 */
function readQuery<Query>(request: NextRequest, schema: z.core.$ZodType<Query>): Query {
  const parsed = z.safeParse(schema, Object.fromEntries(request.nextUrl.searchParams));
  if (parsed.success) return parsed.data;
  const errors = fieldErrors(parsed.error);
  const [field, message] = Object.entries(errors)[0] ?? ['_', DEFAULT_STATUS_MESSAGES[400]!];
  throw new ApiError(400, field === '_' ? message : `${field}: ${message}`, errors, DEFAULT_STATUS_MESSAGES[400]);
}

/**
 * The session a policy asks for.
 * @throws ApiError 401 when a required session is missing or invalid; 503 when accounts are unavailable
 */
async function sessionOf(request: NextRequest, policy: SessionPolicy): Promise<Session | null> {
  if (REQUIRED.has(policy)) return requireSession(request);
  // Signing out works even when the session cannot be read (expired, revoked, accounts down).
  if (policy === 'ends-if-any') return readSession(request).catch(() => null);
  // A form POST that sends a signed-out visitor elsewhere (checkout → sign-in) reads it as it is.
  if (policy === 'keeps-if-any') return readSession(request);
  return null;
}

/** The answer of a successful call, with the auth cookies its policy prescribes. */
function finish(policy: SessionPolicy, answer: SessionReply | ResponseReply | NextResponse, session: Session | null): NextResponse {
  if (policy === 'issues') return answer as NextResponse;
  const reply = answer as SessionReply | ResponseReply;
  const response = reply.response ?? json(reply.body, reply.status ?? 200);
  if (CLEARS.has(policy)) {
    clearAuthCookies(response);
  } else if (KEEPING_POLICIES.has(policy) && session) {
    if (session.refreshed) setTokenCookies(response, session);
    if (reply.user && (reply.userChanged || session.refreshed)) setUserCookie(response, reply.user);
  }
  return response;
}
