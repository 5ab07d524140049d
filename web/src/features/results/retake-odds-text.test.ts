import { describe, expect, it } from 'vitest';
import { priorPrecision, retakeOdds } from '@typeatlas/schemas/engine';
import quiz from '../../../public/locales/en/quiz.json';
import { retakeOddsText } from './retake-odds-text';

const texts = quiz.odds;

describe('retakeOddsText: the one wording of the retake odds', () => {
  it('says "about" for the plain estimate and "more than 9" when it rounds to 10', () => {
    expect(retakeOddsText({ tenths: 8, atLeast: false }, 'I', texts)).toBe('A retake would show I about 8 times in 10.');
    expect(retakeOddsText({ tenths: 10, atLeast: false }, 'J', texts)).toBe('A retake would show J more than 9 times in 10.');
    expect(retakeOddsText({ tenths: 5, atLeast: false }, 'N', texts)).toBe('A retake would show N about 5 times in 10.');
  });
  it('says "at least" for a floor and never "at least 10 in 10"', () => {
    expect(retakeOddsText({ tenths: 6, atLeast: true }, 'T', texts)).toBe('A retake would show T at least 6 times in 10.');
    expect(retakeOddsText({ tenths: 10, atLeast: true }, 'T', texts)).toBe('A retake would show T at least 9 times in 10.');
  });
  it('rounds a floor down: the bound’s odds are never overstated', () => {
    const odds = retakeOdds(75, priorPrecision(18), 18);
    expect(odds.atLeast).toBe(true);
    expect(odds.tenths).toBe(Math.floor(odds.chance * 10));
    expect(retakeOddsText(odds, 'E', texts)).toBe(`A retake would show E at least ${Math.floor(odds.chance * 10)} times in 10.`);
  });
});
