import { describe, expect, it } from 'vitest';
import { FREE_TEST_NAME, TEST_RESULTS_KEY } from '@/lib/test-names';
import { storedFreeTestType } from '@/features/results/stored-type';
import { NO_STORED_RESULT_ATTRIBUTE, NO_STORED_RESULT_VALUE, noStoredResultBootScript } from './stored-result-hint';

/**
 * Runs the boot script as the browser would, with `document.currentScript.parentNode` a stub
 * element and `window.localStorage` holding `text` under `test_results` (null: absent).
 * @returns the attributes the script set on its parent
 */
function run(text: string | null, storage?: { getItem: (key: string) => string | null }): Record<string, string> {
  const set: Record<string, string> = {};
  const parent = { setAttribute: (name: string, value: string) => void (set[name] = value) };
  const documentStub = { currentScript: { parentNode: parent } };
  const localStorage = storage ?? { getItem: (key: string) => (key === TEST_RESULTS_KEY ? text : null) };
  new Function('document', 'window', noStoredResultBootScript())(documentStub, { localStorage });
  return set;
}

const entry = (value: unknown) => JSON.stringify({ [FREE_TEST_NAME]: value });
const good = { result: { type: 'INTJ' }, meta: { completedAt: '2026-11-28T10:00:00.000Z' } };

describe('noStoredResultBootScript (the result page\'s "nothing stored" hint before the first paint)', () => {
  const cases: (string | null)[] = [
    null,
    '',
    'not json',
    'null',
    '5',
    '"main"',
    '[]',
    '{}',
    entry(good),
    entry({ ...good, result: { type: 'ENFP', dichotomies: [] } }),
    entry({ ...good, result: { type: 'intj' } }),
    entry({ ...good, result: { type: 'XNTJ' } }),
    entry({ ...good, result: { type: 'INTJX' } }),
    entry({ ...good, result: { type: 4 } }),
    entry({ ...good, result: null }),
    entry({ ...good, meta: null }),
    entry({ ...good, meta: { completedAt: 1 } }),
    entry({ result: good.result }),
    entry(null),
    entry(5),
    entry('INTJ'),
    entry(false),
    JSON.stringify({ toolkit: good }),
    JSON.stringify([good]),
    JSON.stringify({ __proto__: null, main: good }),
  ];

  it.each(cases)('agrees with storedFreeTestType for %j', (text) => {
    const expected = storedFreeTestType(text) === null ? { [NO_STORED_RESULT_ATTRIBUTE]: NO_STORED_RESULT_VALUE } : {};
    expect(run(text)).toEqual(expected);
  });

  it('marks the frame when nothing is stored and leaves it alone for a stored result', () => {
    expect(run(null)).toEqual({ 'data-stored-result': 'none' });
    expect(run(entry(good))).toEqual({});
  });

  it('counts storage that cannot be read as nothing stored, and never throws', () => {
    const blocked = {
      getItem: (): string | null => {
        throw new Error('SecurityError');
      },
    };
    expect(run(null, blocked)).toEqual({ 'data-stored-result': 'none' });
    expect(() => new Function('document', 'window', noStoredResultBootScript())({ currentScript: null }, {})).not.toThrow();
  });
});
