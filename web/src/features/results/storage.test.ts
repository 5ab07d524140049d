import { describe, expect, it } from 'vitest';
import {
  FREE_TEST_NAME,
  TEST_RESULTS_KEY,
  clearTestResults,
  readStoredResults,
  readTestResult,
  saveTestResult,
  storageKindFor,
  type ResultStorages,
  type TestResultRecord,
} from './storage';
import { MemoryStorage } from './__tests__/memory-storage';

function makeStorages(): ResultStorages & { local: MemoryStorage; session: MemoryStorage } {
  return { local: new MemoryStorage(), session: new MemoryStorage() };
}

const record: TestResultRecord = {
  result: { type: 'INTJ', dichotomies: [] },
  meta: { completedAt: '2025-01-31T12:00:00.000Z', answers: { q01: 2, q02: -1 } },
};

describe('storageKindFor (SPEC §7)', () => {
  it.each([
    ['main', 'local'],
    ['main-v2', 'local'],
    ['mainstream', 'local'],
    ['big-five', 'session'],
    ['xmain', 'session'],
    ['Main', 'session'],
    ['', 'session'],
  ] as const)('%j → %s', (name, kind) => {
    expect(storageKindFor(name)).toBe(kind);
  });

  it('the free test is stored locally', () => {
    expect(FREE_TEST_NAME).toBe('main');
    expect(storageKindFor(FREE_TEST_NAME)).toBe('local');
  });
});

describe('saveTestResult / readTestResult', () => {
  it('stores names starting with main in local storage under test_results', () => {
    const storages = makeStorages();
    saveTestResult(FREE_TEST_NAME, record, storages);
    expect(TEST_RESULTS_KEY).toBe('test_results');
    expect(JSON.parse(storages.local.getItem('test_results')!)).toEqual({ main: record });
    expect(storages.session.length).toBe(0);
    expect(readTestResult(FREE_TEST_NAME, storages)).toEqual(record);
  });

  it('stores other names in session storage', () => {
    const storages = makeStorages();
    saveTestResult('big-five', record, storages);
    expect(storages.local.length).toBe(0);
    expect(JSON.parse(storages.session.getItem('test_results')!)).toEqual({ 'big-five': record });
    expect(readTestResult('big-five', storages)).toEqual(record);
    expect(readTestResult(FREE_TEST_NAME, storages)).toBeNull();
  });

  it('merges into the existing map and replaces the same test', () => {
    const storages = makeStorages();
    saveTestResult('main', record, storages);
    saveTestResult('main-kids', { result: 1, meta: { completedAt: '2025-01-01T00:00:00Z' } }, storages);
    const newer = { result: { type: 'ENFP' }, meta: { completedAt: '2025-02-01T00:00:00.000Z' } };
    saveTestResult('main', newer, storages);
    expect(JSON.parse(storages.local.getItem(TEST_RESULTS_KEY)!)).toEqual({
      main: newer,
      'main-kids': { result: 1, meta: { completedAt: '2025-01-01T00:00:00Z' } },
    });
    expect(readTestResult('main', storages)).toEqual(newer);
  });

  it('keeps other entries when saving', () => {
    const storages = makeStorages();
    storages.session.setItem(TEST_RESULTS_KEY, JSON.stringify({ other: { anything: true } }));
    saveTestResult('quiz-a', record, storages);
    expect(JSON.parse(storages.session.getItem(TEST_RESULTS_KEY)!)).toEqual({
      other: { anything: true },
      'quiz-a': record,
    });
  });

  it.each(['{not json', '[1,2]', '"text"', 'null', '42'])('treats corrupt stored value %j as empty (read null, save overwrites)', (raw) => {
    const storages = makeStorages();
    storages.local.setItem(TEST_RESULTS_KEY, raw);
    expect(readTestResult('main', storages)).toBeNull();
    saveTestResult('main', record, storages);
    expect(readTestResult('main', storages)).toEqual(record);
  });

  it.each([
    ['missing meta', { result: 1 }],
    ['completedAt not a string', { result: 1, meta: { completedAt: 5 } }],
    ['completedAt not an ISO 8601 time', { result: 1, meta: { completedAt: 'yesterday' } }],
    ['answers not an object', { result: 1, meta: { completedAt: '2025-01-01T00:00:00Z', answers: 'a' } }],
    ['a reserved field name in the result', { result: { __name__: 1 }, meta: { completedAt: '2025-01-01T00:00:00Z' } }],
    ['entry not an object', 'INTJ'],
  ])('returns null for a wrongly shaped entry (%s)', (_label, entry) => {
    const storages = makeStorages();
    storages.local.setItem(TEST_RESULTS_KEY, JSON.stringify({ main: entry }));
    expect(readTestResult('main', storages)).toBeNull();
  });

  it('returns null when nothing is stored or the storage throws on read', () => {
    expect(readTestResult('main', makeStorages())).toBeNull();
    const throwing = makeStorages();
    throwing.local.getItem = () => {
      throw new Error('SecurityError');
    };
    expect(readTestResult('main', throwing)).toBeNull();
  });

  it('does not confuse inherited property names with stored tests', () => {
    const storages = makeStorages();
    saveTestResult('main', record, storages);
    expect(readTestResult('mainconstructor', storages)).toBeNull();
    storages.session.setItem(TEST_RESULTS_KEY, '{}');
    expect(readTestResult('toString', storages)).toBeNull();
    expect(readTestResult('__proto__', storages)).toBeNull();
  });

  it('rejects a test name that is not a slug and an invalid record, storing nothing', () => {
    const storages = makeStorages();
    for (const name of ['', ' main', 'Main', 'big five', '__proto__', 'x'.repeat(101)]) {
      expect(() => saveTestResult(name, record, storages), name).toThrow(RangeError);
    }
    expect(() => saveTestResult('main', { result: 'x'.repeat(2001), meta: record.meta }, storages)).toThrow(TypeError);
    expect(() => saveTestResult('main', { result: 1, meta: {} } as unknown as TestResultRecord, storages)).toThrow(TypeError);
    expect(storages.local.length).toBe(0);
  });
});

