import { describe, expect, it } from 'vitest';
import { memoryStorage } from '@/lib/memory-storage.test-support';
import { hasQuizProgress, QUIZ_PROGRESS_KEY } from './quiz-progress-key';
import { QUIZ_PROGRESS_KEY as READ_KEY } from './quiz-progress';

describe('hasQuizProgress', () => {
  it('says whether the key the progress module reads holds anything; blocked storage holds nothing', () => {
    expect(READ_KEY).toBe(QUIZ_PROGRESS_KEY);
    const storage = memoryStorage();
    expect(hasQuizProgress(() => storage)).toBe(false);
    storage.setItem(QUIZ_PROGRESS_KEY, '{not json');
    expect(hasQuizProgress(() => storage)).toBe(true);
    expect(
      hasQuizProgress(() => {
        throw new DOMException('blocked', 'SecurityError');
      }),
    ).toBe(false);
  });
});
