import { describe, expect, it } from 'vitest';
import { saveTestResult } from './storage';
import { TEST_RESULTS_KEY, storedFreeTestType } from './storage-keys';
import { MemoryStorage } from './__tests__/memory-storage';

const record = { result: { type: 'ENFP', dichotomies: [] }, meta: { completedAt: '2025-01-31T12:00:00.000Z' } };

describe('storedFreeTestType (issue 24 §5: "Your result" while a stored result exists)', () => {
  it('reads the type of the result saveTestResult stored for the free test', () => {
    const storages = { local: new MemoryStorage(), session: new MemoryStorage() };
    saveTestResult('big-five', record, storages);
    expect(storedFreeTestType(storages.local.getItem(TEST_RESULTS_KEY))).toBeNull(); // another test's result lives in session storage
    saveTestResult('main', record, storages);
    expect(storedFreeTestType(storages.local.getItem(TEST_RESULTS_KEY))).toBe('ENFP');
  });

  it.each<[string, string | null]>([
    ['absent', null],
    ['empty', ''],
    ['not JSON', '{main'],
    ['JSON null', 'null'],
    ['an array', '[]'],
    ['a string', '"main"'],
    ['another test only', JSON.stringify({ 'main-2': record })],
    ['main is null', JSON.stringify({ main: null })],
    ['no result', JSON.stringify({ main: { meta: record.meta } })],
    ['a lower-case type', JSON.stringify({ main: { ...record, result: { type: 'enfp' } } })],
    ['not a type code', JSON.stringify({ main: { ...record, result: { type: 'ABCD' } } })],
    ['no completion time', JSON.stringify({ main: { result: record.result, meta: {} } })],
    ['main only on the prototype', '{"__proto__":{"main":{"result":{"type":"INTJ"},"meta":{"completedAt":"x"}}}}'],
  ])('is null when the stored text is %s', (_, text) => {
    expect(storedFreeTestType(text === 'absent' ? null : text)).toBeNull();
  });
});
