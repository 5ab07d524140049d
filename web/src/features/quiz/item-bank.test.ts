import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DICHOTOMIES, scoreFreeTest, type FreeTestItem } from '@typeatlas/schemas/engine';

/** The free test's item bank, studio/seed/source/free-test.json (resolved relative to this file). */
const BANK_URL = new URL('../../../../studio/seed/source/free-test.json', import.meta.url);

const bankSchema = z.object({
  items: z
    .array(
      z.object({
        id: z.string().min(1),
        text: z.string().min(1),
        scale: z.enum(['EI', 'SN', 'TF', 'JP']),
        reverse: z.boolean(),
      }),
    )
    .min(1),
});

/** Reads the bank and maps its `scale` field to the scorer's `key`. */
function loadItems(): FreeTestItem[] {
  const bank = bankSchema.parse(JSON.parse(readFileSync(BANK_URL, 'utf8')));
  return bank.items.map((item) => ({ id: item.id, key: item.scale, reverse: item.reverse }));
}

/** mulberry32: small deterministic PRNG returning floats in [0, 1). */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('free test item bank', () => {
  const items = loadItems();

  it('has unique ids', () => {
    const ids = items.map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each(DICHOTOMIES.map((d) => d.key))('%s has at least 15 items, 40–60% reverse-keyed', (key) => {
    const ofKey = items.filter((item) => item.key === key);
    expect(ofKey.length).toBeGreaterThanOrEqual(15);
    const reverseShare = ofKey.filter((item) => item.reverse).length / ofKey.length;
    expect(reverseShare).toBeGreaterThanOrEqual(0.4);
    expect(reverseShare).toBeLessThanOrEqual(0.6);
  });

  it('recovers the type of ≥ 95% of 1,000 simulated respondents with 20% random answers', () => {
    const random = mulberry32(20_250_131);
    const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)]!;
    const respondents = 1000;
    let recovered = 0;
    for (let r = 0; r < respondents; r += 1) {
      const target = DICHOTOMIES.map((d) => (random() < 0.5 ? d.first : d.second)).join('');
      const answers: Record<string, number> = {};
      for (const item of items) {
        const index = DICHOTOMIES.findIndex((d) => d.key === item.key);
        const d = DICHOTOMIES[index]!;
        const keyedPole = item.reverse ? d.second : d.first;
        const agree = keyedPole === target[index];
        let value = agree ? pick([1, 2]) : pick([-1, -2]);
        if (random() < 0.2) value = pick([-2, -1, 0, 1, 2]);
        answers[item.id] = value;
      }
      if (scoreFreeTest(items, answers).type === target) recovered += 1;
    }
    const rate = recovered / respondents;
    console.log(
      `item-bank simulation: recovered ${recovered}/${respondents} (${(rate * 100).toFixed(1)}%)`,
    );
    expect(rate).toBeGreaterThanOrEqual(0.95);
  });
});

describe('Likert order', () => {
  it('is the same in the free test and in the toolkit tests (the shared test kit)', async () => {
    const { LIKERT_OPTIONS } = await import('./likert');
    const { LIKERT_CHOICES } = await import('@typeatlas/schemas/test-kit');
    expect(LIKERT_CHOICES.map(({ value, key }) => ({ value, key }))).toEqual(LIKERT_OPTIONS.map(({ value, key }) => ({ value, key })));
  });
});
