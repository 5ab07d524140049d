/**
 * Analytics module (SPEC §7 events, §8 "Analytics with no key logs 'No API key provided for
 * analytics'"). posthog-js is loaded lazily — a dynamic import on the first call — and only when a
 * key is configured; without a key every call is a no-op and the notice is logged once.
 */
import { DEFAULT_POSTHOG_HOST } from '@/lib/security-headers';

/** The event names of SPEC §7 that the site sends. */
export type AnalyticsEvent =
  '$pageview' | 'visited_first_time' | 'view_item' | 'quiz/started' | 'quiz/completed' | 'user/switch_to_hub' | 'survey/completed';

/** The minimal surface of posthog-js the module uses (so tests can pass a fake). */
export interface AnalyticsClient {
  init(key: string, options: Record<string, unknown>): unknown;
  capture(event: string, properties?: Record<string, unknown>): unknown;
  register(properties: Record<string, unknown>): unknown;
  identify(distinctId: string, userPropertiesToSet?: Record<string, unknown>): unknown;
  alias(alias: string): unknown;
  reset(): unknown;
}

/**
 * Analytics facade: capture events, register super properties and manage the user's identity
 * (SPEC §7). Every method resolves (never rejects); without a key each one is a no-op.
 */
export interface Analytics {
  /** True when a key is configured, i.e. calls are forwarded to PostHog (no notice is logged). */
  readonly enabled: boolean;
  capture(event: AnalyticsEvent, properties?: Record<string, unknown>): Promise<void>;
  register(properties: Record<string, unknown>): Promise<void>;
  /** Ties the current visitor to `distinctId` (the Firebase uid) and sets person properties. */
  identify(distinctId: string, properties?: Record<string, unknown>): Promise<void>;
  /** Links the anonymous visitor's id to `alias` (the new uid) — call before `identify` on sign-up. */
  alias(alias: string): Promise<void>;
  /** Forgets the identified user (new anonymous id) — on sign-out. */
  reset(): Promise<void>;
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
        posthog.init(key, { api_host: host ?? DEFAULT_POSTHOG_HOST, capture_pageview: false, persistence: 'localStorage+cookie' });
        return posthog;
      })
      .catch(() => null);
    return client;
  };
  /** Runs `call` on the loaded client; a throwing client never reaches the caller. */
  const run = async (call: (posthog: AnalyticsClient) => unknown): Promise<void> => {
    const posthog = await get();
    if (!posthog) return;
    try {
      call(posthog);
    } catch {
      // Analytics must never break the page (e.g. storage blocked by the browser).
    }
  };
  return {
    enabled: Boolean(key),
    capture: (event, properties) => run((posthog) => posthog.capture(event, properties)),
    register: (properties) => run((posthog) => posthog.register(properties)),
    identify: (distinctId, properties) => run((posthog) => posthog.identify(distinctId, properties)),
    alias: (alias) => run((posthog) => posthog.alias(alias)),
    reset: () => run((posthog) => posthog.reset()),
  };
}

let shared: Analytics | undefined;

/**
 * Name of the DOM event the shared instance dispatches on `window` for every captured event,
 * with `detail: { event, properties }` — whether or not a key is configured. It lets the page's own
 * code (and end-to-end tests, which run without a key) observe what the page sends.
 */
export const ANALYTICS_DOM_EVENT = 'typeatlas:analytics';

/**
 * Wraps a facade so that every `capture` is also announced as {@link ANALYTICS_DOM_EVENT} on
 * `target` (before it is forwarded).
 */
export function observable(inner: Analytics, target: EventTarget | undefined): Analytics {
  return {
    ...inner,
    enabled: inner.enabled,
    capture: (event, properties) => {
      target?.dispatchEvent(new CustomEvent(ANALYTICS_DOM_EVENT, { detail: { event, properties: properties ?? {} } }));
      return inner.capture(event, properties);
    },
  };
}

/** The browser's shared analytics instance, configured from NEXT_PUBLIC_POSTHOG_KEY / _HOST. */
export function analytics(): Analytics {
  shared ??= observable(
    createAnalytics({ key: process.env.NEXT_PUBLIC_POSTHOG_KEY, host: process.env.NEXT_PUBLIC_POSTHOG_HOST }),
    typeof window === 'undefined' ? undefined : window,
  );
  return shared;
}

/** The user fields analytics identifies (SPEC §7 "Analytics identifies the user (name, e-mail)"). */
export interface AnalyticsIdentity {
  /** Firebase uid — the PostHog distinct id. */
  uid: string;
  name: string;
  email: string;
}

/**
 * Identifies the signed-in user (SPEC §7): `posthog.identify(uid, { name, email })`. Call on
 * sign-in, and after {@link aliasUser} on sign-up. Without a key: no-op (one-time notice). Never rejects.
 */
export function identifyUser({ uid, name, email }: AnalyticsIdentity): Promise<void> {
  return analytics().identify(uid, { name, email });
}

/**
 * Aliases the current anonymous visitor to the new account's uid (SPEC §7): `posthog.alias(uid)`,
 * so events before sign-up join the new person. Call on sign-up, before {@link identifyUser}.
 * Without a key: no-op (one-time notice). Never rejects.
 */
export function aliasUser(uid: string): Promise<void> {
  return analytics().alias(uid);
}

/**
 * Resets the analytics identity (SPEC §4/§7, on sign-out): `posthog.reset()` — later events are
 * anonymous under a fresh id. Without a key: no-op (one-time notice). Never rejects.
 */
export function resetIdentity(): Promise<void> {
  return analytics().reset();
}
