/**
 * Server start-up: validate the environment once (a bad value stops the server with a clear
 * message) and start Sentry when a DSN is configured.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { serverEnv } = await import('./config/env');
  const env = serverEnv();
  if (env.sentryDsn) {
    const [Sentry, { sentryOptions }] = await Promise.all([import('@sentry/nextjs'), import('./features/monitoring/sentry')]);
    Sentry.init(sentryOptions(env.sentryDsn));
  }
}
