import { describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from './__tests__/memory-storage';
import { completeTest, type CompleteTestServices } from './complete-test';
import { readTestResult, TEST_RESULTS_KEY } from './storage';
import { TEST_RESULT_PATH } from './upload';

const NOW = new Date('2025-05-04T10:20:30.000Z');

function services(overrides: Partial<CompleteTestServices> = {}) {
  const post = vi.fn(async () => ({ id: 'x', created: true }));
  const all = {
    storages: { local: new MemoryStorage(), session: new MemoryStorage() },
    signedIn: () => false,
    post,
    now: () => NOW,
    ...overrides,
  };
  return all;
}

describe('completeTest (score → store → upload when signed in)', () => {
  it('stores the free test in local storage with its answers and the completion time', async () => {
    const s = services();
    const { record, saved } = completeTest({ testName: 'main', result: { type: 'INTJ' }, answers: { q1: 2, q2: -1 } }, {}, s);
    expect(record).toEqual({ result: { type: 'INTJ' }, meta: { completedAt: NOW.toISOString(), answers: { q1: 2, q2: -1 } } });
    expect(readTestResult('main', s.storages)).toEqual(record);
    expect(s.storages.session.getItem(TEST_RESULTS_KEY)).toBeNull();
    await expect(saved).resolves.toBe(false); // signed out: nothing sent
    expect(s.post).not.toHaveBeenCalled();
  });

  it('stores a toolkit test in session storage and uploads it when signed in', async () => {
    const s = services({ signedIn: () => true });
    const { saved } = completeTest({ testName: 'work-style', result: { scales: [], result: { topScale: null } } }, {}, s);
    expect(readTestResult('work-style', s.storages)?.meta.completedAt).toBe(NOW.toISOString());
    expect(s.storages.local.getItem(TEST_RESULTS_KEY)).toBeNull();
    await expect(saved).resolves.toBe(true);
    expect(s.post).toHaveBeenCalledWith(TEST_RESULT_PATH, {
      testName: 'work-style',
      result: { scales: [], result: { topScale: null } },
      meta: { completedAt: NOW.toISOString() },
    });
  });

  it('follows an explicit upload decision over the cookie', async () => {
    const signedIn = services({ signedIn: () => true });
    await expect(completeTest({ testName: 'a', result: 1 }, { upload: false }, signedIn).saved).resolves.toBe(false);
    expect(signedIn.post).not.toHaveBeenCalled();
    const signedOut = services();
    await expect(completeTest({ testName: 'a', result: 1 }, { upload: true }, signedOut).saved).resolves.toBe(true);
    expect(signedOut.post).toHaveBeenCalledOnce();
  });

  it('keeps the stored result when the upload fails (saved → false, never rejects)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const s = services({ signedIn: () => true, post: vi.fn(async () => Promise.reject(new Error('offline'))) });
    const { saved } = completeTest({ testName: 'main', result: { type: 'ENFP' } }, {}, s);
    await expect(saved).resolves.toBe(false);
    expect(readTestResult('main', s.storages)?.result).toEqual({ type: 'ENFP' });
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('refuses a result it could not store, before anything is sent', () => {
    const s = services({ signedIn: () => true });
    expect(() => completeTest({ testName: 'main', result: { text: 'x'.repeat(5000) } }, {}, s)).toThrow(TypeError);
    expect(() => completeTest({ testName: 'Not a slug', result: 1 }, {}, s)).toThrow(RangeError);
    expect(s.post).not.toHaveBeenCalled();
    expect(s.storages.local.length + s.storages.session.length).toBe(0);
  });
});