describe('clearTestResults', () => {
  it('removes test_results from both storages and leaves other keys', () => {
    const storages = makeStorages();
    saveTestResult('main', record, storages);
    saveTestResult('other', record, storages);
    storages.local.setItem('theme', 'dark');
    clearTestResults(storages);
    expect(storages.local.getItem(TEST_RESULTS_KEY)).toBeNull();
    expect(storages.session.getItem(TEST_RESULTS_KEY)).toBeNull();
    expect(storages.local.getItem('theme')).toBe('dark');
    expect(readTestResult('main', storages)).toBeNull();
    expect(readTestResult('other', storages)).toBeNull();
  });
});

describe('readStoredResults', () => {
  it('lists every valid stored result of both storages, local first, skipping invalid entries', () => {
    const storages = makeStorages();
    saveTestResult('main', record, storages);
    saveTestResult('work-style', { result: { scales: [] }, meta: { completedAt: '2025-03-01T00:00:00Z' } }, storages);
    // Written by hand (another tab, an old version, tampering): skipped, never thrown.
    storages.session.setItem(
      TEST_RESULTS_KEY,
      JSON.stringify({
        ...JSON.parse(storages.session.getItem(TEST_RESULTS_KEY)!),
        'Bad Name': record,
        broken: { result: 1 },
        main: record, // a 'main…' name belongs in local storage
      }),
    );
    expect(readStoredResults(storages)).toEqual([
      { testName: 'main', record },
      { testName: 'work-style', record: { result: { scales: [] }, meta: { completedAt: '2025-03-01T00:00:00Z' } } },
    ]);
  });

  it('is empty when nothing is stored or the storage cannot be read', () => {
    const storages = makeStorages();
    expect(readStoredResults(storages)).toEqual([]);
    storages.local.getItem = () => {
      throw new Error('SecurityError');
    };
    expect(readStoredResults(storages)).toEqual([]);
  });
});
