import { describe, expect, it } from 'vitest';
import { DICHOTOMIES } from '@typeatlas/schemas/engine';
import quiz from '../../public/locales/en/quiz.json';
import { poleNames } from './pole-names';

describe('poleNames', () => {
  it('names each of the eight poles from quiz.json, keyed by letter', () => {
    const names = poleNames();
    const letters = DICHOTOMIES.flatMap(({ first, second }) => [first, second]);
    expect(Object.keys(names)).toEqual(letters);
    for (const letter of letters) expect(names[letter]).toBe(quiz.poles[letter]);
    expect(names.E).not.toBe(names.I);
  });
});
