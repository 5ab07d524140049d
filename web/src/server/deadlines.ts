/**
 * Outages of the account services degrade within seconds (issue 13): every Firestore operation and
 * Firebase Auth call has a deadline, and a service that is down answers 503 with Retry-After.
 * Design notes: docs/accounts.md "Notes from the source files".
 */
import 'server-only';
import { z } from 'zod';
import { ACCOUNT_ERROR_TEXTS } from '@/lib/api-errors';
import { ApiError } from './http';

/** ACCOUNT_DEADLINE_SCALE: a number from 1 to 10 (unset or empty = 1). */
const deadlineScaleSchema = z.coerce.number().min(1).max(10);

/**
 * The test-only factor on the account deadlines below (issue 22): ACCOUNT_DEADLINE_SCALE, honoured
 * only while the account services are the local emulators (FIRESTORE_EMULATOR_HOST or
 * FIREBASE_AUTH_EMULATOR_HOST set — a cloud deployment never sets them), else 1. The test runs set
 * it (vitest.config.ts, playwright.config.ts) so that a loaded machine (builds beside the
 * integration files, 2-worker runs) does not turn slow answers of the local stack into 503s; the
 * outage tests, which measure the deadlines themselves, run at 1 (outages.int.test.ts checks it).
 * @param env the process environment (read once, at module load)
 * @returns the factor, 1–10
 * @throws Error when ACCOUNT_DEADLINE_SCALE is set (with an emulator) but not a number from 1 to 10
 */
export function deadlineScale(env: Record<string, string | undefined>): number {
  const raw = env.ACCOUNT_DEADLINE_SCALE;
  if (raw === undefined || raw === '' || !(env.FIRESTORE_EMULATOR_HOST || env.FIREBASE_AUTH_EMULATOR_HOST)) return 1;
  const parsed = deadlineScaleSchema.safeParse(raw);
  if (!parsed.success) throw new Error(`ACCOUNT_DEADLINE_SCALE must be a number from 1 to 10 (got "${raw}")`);
  return parsed.data;
}
const SCALE = deadlineScale(process.env);

/** Longest wait for one Firestore operation (a read, query, write, batch or whole transaction), ms (3 s × the test scale). */
export const FIRESTORE_DEADLINE_MS = 3_000 * SCALE;
/** Longest wait for one Firebase Auth call (Admin SDK, Identity Toolkit, Secure Token), ms (3 s × the test scale). */
export const AUTH_DEADLINE_MS = 3_000 * SCALE;
/**
 * Longest time one account call (Route Handler) may take before it answers 503: a backstop behind
 * the per-operation deadlines, for anything else that could hang (e.g. an SMTP server), ms
 * (10 s × the test scale).
 */
export const ROUTE_DEADLINE_MS = 10_000 * SCALE;
/** Reconnect backoff of the Firestore gRPC channel: the first retry and the cap, ms. */
export const FIRESTORE_RECONNECT_BACKOFF_MS = { initial: 250, max: 1_000 } as const;

/** What has a deadline: an account service, or a whole account call ('route'). */
export type AccountService = 'firestore' | 'auth' | 'route';

/** gRPC status codes meaning "not there right now": DEADLINE_EXCEEDED (4), RESOURCE_EXHAUSTED (8), UNAVAILABLE (14). */
const GRPC_OUTAGE_CODES: ReadonlySet<number> = new Set([4, 8, 14]);
/** firebase-admin codes for an unreachable or failing Auth service. */
const FIREBASE_OUTAGE_CODES: ReadonlySet<string> = new Set(['app/network-error', 'app/network-timeout', 'auth/internal-error']);
/** Node and undici codes of network failures (on the error or its `cause`). */
const NETWORK_ERROR_CODES: ReadonlySet<string> = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
  'UND_ERR_SOCKET',
  'UND_ERR_CLOSED',
]);

/** The 503 every outage answers (SPEC-style error object; Retry-After is added by `errorResponse`). */
export function accountsUnavailable(): ApiError {
  return new ApiError(503, ACCOUNT_ERROR_TEXTS.unavailable);
}

/** Thrown inside {@link withDeadline} when an operation outlives its deadline. */
export class DeadlineExceededError extends Error {
  constructor(
    readonly service: AccountService,
    readonly ms: number,
  ) {
    super(`${service} did not answer within ${ms} ms`);
    this.name = 'DeadlineExceededError';
  }
}

