import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The lazily imported posthog-js module, replaced by a recording fake.
const posthog = vi.hoisted(() => ({
  init: vi.fn(),
  capture: vi.fn(),
  register: vi.fn(),
  identify: vi.fn(),
  alias: vi.fn(),
  reset: vi.fn(),
}));
vi.mock('posthog-js', () => ({ default: posthog }));

/** A fresh copy of the module, so the shared instance picks up the stubbed environment. */
async function freshModule() {
  vi.resetModules();
  return import('./analytics');
}

beforeEach(() => {
  for (const fn of Object.values(posthog)) fn.mockReset();
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('identifyUser / aliasUser / resetIdentity with a key', () => {
  beforeEach(() => {
    vi.stubEnv('NEXT_PUBLIC_POSTHOG_KEY', 'phc_test');
  });

  it('identifyUser calls posthog.identify(uid, { name, email }) after init', async () => {
    const { identifyUser } = await freshModule();
    await identifyUser({ uid: 'uid-1', name: 'Ada', email: 'ada@example.com' });
    expect(posthog.init).toHaveBeenCalledTimes(1);
    expect(posthog.init).toHaveBeenCalledWith('phc_test', expect.objectContaining({ capture_pageview: false }));
    expect(posthog.identify).toHaveBeenCalledExactlyOnceWith('uid-1', { name: 'Ada', email: 'ada@example.com' });
  });

  it('sign-up: aliasUser then identifyUser, in order', async () => {
    const { aliasUser, identifyUser } = await freshModule();
    await aliasUser('uid-2');
    await identifyUser({ uid: 'uid-2', name: 'Bo', email: 'bo@example.com' });
    expect(posthog.alias).toHaveBeenCalledExactlyOnceWith('uid-2');
    expect(posthog.identify).toHaveBeenCalledExactlyOnceWith('uid-2', { name: 'Bo', email: 'bo@example.com' });
    expect(posthog.alias.mock.invocationCallOrder[0]).toBeLessThan(posthog.identify.mock.invocationCallOrder[0]!);
    expect(posthog.init).toHaveBeenCalledTimes(1);
  });

  it('resetIdentity calls posthog.reset()', async () => {
    const { resetIdentity } = await freshModule();
    await resetIdentity();
    expect(posthog.reset).toHaveBeenCalledTimes(1);
    expect(posthog.reset).toHaveBeenCalledWith();
  });
});

describe('identifyUser / aliasUser / resetIdentity without a key', () => {
  it.each([undefined, ''])('are safe no-ops that log the notice once (key %j)', async (key) => {
    vi.stubEnv('NEXT_PUBLIC_POSTHOG_KEY', key);
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const { identifyUser, aliasUser, resetIdentity } = await freshModule();

    await expect(aliasUser('uid-3')).resolves.toBeUndefined();
    await expect(identifyUser({ uid: 'uid-3', name: 'C', email: 'c@example.com' })).resolves.toBeUndefined();
    await expect(resetIdentity()).resolves.toBeUndefined();

    expect(info).toHaveBeenCalledExactlyOnceWith('No API key provided for analytics');
    for (const fn of Object.values(posthog)) expect(fn).not.toHaveBeenCalled();
  });
});
