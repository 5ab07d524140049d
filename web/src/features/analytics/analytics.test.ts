import { afterEach, describe, expect, it, vi } from 'vitest';
import { NO_KEY_MESSAGE, createAnalytics, type AnalyticsClient } from './analytics';

/** A fake posthog client recording its calls. */
function fakeClient() {
  return {
    init: vi.fn<AnalyticsClient['init']>(),
    capture: vi.fn<AnalyticsClient['capture']>(),
    register: vi.fn<AnalyticsClient['register']>(),
    identify: vi.fn<AnalyticsClient['identify']>(),
    alias: vi.fn<AnalyticsClient['alias']>(),
    reset: vi.fn<AnalyticsClient['reset']>(),
  } satisfies AnalyticsClient;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('createAnalytics without a key', () => {
  it.each([undefined, ''])('logs the notice exactly once across many calls and never loads the client (key %j)', async (key) => {
    const load = vi.fn(async () => fakeClient());
    const log = vi.fn();
    const analytics = createAnalytics({ key, load, log });

    for (let i = 0; i < 5; i += 1) {
      await analytics.capture('$pageview', { url: `/page-${i}` });
      await analytics.register({ gender: 'other' });
    }
    await Promise.all([analytics.capture('quiz/started'), analytics.capture('quiz/completed'), analytics.register({ age: '25-34' })]);

    expect(NO_KEY_MESSAGE).toBe('No API key provided for analytics');
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith('No API key provided for analytics');
    expect(load).not.toHaveBeenCalled();
  });

  it('resolves every call to undefined (a no-op)', async () => {
    const analytics = createAnalytics({ log: () => {} });
    await expect(analytics.capture('view_item', { id: 'intj' })).resolves.toBeUndefined();
    await expect(analytics.register({ a: 1 })).resolves.toBeUndefined();
  });

  it('logs to console.info by default', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const analytics = createAnalytics({ load: vi.fn(async () => fakeClient()) });
    await analytics.capture('$pageview');
    await analytics.capture('$pageview');
    expect(info).toHaveBeenCalledTimes(1);
    expect(info).toHaveBeenCalledWith('No API key provided for analytics');
  });

  it('each instance logs its own notice once', async () => {
    const log = vi.fn();
    await createAnalytics({ log }).capture('$pageview');
    await createAnalytics({ log }).capture('$pageview');
    expect(log).toHaveBeenCalledTimes(2);
  });
});

describe('createAnalytics with a key', () => {
  it('loads the client lazily: not at creation, once on first use', async () => {
    const client = fakeClient();
    const load = vi.fn(async () => client);
    const log = vi.fn();
    const analytics = createAnalytics({ key: 'phc_test', load, log });

    expect(load).not.toHaveBeenCalled();

    await Promise.all([analytics.capture('$pageview'), analytics.capture('visited_first_time'), analytics.register({ a: 1 })]);
    await analytics.capture('quiz/started');

    expect(load).toHaveBeenCalledTimes(1);
    expect(client.init).toHaveBeenCalledTimes(1);
    expect(log).not.toHaveBeenCalled();
  });

  it('initialises with the key and the default EU host', async () => {
    const client = fakeClient();
    await createAnalytics({ key: 'phc_test', load: async () => client }).capture('$pageview');
    expect(client.init).toHaveBeenCalledWith('phc_test', {
      api_host: 'https://eu.i.posthog.com',
      capture_pageview: false,
      persistence: 'localStorage+cookie',
    });
  });

  it('initialises with the configured host', async () => {
    const client = fakeClient();
    await createAnalytics({ key: 'phc_test', host: 'https://ph.example', load: async () => client }).register({});
    expect(client.init).toHaveBeenCalledWith('phc_test', expect.objectContaining({ api_host: 'https://ph.example' }));
  });

  it('forwards capture and register, in call order, after init', async () => {
    const client = fakeClient();
    const analytics = createAnalytics({ key: 'phc_test', load: async () => client });

    await analytics.capture('$pageview', { url: 'https://typeatlas.example/', title: 'Home' });
    await analytics.register({ gender: 'female', age: '18-24' });
    await analytics.capture('survey/completed', { gender: 'female' });
    await analytics.capture('quiz/completed');

    expect(client.capture.mock.calls).toEqual([
      ['$pageview', { url: 'https://typeatlas.example/', title: 'Home' }],
      ['survey/completed', { gender: 'female' }],
      ['quiz/completed', undefined],
    ]);
    expect(client.register.mock.calls).toEqual([[{ gender: 'female', age: '18-24' }]]);
    expect(client.init.mock.invocationCallOrder[0]).toBeLessThan(client.capture.mock.invocationCallOrder[0]!);
  });

  it('does not throw to callers when the loader rejects', async () => {
    const load = vi.fn(async (): Promise<AnalyticsClient> => {
      throw new Error('chunk load failed');
    });
    const log = vi.fn();
    const analytics = createAnalytics({ key: 'phc_test', load, log });

    await expect(analytics.capture('$pageview')).resolves.toBeUndefined();
    await expect(analytics.register({ a: 1 })).resolves.toBeUndefined();
    await expect(analytics.capture('quiz/started')).resolves.toBeUndefined();
    expect(load).toHaveBeenCalled();
    expect(log).not.toHaveBeenCalled();
  });

  it('does not throw to callers when init throws, and sends nothing', async () => {
    const client = fakeClient();
    client.init.mockImplementation(() => {
      throw new Error('blocked by the browser');
    });
    const analytics = createAnalytics({ key: 'phc_test', load: async () => client });

    await expect(analytics.capture('$pageview')).resolves.toBeUndefined();
    await expect(analytics.register({ a: 1 })).resolves.toBeUndefined();
    expect(client.capture).not.toHaveBeenCalled();
    expect(client.register).not.toHaveBeenCalled();
  });

  it('does not throw to callers when the loader throws synchronously', async () => {
    const load = (): Promise<AnalyticsClient> => {
      throw new Error('no dynamic import here');
    };
    const analytics = createAnalytics({ key: 'phc_test', load });
    await expect(analytics.capture('$pageview')).resolves.toBeUndefined();
  });
});

