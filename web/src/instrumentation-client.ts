/** Browser start-up: Sentry only when NEXT_PUBLIC_SENTRY_DSN is set, loaded lazily. */
import { sentryOptions } from './features/monitoring/sentry';

const dsn = process.env.NEXT_PUBLIC_SENTRY_DSN;
if (dsn) {
  void import('@sentry/nextjs').then((Sentry) => Sentry.init(sentryOptions(dsn)));
}
