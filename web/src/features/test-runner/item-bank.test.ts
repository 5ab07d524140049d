import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DICHOTOMIES, type FreeTestItem } from '@typeatlas/schemas/engine';

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
  /** Follow-up pools by scale (issue 24 §3); the pool gives its items their scale. */
  followUps: z.record(
    z.enum(['EI', 'SN', 'TF', 'JP']),
    z.array(z.object({ id: z.string().regex(/^[a-z0-9-]+$/), text: z.string().min(1).max(140), reverse: z.boolean() })),
  ),
});

/** Reads the bank and maps its `scale` field to the scorer's `key`. */
function loadItems(): FreeTestItem[] {
  const bank = bankSchema.parse(JSON.parse(readFileSync(BANK_URL, 'utf8')));
  return bank.items.map((item) => ({ id: item.id, key: item.scale, reverse: item.reverse }));
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

  it.each(DICHOTOMIES.map((d) => d.key))('%s has at least 36 items with its follow-up pool, 40–60% reverse-keyed in the pool', (key) => {
    const bank = bankSchema.parse(JSON.parse(readFileSync(BANK_URL, 'utf8')));
    const pool = bank.followUps[key] ?? [];
    expect(items.filter((item) => item.key === key).length + pool.length).toBeGreaterThanOrEqual(36);
    const reverseShare = pool.filter((item) => item.reverse).length / pool.length;
    expect(reverseShare).toBeGreaterThanOrEqual(0.4);
    expect(reverseShare).toBeLessThanOrEqual(0.6);
  });

  it('never reuses an id or a statement across the fixed items and the pools', () => {
    const bank = bankSchema.parse(JSON.parse(readFileSync(BANK_URL, 'utf8')));
    const all = [...bank.items, ...Object.values(bank.followUps).flat()];
    expect(new Set(all.map((item) => item.id)).size).toBe(all.length);
    expect(new Set(all.map((item) => item.text.toLowerCase())).size).toBe(all.length);
  });
  // The clear-type recovery of the bank (≥ 95 % with 20 % random answers) is checked by
  // scripts/bench/retest.test.ts, with the same simulation the retest benchmark prints.
});

describe('Likert order', () => {
  it('is the same in the free test and in the toolkit tests (the shared test kit)', async () => {
    const { LIKERT_OPTIONS } = await import('./likert');
    const { LIKERT_CHOICES } = await import('@typeatlas/schemas/test-kit');
    expect(LIKERT_CHOICES.map(({ value, key }) => ({ value, key }))).toEqual(LIKERT_OPTIONS.map(({ value, key }) => ({ value, key })));
  });
});
