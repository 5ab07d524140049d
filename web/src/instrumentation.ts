/**
 * Server start-up: validate the environment once (a bad value stops the server with a clear
 * message; production refuses emulator variables) and start Sentry when a DSN is configured.
 *
 * `checkEnvironment` is also what the production server (web/server.ts) runs, through this file's
 * build output, before it listens: under `next start` a throwing `register` only makes every page
 * answer 500, so web/server.ts refuses to start instead (web/startup-check.ts).
 */
/** The outcome of {@link checkEnvironment}: every problem found, and the accounts mode. */
export interface EnvironmentCheck {
  /** One plain message per missing or invalid value; empty when the environment is valid. */
  problems: string[];
  /** `cloud` when FIREBASE_MODE=cloud (a real Firebase project), else `emulator` (embedded). */
  accountsMode: 'emulator' | 'cloud';
}

/**
 * Validates the whole environment (web/src/config/env.ts and accounts-env.ts) and collects the
 * problems of both halves instead of stopping at the first.
 */
export async function checkEnvironment(): Promise<EnvironmentCheck> {
  const [{ EnvError, serverEnv }, { accountsEnv }] = await Promise.all([import('./config/env'), import('./config/accounts-env')]);
  const problems: string[] = [];
  for (const validate of [serverEnv, accountsEnv]) {
    try {
      validate();
    } catch (error) {
      if (!(error instanceof EnvError)) throw error;
      problems.push(...error.issues);
    }
  }
  return { problems, accountsMode: process.env.FIREBASE_MODE?.trim() === 'cloud' ? 'cloud' : 'emulator' };
}

export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const [{ serverEnv }, { accountsEnv }] = await Promise.all([import('./config/env'), import('./config/accounts-env')]);
  const env = serverEnv();
  const accounts = accountsEnv(); // FIREBASE_MODE=cloud with emulator variables stops the server here
  if (!accounts.available) console.warn(`[accounts] unavailable: ${accounts.reason}`);
  if (env.sentryDsn) {
    const [Sentry, { sentryOptions }] = await Promise.all([import('@sentry/nextjs'), import('./features/monitoring/sentry')]);
    Sentry.init(sentryOptions(env.sentryDsn));
  }
}
