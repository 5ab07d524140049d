/**
 * Error reporting settings (SPEC §9 "Error-reporting trace sample rate 0.7"). Sentry is disabled
 * without a DSN; with one it is loaded lazily (dynamic import) so it costs nothing when off.
 */

/** SPEC §9: trace sample rate of error reporting. */
export const SENTRY_TRACES_SAMPLE_RATE = 0.7;

/** Options for `Sentry.init`; `enabled` is false without a DSN. */
export function sentryOptions(dsn: string | undefined): { dsn: string | undefined; enabled: boolean; tracesSampleRate: number } {
  return { dsn: dsn || undefined, enabled: Boolean(dsn), tracesSampleRate: SENTRY_TRACES_SAMPLE_RATE };
}
