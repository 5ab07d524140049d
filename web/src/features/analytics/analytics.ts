/**
 * Analytics module (SPEC §7 events, §8 "Analytics with no key logs 'No API key provided for
 * analytics'"). posthog-js is loaded lazily — a dynamic import on the first call — and only when a
 * key is configured; without a key every call is a no-op and the notice is logged once.
 */

/** The event names of SPEC §7 that the site sends. */
export type AnalyticsEvent =
  | '$pageview'
  | 'visited_first_time'
  | 'view_item'
  | 'quiz/started'
  | 'quiz/completed'
  | 'user/switch_to_hub'
  | 'survey/completed';

/** The minimal surface of posthog-js the module uses (so tests can pass a fake). */
export interface AnalyticsClient {
  init(key: string, options: Record<string, unknown>): unknown;
  capture(event: string, properties?: Record<string, unknown>): unknown;
  register(properties: Record<string, unknown>): unknown;
}

/** Analytics facade: capture events and register super properties. */
export interface Analytics {
  capture(event: AnalyticsEvent, properties?: Record<string, unknown>): Promise<void>;
  register(properties: Record<string, unknown>): Promise<void>;
}

export const NO_KEY_MESSAGE = 'No API key provided for analytics';

/**
 * Creates the analytics facade.
 * @param key PostHog project key; empty/undefined → disabled with a one-time notice
 * @param host PostHog API host
 * @param load loads the client (default: dynamic import of posthog-js)
 * @param log where the notice goes (default console.info)
 */
export function createAnalytics({
  key,
  host,
  load = async () => (await import('posthog-js')).default as unknown as AnalyticsClient,
  log = (message: string) => console.info(message),
}: {
  key?: string;
  host?: string;
  load?: () => Promise<AnalyticsClient>;
  log?: (message: string) => void;
}): Analytics {
  let notified = false;
  let client: Promise<AnalyticsClient | null> | undefined;
  const get = (): Promise<AnalyticsClient | null> => {
    if (!key) {
      if (!notified) {
        notified = true;
        log(NO_KEY_MESSAGE);
      }
      return Promise.resolve(null);
    }
    client ??= Promise.resolve()
      .then(load)
      .then((posthog) => {
        posthog.init(key, { api_host: host ?? 'https://eu.i.posthog.com', capture_pageview: false, persistence: 'localStorage+cookie' });
        return posthog;
      })
      .catch(() => null);
    return client;
  };
  return {
    async capture(event, properties) {
      (await get())?.capture(event, properties);
    },
    async register(properties) {
      (await get())?.register(properties);
    },
  };
}

let shared: Analytics | undefined;

/** The browser's shared analytics instance, configured from NEXT_PUBLIC_POSTHOG_KEY / _HOST. */
export function analytics(): Analytics {
  shared ??= createAnalytics({ key: process.env.NEXT_PUBLIC_POSTHOG_KEY, host: process.env.NEXT_PUBLIC_POSTHOG_HOST });
  return shared;
}
