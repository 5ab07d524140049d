import { describe, expect, it } from 'vitest';
import { SENTRY_TRACES_SAMPLE_RATE, sentryOptions } from './sentry';

describe('sentryOptions', () => {
  it('uses the SPEC §9 trace sample rate of 0.7', () => {
    expect(SENTRY_TRACES_SAMPLE_RATE).toBe(0.7);
  });

  it.each([undefined, ''])('is disabled without a DSN (%j)', (dsn) => {
    expect(sentryOptions(dsn)).toEqual({ dsn: undefined, enabled: false, tracesSampleRate: 0.7 });
  });

  it('is enabled with a DSN, passing it through', () => {
    const dsn = 'https://public@o123.ingest.sentry.io/456';
    expect(sentryOptions(dsn)).toEqual({ dsn, enabled: true, tracesSampleRate: 0.7 });
  });
});
