/**
 * firebase-admin for this process — the only module that initialises it (house rule: firebase-admin
 * only behind web/src/server/). Emulator mode: firebase-admin itself reads
 * FIREBASE_AUTH_EMULATOR_HOST / FIRESTORE_EMULATOR_HOST from the environment and accepts the Auth
 * emulator's unsigned ID tokens; no credentials are needed for a `demo-` project. Cloud mode: the
 * service account from env.
 */
import 'server-only';
import { cert, getApp, getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { accountsEnv, type AccountsEnv } from '@/config/accounts-env';
import { ACCOUNT_ERROR_TEXTS } from '@/lib/api-errors';
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

/** The Admin Auth client. @throws ApiError 503 when accounts are unavailable */
export function adminAuth(): Auth {
  return getAuth(app());
}

let firestore: Firestore | undefined;

/** The Admin Firestore client (ignoreUndefinedProperties on). @throws ApiError 503 when unavailable */
export function db(): Firestore {
  if (!firestore) {
    firestore = getFirestore(app());
    firestore.settings({ ignoreUndefinedProperties: true });
  }
  return firestore;
}
