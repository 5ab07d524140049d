import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../lib/memory-storage.test-support';
import {
  QUIZ_PROGRESS_KEY,
  QUIZ_PROGRESS_MAX_AGE_MS,
  QUIZ_PROGRESS_VERSION,
  clearQuizProgress,
  readQuizProgress,
  resumeQuizState,
  toQuizProgress,
  writeQuizProgress,
} from './quiz-progress';
import { goBack } from '@typeatlas/schemas/engine';
import { answerStatement, freeTestRunner, leaveSurvey, startFreeTest, type FreeTestRun } from './free-test-runner';

const runner = freeTestRunner({
  items: ['q1', 'q2', 'q3', 'q4'].map((id, i) => ({ id, key: (['EI', 'SN', 'TF', 'JP'] as const)[i]!, reverse: false })),
  followUps: { EI: [], SN: [], TF: [], JP: [] },
});
const ITEMS = runner;
const NOW = Date.UTC(2026, 0, 10, 12);

/** The run after the survey and `answered` answers (values 1). */
function stateAfter(answered: number): FreeTestRun {
  let run = leaveSurvey(startFreeTest(runner, 3)).run;
  for (let i = 0; i < answered; i += 1) run = answerStatement(run, 1).run;
  return run;
}

describe('quiz progress: resume state validation', () => {
  it('round-trips a state past the survey step', () => {
    const state = stateAfter(2);
    const resumed = resumeQuizState(JSON.parse(JSON.stringify(toQuizProgress('main', state, NOW))), 'main', ITEMS, NOW + 1000);
    expect(resumed).toMatchObject({ seed: state.seed, surveySent: true });
    for (const key of ['order', 'step', 'answers', 'path'] as const) expect(resumed?.state[key]).toEqual(state.state[key]);
    expect(resumed?.state.step).toBe(3);
  });

  it('keeps a position moved back with the Back button', () => {
    const run = stateAfter(3);
    const state = { ...run, state: goBack(run.state) };
    expect(resumeQuizState(toQuizProgress('main', state, NOW), 'main', ITEMS, NOW)?.state.step).toBe(3);
  });

  it('reads a version-2 record as the former reducer wrote it (the format is unchanged)', () => {
    const record = {
      version: 2,
      test: 'main',
      savedAt: NOW,
      index: 3,
      survey: { gender: 'female', age: '' },
      surveySent: false,
      seed: 11,
      answers: { q1: 2, q2: -1 },
    };
    const resumed = resumeQuizState(JSON.parse(JSON.stringify(record)), 'main', ITEMS, NOW);
    expect(resumed).toMatchObject({
      seed: 11,
      surveySent: false,
      state: { step: 3, answers: { gender: 'female', age: null, q1: 2, q2: -1 } },
    });
    expect(toQuizProgress('main', resumed!, NOW)).toEqual(record);
  });

  const valid = toQuizProgress('main', stateAfter(2), NOW);
  it.each<[string, unknown]>([
    ['another version', { ...valid, version: QUIZ_PROGRESS_VERSION + 1 }],
    ['no version', { ...valid, version: undefined }],
    ['an extra key', { ...valid, extra: 1 }],
    ['another test', { ...valid, test: 'other' }],
    ['an unknown question id', { ...valid, answers: { q1: 1, zz: 1 } }],
    ['answers with a gap', { ...valid, answers: { q1: 1, q3: 1 }, index: 3 }],
    ['a value outside -2 … 2', { ...valid, answers: { q1: 3, q2: 1 } }],
    ['a fractional value', { ...valid, answers: { q1: 0.5, q2: 1 } }],
    ['an index past the next unanswered item', { ...valid, index: 4 }],
    ['the survey step index', { ...valid, index: 0 }],
    ['every item answered (a finished test)', { ...valid, answers: { q1: 1, q2: 1, q3: 1, q4: 1 }, index: 4 }],
    ['progress older than 30 days', { ...valid, savedAt: NOW - QUIZ_PROGRESS_MAX_AGE_MS - 1 }],
    ['progress from the future', { ...valid, savedAt: NOW + 10 * 60 * 1000 }],
    ['a survey value that is not a string', { ...valid, survey: { gender: 1, age: '' } }],
    ['not an object', 'hello'],
    ['null', null],
  ])('drops %s', (_name, value) => {
    expect(resumeQuizState(value, 'main', ITEMS, NOW)).toBeNull();
  });
});

describe('quiz progress in storage', () => {
  it('writes past the survey step, reads it back and clears it on completion', () => {
    const storage = memoryStorage();
    writeQuizProgress(storage, 'main', startFreeTest(runner, 0), NOW);
    expect(storage.getItem(QUIZ_PROGRESS_KEY)).toBeNull();
    writeQuizProgress(storage, 'main', stateAfter(1), NOW);
    expect(readQuizProgress(storage, 'main', ITEMS, NOW)?.state.step).toBe(2);
    writeQuizProgress(storage, 'main', stateAfter(4), NOW);
    expect(storage.getItem(QUIZ_PROGRESS_KEY)).toBeNull();
  });

  it('removes corrupt or invalid records and never throws', () => {
    const storage = memoryStorage();
    storage.setItem(QUIZ_PROGRESS_KEY, '{not json');
    expect(readQuizProgress(storage, 'main', ITEMS, NOW)).toBeNull();
    storage.setItem(QUIZ_PROGRESS_KEY, JSON.stringify({ version: 0 }));
    expect(readQuizProgress(storage, 'main', ITEMS, NOW)).toBeNull();
    expect(storage.getItem(QUIZ_PROGRESS_KEY)).toBeNull();
    const throwing = {
      ...memoryStorage(),
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => {
        throw new Error('blocked');
      },
    } as unknown as Storage;
    expect(readQuizProgress(throwing, 'main', ITEMS, NOW)).toBeNull();
    expect(() => writeQuizProgress(throwing, 'main', stateAfter(1), NOW)).not.toThrow();
    expect(() => clearQuizProgress(throwing)).not.toThrow();
  });
});
