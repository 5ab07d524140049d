import { describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from './__tests__/memory-storage';
import { saveTestResult, TEST_RESULTS_KEY } from './storage';
import { TEST_RESULT_PATH, uploadPending, uploadTestResult } from './upload';

const record = { result: { type: 'ISTP' }, meta: { completedAt: '2025-02-03T04:05:06.000Z', answers: { q1: 1 } } };

describe('uploadTestResult', () => {
  it('posts the body the server expects: answers at the top level, completedAt in meta', async () => {
    const post = vi.fn(async () => ({}));
    await expect(uploadTestResult('main', record, post)).resolves.toBe(true);
    expect(post).toHaveBeenCalledWith(TEST_RESULT_PATH, {
      testName: 'main',
      result: { type: 'ISTP' },
      answers: { q1: 1 },
      meta: { completedAt: '2025-02-03T04:05:06.000Z' },
    });
  });

  it('does not send a record the server would refuse (e.g. completed in the future)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const post = vi.fn(async () => ({}));
    const future = { result: 1, meta: { completedAt: new Date(Date.now() + 3_600_000).toISOString() } };
    await expect(uploadTestResult('main', future, post)).resolves.toBe(false);
    await expect(uploadTestResult('Bad Name', record, post)).resolves.toBe(false);
    expect(post).not.toHaveBeenCalled();
    warn.mockRestore();
  });
});

describe('uploadPending', () => {
  it('uploads every valid stored result of both storages and counts the successes', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const storages = { local: new MemoryStorage(), session: new MemoryStorage() };
    saveTestResult('main', record, storages);
    saveTestResult('habits', { result: { scales: [] }, meta: { completedAt: '2025-02-04T00:00:00.000Z' } }, storages);
    saveTestResult('career-fit', { result: 2, meta: { completedAt: '2025-02-05T00:00:00.000Z' } }, storages);
    storages.session.setItem(TEST_RESULTS_KEY, JSON.stringify({ ...JSON.parse(storages.session.getItem(TEST_RESULTS_KEY)!), junk: 'x' }));
    const post = vi.fn(async (_path: string, body: unknown) => {
      if ((body as { testName: string }).testName === 'career-fit') throw new Error('503');
      return {};
    });
    await expect(uploadPending(storages, post)).resolves.toBe(2);
    expect(post.mock.calls.map(([, body]) => (body as { testName: string }).testName)).toEqual(['main', 'habits', 'career-fit']);
    warn.mockRestore();
  });
});