/**
 * True when an error means the service is down, unreachable or too slow (as opposed to a refusal
 * such as "invalid token" or "e-mail exists"): gRPC UNAVAILABLE / DEADLINE_EXCEEDED /
 * RESOURCE_EXHAUSTED, firebase-admin network errors, Node/undici network error codes, `fetch
 * failed`, timeouts and aborts — also when wrapped in an error's `cause` chain.
 */
export function isOutage(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const candidate = current as { code?: unknown; errorInfo?: { code?: unknown }; name?: unknown; message?: unknown; cause?: unknown };
    if (candidate instanceof DeadlineExceededError) return true;
    const code = candidate.errorInfo?.code ?? candidate.code;
    if (typeof code === 'number' && GRPC_OUTAGE_CODES.has(code)) return true;
    if (typeof code === 'string' && (FIREBASE_OUTAGE_CODES.has(code) || NETWORK_ERROR_CODES.has(code))) return true;
    if (candidate.name === 'TimeoutError' || candidate.name === 'AbortError') return true;
    if (candidate.name === 'TypeError' && candidate.message === 'fetch failed') return true;
    current = candidate.cause;
  }
  return false;
}

/**
 * Runs one operation of an account service with a deadline.
 * @param service which service (for the log line)
 * @param operation the call; it keeps running in the background when the deadline passes (the
 *   client libraries bound it themselves), its late result or error is ignored
 * @param ms the deadline
 * @returns the operation's result
 * @throws ApiError 503 (ACCOUNT_ERROR_TEXTS.unavailable) when the deadline passes or the operation
 *   fails with an outage error ({@link isOutage}); any other error unchanged
 */
export async function withDeadline<T>(service: AccountService, operation: () => Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const running = Promise.resolve().then(operation);
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new DeadlineExceededError(service, ms)), ms);
  });
  try {
    return await Promise.race([running, deadline]);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (!isOutage(error)) throw error;
    running.catch(() => undefined); // a late failure of an abandoned call is not an unhandled rejection
    console.warn(`[accounts] ${service} unavailable: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
    throw accountsUnavailable();
  } finally {
    clearTimeout(timer);
  }
}

/** One Firestore operation with the {@link FIRESTORE_DEADLINE_MS} deadline (see {@link withDeadline}). */
export function firestoreCall<T>(operation: () => Promise<T>): Promise<T> {
  return withDeadline('firestore', operation, FIRESTORE_DEADLINE_MS);
}

/** One Firebase Auth operation with the {@link AUTH_DEADLINE_MS} deadline (see {@link withDeadline}). */
export function authCall<T>(operation: () => Promise<T>): Promise<T> {
  return withDeadline('auth', operation, AUTH_DEADLINE_MS);
}

/** What grpc-js hands a call invocation transformer (the parts used here). */
interface CallProperties {
  callOptions: { deadline?: Date | number } & Record<string, unknown>;
  metadata: { setOptions(options: { waitForReady?: boolean }): void };
}

/**
 * gRPC call transformer of the Firestore client: every attempt (first call and the library's
 * retries) ends by {@link FIRESTORE_DEADLINE_MS} from its start, and waits for the channel to
 * connect rather than failing at once while it reconnects. Exported for tests.
 */
export function boundFirestoreCall<P extends CallProperties>(properties: P, now = Date.now()): P {
  const requested = properties.callOptions.deadline;
  const requestedMs =
    requested instanceof Date ? requested.getTime() : typeof requested === 'number' ? requested : Number.POSITIVE_INFINITY;
  properties.callOptions = { ...properties.callOptions, deadline: Math.min(requestedMs, now + FIRESTORE_DEADLINE_MS) };
  properties.metadata.setOptions({ waitForReady: true });
  return properties;
}

/**
 * The `grpcOptions` of the Firestore client settings (passed through @google-cloud/firestore and
 * google-gax to the grpc-js channel): capped reconnect backoff and {@link boundFirestoreCall}.
 * This app opens no long-lived streams (no listeners), so a per-attempt deadline cuts nothing short.
 */
export function firestoreGrpcOptions(): Record<string, unknown> {
  return {
    'grpc.initial_reconnect_backoff_ms': FIRESTORE_RECONNECT_BACKOFF_MS.initial,
    'grpc.max_reconnect_backoff_ms': FIRESTORE_RECONNECT_BACKOFF_MS.max,
    'grpc.callInvocationTransformer': (properties: CallProperties) => boundFirestoreCall(properties),
  };
}
