/**
 * Server start-up: validate the environment once (a bad value stops the server with a clear
 * message; production refuses emulator variables) and start Sentry when a DSN is configured.
 */
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
