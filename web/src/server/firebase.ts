/**
 * firebase-admin for this process — the only module that initialises it (house rule: firebase-admin
 * only behind web/src/server/). Emulator mode: firebase-admin itself reads
 * FIREBASE_AUTH_EMULATOR_HOST / FIRESTORE_EMULATOR_HOST from the environment and accepts the Auth
 * emulator's unsigned ID tokens; no credentials are needed for a `demo-` project. Cloud mode: the
 * service account from env.
 *
 * Outages (server/deadlines.ts): every call of the Admin Auth client returned here has a deadline
 * and answers 503 when the service is unreachable; the Firestore client has per-attempt deadlines
 * and a capped reconnect backoff, and the repositories bound each operation with `firestoreCall`.
 */
import 'server-only';
import { cert, getApp, getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { accountsEnv, type AccountsEnv } from '@/config/accounts-env';
import { ACCOUNT_ERROR_TEXTS } from '@/lib/api-errors';
import { authCall, firestoreGrpcOptions } from './deadlines';
import { ApiError } from './http';

const APP_NAME = 'typeatlas';

/** The available account configuration. @throws ApiError 503 when accounts are unavailable */
export function accountsConfig(): Extract<AccountsEnv, { available: true }> {
  const env = accountsEnv();
  if (!env.available) {
    console.warn(`[accounts] unavailable: ${env.reason}`);
    throw new ApiError(503, ACCOUNT_ERROR_TEXTS.unavailable);
  }
  return env;
}

function app(): App {
  if (getApps().some((existing) => existing.name === APP_NAME)) return getApp(APP_NAME);
  const env = accountsConfig();
  return initializeApp(
    env.serviceAccount ? { credential: cert(env.serviceAccount), projectId: env.projectId } : { projectId: env.projectId },
    APP_NAME,
  );
}

let auth: { app: App; client: Auth } | undefined;

/**
 * The Admin Auth client, every method of which that returns a promise runs with the Auth deadline
 * (`authCall`: 503 when the service is down or slow; other errors such as 'auth/user-not-found'
 * unchanged).
 * @throws ApiError 503 when accounts are unavailable
 */
export function adminAuth(): Auth {
  const current = app();
  if (auth?.app !== current) auth = { app: current, client: withDeadlines(getAuth(current)) };
  return auth.client;
}

/** A view of the Auth client whose promise-returning methods go through {@link authCall}. */
function withDeadlines(client: Auth): Auth {
  return new Proxy(client, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        const result: unknown = value.apply(target, args);
        return result instanceof Promise ? authCall(() => result) : result;
      };
    },
  });
}

/**
 * The configured client, shared by every copy of this module in the process: Next bundles Route
 * Handlers and Server Components separately, each with its own module state, but firebase-admin
 * (external) hands both the same Firestore instance, whose `settings()` may be called only once.
 */
const FIRESTORE = Symbol.for('typeatlas.firestore');

/**
 * The Admin Firestore client (ignoreUndefinedProperties on; gRPC deadlines and reconnect backoff of
 * server/deadlines.ts). Wrap each operation in `firestoreCall`.
 * @throws ApiError 503 when unavailable
 */
export function db(): Firestore {
  const shared = globalThis as { [FIRESTORE]?: Firestore };
  let firestore = shared[FIRESTORE];
  if (!firestore) {
    firestore = getFirestore(app());
    firestore.settings({ ignoreUndefinedProperties: true, grpcOptions: firestoreGrpcOptions() });
    shared[FIRESTORE] = firestore;
  }
  return firestore;
}
