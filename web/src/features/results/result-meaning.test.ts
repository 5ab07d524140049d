import { describe, expect, it } from 'vitest';
import { freeTestResultLabels } from './labels';
import { meaningOf } from './result-meaning';

/** Banded letters of INTJ with the given letters settled. */
const banded = (settled: string) =>
  ['I', 'N', 'T', 'J'].map((dominant) => ({ dominant: dominant as 'I', settled: settled.includes(dominant) }));

describe('"What this means" (the real quiz.json templates)', () => {
  const labels = freeTestResultLabels();
  it('takes the singular for one settled letter and the plural for more (SPEC §5)', () => {
    expect(meaningOf(banded('J'), 'INTJ', 'ISTJ', labels)).toBe(
      '1 of your four letters is settled (J); I, N, T are balanced. Read INTJ as your best fit and the neighbouring types as close alternatives.',
    );
    expect(meaningOf(banded('TJ'), 'INTJ', 'ISTJ', labels)).toMatch(/^2 of your four letters are settled \(T, J\); I, N are balanced\./);
    expect(meaningOf(banded('NTJ'), 'INTJ', 'ISTJ', labels)).toMatch(
      /^3 of your four letters are settled \(N, T, J\); I is balanced\. Read INTJ as your best fit and ISTJ as a close alternative\.$/,
    );
  });
  it('names all four settled and none settled', () => {
    expect(meaningOf(banded('INTJ'), 'INTJ', 'ISTJ', labels)).toMatch(/^All four letters are settled/);
    expect(meaningOf(banded(''), 'INTJ', 'ISTJ', labels)).toMatch(/^None of your letters is settled yet/);
  });
});