describe('createAnalytics identity calls', () => {
  it('forwards identify, alias and reset to the client after init', async () => {
    const client = fakeClient();
    const analytics = createAnalytics({ key: 'phc_test', load: async () => client });

    await analytics.alias('uid-1');
    await analytics.identify('uid-1', { name: 'Ada', email: 'ada@example.com' });
    await analytics.reset();

    expect(client.init).toHaveBeenCalledTimes(1);
    expect(client.alias.mock.calls).toEqual([['uid-1']]);
    expect(client.identify.mock.calls).toEqual([['uid-1', { name: 'Ada', email: 'ada@example.com' }]]);
    expect(client.reset).toHaveBeenCalledTimes(1);
    expect(client.alias.mock.invocationCallOrder[0]).toBeLessThan(client.identify.mock.invocationCallOrder[0]!);
    expect(client.identify.mock.invocationCallOrder[0]).toBeLessThan(client.reset.mock.invocationCallOrder[0]!);
  });

  it('are no-ops with the one-time notice without a key', async () => {
    const load = vi.fn(async () => fakeClient());
    const log = vi.fn();
    const analytics = createAnalytics({ load, log });
    await expect(analytics.identify('uid-1', { name: 'A', email: 'a@example.com' })).resolves.toBeUndefined();
    await expect(analytics.alias('uid-1')).resolves.toBeUndefined();
    await expect(analytics.reset()).resolves.toBeUndefined();
    expect(load).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith(NO_KEY_MESSAGE);
  });

  it('does not reject when the client throws', async () => {
    const client = fakeClient();
    client.identify.mockImplementation(() => {
      throw new Error('storage blocked');
    });
    client.reset.mockImplementation(() => {
      throw new Error('storage blocked');
    });
    const analytics = createAnalytics({ key: 'phc_test', load: async () => client });
    await expect(analytics.identify('uid-1')).resolves.toBeUndefined();
    await expect(analytics.reset()).resolves.toBeUndefined();
  });

  it('reports whether it is enabled', () => {
    expect(createAnalytics({ key: 'phc_test', load: async () => fakeClient() }).enabled).toBe(true);
    expect(createAnalytics({ key: '', log: () => {} }).enabled).toBe(false);
    expect(createAnalytics({ log: () => {} }).enabled).toBe(false);
  });
});

describe('observable analytics', () => {
  it('announces every capture on the target, then forwards it', async () => {
    const { observable, ANALYTICS_DOM_EVENT } = await import('./analytics');
    const forwarded: string[] = [];
    const inner = {
      enabled: false,
      capture: async (event: string) => void forwarded.push(event),
      register: async () => {},
      identify: async () => {},
      alias: async () => {},
      reset: async () => {},
    };
    const target = new EventTarget();
    const seen: unknown[] = [];
    target.addEventListener(ANALYTICS_DOM_EVENT, (event) => seen.push((event as CustomEvent).detail));
    const wrapped = observable(inner, target);
    await wrapped.capture('view_item', { path: '/x' });
    expect(seen).toEqual([{ event: 'view_item', properties: { path: '/x' } }]);
    expect(forwarded).toEqual(['view_item']);
    await expect(observable(inner, undefined).capture('quiz/started')).resolves.toBeUndefined();
  });
});
