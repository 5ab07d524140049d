/**
 * Integration: the psychometrics job (web/src/server/psychometrics-job.ts, run by
 * scripts/psychometrics.ts) against the local Firestore server — seeded stored results in, the
 * `psychometrics` document out, α equal to a hand-computed fixture.
 */
import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { cronbachAlpha, precisionFor, priorPrecision, type FreeTestItem } from '@typeatlas/schemas/engine';
import { PSYCHOMETRICS_COLLECTION, summarisePsychometrics } from '@/lib/psychometrics-record';
import { db } from '@/server/firebase';
import { runPsychometricsJob } from '@/server/psychometrics-job';
import { readPsychometrics } from '@/server/repositories/psychometrics';
import { TEST_RESULTS_COLLECTION } from '@/server/repositories/test-results';
import { emulatorEnv } from './support';

beforeAll(() => {
  emulatorEnv();
});

/** Three EI items, the third reverse-keyed. */
const ITEMS: FreeTestItem[] = [
  { id: 'a', key: 'EI', reverse: false },
  { id: 'b', key: 'EI', reverse: false },
  { id: 'c', key: 'EI', reverse: true },
];

/**
 * Hand-computed fixture: item scores (0 … 4) of four respondents. Item variances 35/12, 11/12,
 * 27/12 (Σ 73/12); totals 11, 5, 9, 2 with variance 195/12; α = 3/2 · (1 − 73/195) = 61/65 ≈ .9385.
 */
const SCORES = [
  [4, 3, 4],
  [2, 2, 1],
  [3, 3, 3],
  [0, 1, 1],
];
const HAND_ALPHA = 61 / 65;

/** Raw answers (−2 … 2) that give item scores `[a, b, c]` (c reverse-keyed). */
const answersOf = ([a, b, c]: number[]) => ({ a: a! - 2, b: b! - 2, c: 2 - c! });

/** A unique test name so other suites' results never mix in. */
const testName = () => `psy-${randomUUID().slice(0, 8)}`;

async function seed(name: string, results: { userId: string; completedAt: string; answers: Record<string, number> | null }[]) {
  for (let start = 0; start < results.length; start += 400) {
    const batch = db().batch();
    for (const result of results.slice(start, start + 400)) {
      batch.set(db().collection(TEST_RESULTS_COLLECTION).doc(), {
        userId: result.userId,
        testName: name,
        result: null,
        scores: null,
        answers: result.answers,
        meta: { completedAt: result.completedAt },
        completedAt: Timestamp.fromDate(new Date(result.completedAt)),
        savedAt: Timestamp.now(),
      });
    }
    await batch.commit();
  }
}

describe('psychometrics job', () => {
  it('computes α from stored answers (newest result per account) and writes the document', async () => {
    const name = testName();
    await seed(name, [
      ...SCORES.map((scores, i) => ({ userId: `u${i}`, completedAt: '2026-02-01T10:00:00.000Z', answers: answersOf(scores) })),
      // an older retake of u0 with other answers: ignored, the newest result counts
      { userId: 'u0', completedAt: '2026-01-01T10:00:00.000Z', answers: answersOf([0, 4, 0]) },
      // a result saved without answers: read, but not analysable
      { userId: 'u9', completedAt: '2026-02-01T10:00:00.000Z', answers: null },
    ]);
    const now = new Date('2026-03-01T00:00:00.000Z');
    const record = await runPsychometricsJob(ITEMS, { testName: name, now });
    expect(record.results).toBe(6);
    expect(record.respondents).toBe(4);
    expect(record.scales.EI!.n).toBe(4);
    expect(record.scales.EI!.alpha).toBeCloseTo(HAND_ALPHA, 10);
    expect(record.scales.EI!.items.map((item) => item.id)).toEqual(['a', 'b', 'c']);
    expect(record.scales.SN).toMatchObject({ n: 0, itemCount: 0, alpha: null });

    const stored = await readPsychometrics(name);
    expect(stored).toEqual(record);
    expect(stored!.computedAt).toBe(now.toISOString());
    // under 150 responses the scoring keeps the bound (issue 24: three regimes by N)
    const summary = summarisePsychometrics(stored);
    expect(precisionFor(3, summary.scales.EI)).toEqual(priorPrecision(3));
  });

  it('a dry run writes nothing; a malformed document reads as none', async () => {
    const name = testName();
    await seed(
      name,
      SCORES.map((scores, i) => ({ userId: `d${i}`, completedAt: '2026-02-01T10:00:00.000Z', answers: answersOf(scores) })),
    );
    await runPsychometricsJob(ITEMS, { testName: name, write: false });
    expect(await readPsychometrics(name)).toBeNull();
    await db().collection(PSYCHOMETRICS_COLLECTION).doc(name).set({ version: 99, scales: 'nope' });
    expect(await readPsychometrics(name)).toBeNull();
  });

  it('from 500 respondents on, the scoring uses the estimate', async () => {
    const name = testName();
    let state = 12345;
    const next = () => (state = (state * 1103515245 + 12345) % 2147483648) / 2147483648;
    const rows: number[][] = [];
    const results = Array.from({ length: 520 }, (_, i) => {
      const trait = next() * 4;
      const row = [0, 1, 2].map(() => Math.max(0, Math.min(4, Math.round(trait + (next() - 0.5) * 2))));
      rows.push(row);
      return { userId: `p${i}`, completedAt: '2026-02-01T10:00:00.000Z', answers: answersOf(row) };
    });
    await seed(name, results);
    const record = await runPsychometricsJob(ITEMS, { testName: name });
    expect(record.scales.EI!.n).toBe(520);
    expect(record.scales.EI!.alpha).toBeCloseTo(cronbachAlpha(rows)!, 10);
    const stored = await readPsychometrics(name);
    expect(stored).toEqual(record);
    const precision = precisionFor(3, summarisePsychometrics(stored).scales.EI);
    expect(precision).toMatchObject({ source: 'estimate', n: 520, reliability: record.scales.EI!.alpha });
  });
});
