/**
 * The typed, validated account configuration (Firebase Auth, Firestore, e-mail) — the accounts half
 * of the environment; `env.ts` holds the content half.
 * Design notes: docs/accounts.md "Notes from the source files".
 */
import { z } from 'zod';
import { EnvError } from './env';

const optional = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const HOST_PORT = /^[A-Za-z0-9.-]+:\d{1,5}$|^\[[0-9A-Fa-f:]+\]:\d{1,5}$/;
const hostPort = (name: string) =>
  optional.refine((value) => value === undefined || HOST_PORT.test(value), `${name} must be host:port, e.g. 127.0.0.1:9099`);

const rawSchema = z.object({
  FIREBASE_MODE: z
    .enum(['emulator', 'cloud'], {
      message: 'FIREBASE_MODE must be "emulator" (local Auth emulator and Firestore server) or "cloud" (a Firebase project)',
    })
    .default('emulator'),
  FIREBASE_PROJECT_ID: optional.refine(
    (v) => v === undefined || /^[a-z0-9-]{4,40}$/.test(v),
    'FIREBASE_PROJECT_ID may only hold a-z, 0-9 and "-"',
  ),
  FIREBASE_AUTH_EMULATOR_HOST: hostPort('FIREBASE_AUTH_EMULATOR_HOST'),
  FIRESTORE_EMULATOR_HOST: hostPort('FIRESTORE_EMULATOR_HOST'),
  FIREBASE_API_KEY: optional,
  FIREBASE_AUTH_DOMAIN: optional,
  FIREBASE_CLIENT_EMAIL: optional,
  FIREBASE_PRIVATE_KEY: optional,
  SMTP_URL: optional.refine(
    (v) => v === undefined || /^smtps?:\/\/\S+$/.test(v),
    'SMTP_URL must be an smtp:// or smtps:// URL, e.g. smtp://user:pass@smtp.example.com:587',
  ),
  MAIL_FROM: optional,
});

/** Default project id in emulator mode: a `demo-` id keeps the emulators offline. */
export const DEMO_PROJECT_ID = 'demo-typeatlas';
/** Any key works with the Auth emulator. */
export const DEMO_API_KEY = 'demo-api-key';
export const DEFAULT_MAIL_FROM = 'TypeAtlas <hello@typeatlas.local>';

/** Validated account configuration; `available: false` when the emulators are not configured. */
export type AccountsEnv =
  | { available: false; mode: 'emulator'; reason: string }
  | {
      available: true;
      mode: 'emulator' | 'cloud';
      projectId: string;
      /** Web API key (public; used by the browser SDK and the Secure Token / Identity Toolkit REST calls). */
      apiKey: string;
      authDomain: string;
      /** host:port of the Auth emulator (emulator mode only). */
      authEmulatorHost: string | null;
      firestoreEmulatorHost: string | null;
      /** Service account (cloud mode only; emulator mode needs none). */
      serviceAccount: { projectId: string; clientEmail: string; privateKey: string } | null;
      /** SMTP URL; null → e-mail unavailable (the resend/reset calls answer 503). */
      smtpUrl: string | null;
      mailFrom: string;
    };

/**
 * Parses and validates the account variables.
 * @param raw e.g. `process.env`
 * @throws EnvError listing every missing or invalid value
 */
export function parseAccountsEnv(raw: Record<string, string | undefined>): AccountsEnv {
  const present = Object.fromEntries(Object.entries(raw).filter(([, value]) => value !== undefined && value.trim() !== ''));
  const parsed = rawSchema
    .superRefine((env, context) => {
      if (env.FIREBASE_MODE !== 'cloud') return;
      for (const name of [
        'FIREBASE_PROJECT_ID',
        'FIREBASE_API_KEY',
        'FIREBASE_AUTH_DOMAIN',
        'FIREBASE_CLIENT_EMAIL',
        'FIREBASE_PRIVATE_KEY',
        'SMTP_URL',
      ] as const) {
        if (!present[name]) context.addIssue({ code: 'custom', path: [name], message: `${name} is required when FIREBASE_MODE=cloud` });
      }
      for (const name of ['FIREBASE_AUTH_EMULATOR_HOST', 'FIRESTORE_EMULATOR_HOST'] as const) {
        if (present[name]) {
          context.addIssue({
            code: 'custom',
            path: [name],
            message: `${name} must not be set when FIREBASE_MODE=cloud (production refuses emulator variables)`,
          });
        }
      }
      if (present.FIREBASE_PROJECT_ID?.startsWith('demo-')) {
        context.addIssue({
          code: 'custom',
          path: ['FIREBASE_PROJECT_ID'],
          message: 'FIREBASE_PROJECT_ID must be a real project (not demo-…) when FIREBASE_MODE=cloud',
        });
      }
    })
    .safeParse(present);
  if (!parsed.success) throw new EnvError(parsed.error.issues.map((issue) => issue.message));
  const env = parsed.data;
  const mailFrom = env.MAIL_FROM ?? DEFAULT_MAIL_FROM;
  if (env.FIREBASE_MODE === 'cloud') {
    const projectId = env.FIREBASE_PROJECT_ID!;
    return {
      available: true,
      mode: 'cloud',
      projectId,
      apiKey: env.FIREBASE_API_KEY!,
      authDomain: env.FIREBASE_AUTH_DOMAIN!,
      authEmulatorHost: null,
      firestoreEmulatorHost: null,
      // Hosting dashboards store the PEM with literal "\n"; turn them back into newlines.
      serviceAccount: { projectId, clientEmail: env.FIREBASE_CLIENT_EMAIL!, privateKey: env.FIREBASE_PRIVATE_KEY!.replace(/\\n/g, '\n') },
      smtpUrl: env.SMTP_URL!,
      mailFrom,
    };
  }
  if (!env.FIREBASE_AUTH_EMULATOR_HOST || !env.FIRESTORE_EMULATOR_HOST) {
    return {
      available: false,
      mode: 'emulator',
      reason:
        'FIREBASE_AUTH_EMULATOR_HOST and FIRESTORE_EMULATOR_HOST are not set (start the site with ./scripts/start.sh or pnpm dev, which start the local emulators)',
    };
  }
  const projectId = env.FIREBASE_PROJECT_ID ?? DEMO_PROJECT_ID;
  return {
    available: true,
    mode: 'emulator',
    projectId,
    apiKey: env.FIREBASE_API_KEY ?? DEMO_API_KEY,
    authDomain: env.FIREBASE_AUTH_DOMAIN ?? `${projectId}.firebaseapp.com`,
    authEmulatorHost: env.FIREBASE_AUTH_EMULATOR_HOST,
    firestoreEmulatorHost: env.FIRESTORE_EMULATOR_HOST,
    serviceAccount: null,
    smtpUrl: env.SMTP_URL ?? null,
    mailFrom,
  };
}

let cached: AccountsEnv | undefined;

/** The validated account configuration of this process (parsed once). @throws EnvError */
export function accountsEnv(): AccountsEnv {
  cached ??= parseAccountsEnv(process.env);
  return cached;
}
