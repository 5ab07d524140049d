import { describe, expect, it } from 'vitest';
import { formatPaired, mulberry32, pairedDifference } from './retest.ts';

/** Outcomes of n people: `both` with 1 under both rules, `onlyAfter`/`onlyBefore` discordant, the rest 0 under both. */
function pairs(n: number, both: number, onlyAfter: number, onlyBefore: number): [Uint8Array, Uint8Array] {
  const after = new Uint8Array(n);
  const before = new Uint8Array(n);
  let i = 0;
  for (let k = 0; k < both; k += 1, i += 1) after[i] = before[i] = 1;
  for (let k = 0; k < onlyAfter; k += 1, i += 1) after[i] = 1;
  for (let k = 0; k < onlyBefore; k += 1, i += 1) before[i] = 1;
  return [after, before];
}

describe('pairedDifference (the McNemar-style interval of the retest benchmark)', () => {
  it("reproduces Agresti's worked example: 1,600 people, 150 only before, 86 only after → −0.040, SE 0.0095", () => {
    // Agresti 2013, Categorical Data Analysis, §11.1 (presidential approval in two surveys of the same people).
    const [after, before] = pairs(1600, 794, 86, 150);
    const d = pairedDifference(after, before);
    expect(d.onlyAfter).toBe(86);
    expect(d.onlyBefore).toBe(150);
    expect(d.difference).toBeCloseTo(-0.04, 10);
    expect((d.high - d.low) / 2 / 1.96).toBeCloseTo(0.009549, 5);
    expect(formatPaired(d)).toBe('−4.0 [−5.9, −2.1]');
  });

  it('gives a zero-width interval at 0 when the rules agree on everyone, and depends only on the discordant people', () => {
    const [same, copy] = pairs(500, 200, 0, 0);
    expect(pairedDifference(same, copy)).toEqual({ difference: 0, low: 0, high: 0, onlyAfter: 0, onlyBefore: 0 });
    const few = pairedDifference(...pairs(1000, 100, 30, 10));
    const many = pairedDifference(...pairs(1000, 600, 30, 10));
    expect(many).toEqual(few);
  });

  it('covers the true difference about 95 % of the time (2,000 seeded samples of 1,000 people)', () => {
    const random = mulberry32(7);
    const [pAfterOnly, pBeforeOnly, pBoth] = [0.06, 0.03, 0.4];
    const truth = pAfterOnly - pBeforeOnly;
    let covered = 0;
    const samples = 2000;
    for (let s = 0; s < samples; s += 1) {
      const after = new Uint8Array(1000);
      const before = new Uint8Array(1000);
      for (let i = 0; i < 1000; i += 1) {
        const u = random();
        if (u < pBoth) after[i] = before[i] = 1;
        else if (u < pBoth + pAfterOnly) after[i] = 1;
        else if (u < pBoth + pAfterOnly + pBeforeOnly) before[i] = 1;
      }
      const d = pairedDifference(after, before);
      if (d.low <= truth && truth <= d.high) covered += 1;
    }
    // binomial SD of the coverage at 2,000 samples ≈ 0.5 points: 93.5–96.5 % is ±3 SD
    expect(covered / samples).toBeGreaterThan(0.935);
    expect(covered / samples).toBeLessThan(0.965);
  });

  it('throws a RangeError for runs of different people or no people', () => {
    expect(() => pairedDifference(new Uint8Array(3), new Uint8Array(4))).toThrow(RangeError);
    expect(() => pairedDifference(new Uint8Array(0), new Uint8Array(0))).toThrow(/same people/);
  });
});
