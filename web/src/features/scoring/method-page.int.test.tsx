/**
 * Integration (Auth emulator + local Firestore, seed dataset), issue 24 §4: the psychometrics job
 * runs by itself after every K new stored results, and the method page shows N from them. Results
 * are stored through POST /api/test-result's handler (postTestResult) by signed-in accounts, with
 * a runner of K = {@link K} on a test name of its own (so no other suite's results mix in); the job
 * runs off the request path, the test awaits it (runner.idle) and renders the page's component
 * from its loader (loadScoringMethod) to HTML.
 */
import { randomUUID } from 'node:crypto';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { MIN_RESPONSES_FOR_INTERVAL } from '@typeatlas/schemas/engine';
import { postTestResult } from '@/server/handlers/test-results';
import { readPsychometrics } from '@/server/repositories/psychometrics';
import { call, signUpAndSignIn } from '@/server/__tests__/flows';
import { emulatorEnv, request } from '@/server/__tests__/support';
import { loadScoringMethod } from './method-page';
import { freeTestItems, freeTestPsychometricsRunner } from './psychometrics-runner';
import { ScoringMethod } from './ScoringMethod';

// The seed dataset (the content layer resolves its default path from the web app's folder).
vi.hoisted(() => {
  process.env.SEED_DATASET_PATH ??= new URL('../../../../studio/seed/dataset.ndjson', import.meta.url).pathname;
});
// Outside Next: no data cache, and revalidating a tag is a no-op.
vi.mock('next/cache', () => ({ unstable_cache: (fn: () => unknown) => fn, revalidateTag: vi.fn() }));

/** K of this test: the job runs after every K new stored results. */
const K = 3;

beforeAll(() => {
  emulatorEnv();
});

/** The text of the N cells of the scale-precision table, in EI, SN, TF, JP order. */
function nColumn(html: string): string[] {
  const table = /<table[^>]*data-testid="scale-precision"[^>]*>([\s\S]*?)<\/table>/.exec(html)?.[1] ?? '';
  return [...table.matchAll(/<tr><th scope="row">[^<]*<\/th><td[^>]*>([^<]*)<\/td>/g)].map((match) => match[1]!);
}

describe('the method page computed from stored results', () => {
  it(`runs the job after every ${K} new stored results and shows N from them`, async () => {
    const testName = `method-${randomUUID().slice(0, 8)}`;
    const runner = freeTestPsychometricsRunner({ every: K, testName });
    const post = postTestResult({ testNames: async () => new Set([testName]), onStored: (name) => runner.noteStored(name) });
    const items = await freeTestItems();

    // before any run: "not yet run", N = 0
    const before = renderToStaticMarkup(<ScoringMethod {...(await loadScoringMethod(testName))!} />);
    expect(before).toContain('Not yet run');
    expect(nColumn(before)).toEqual(['0', '0', '0', '0']);

    for (let person = 0; person < K; person += 1) {
      const account = await signUpAndSignIn();
      // varied complete answers: person p answers item j with ((p·j + j) mod 5) − 2
      const answers = Object.fromEntries(items.map((item, j) => [item.id, ((person * j + j) % 5) - 2]));
      const saved = await call(
        post,
        request('/api/test-result', {
          jar: account.jar,
          body: { testName, result: { type: 'INTJ' }, answers, meta: { completedAt: new Date(Date.now() + person).toISOString() } },
        }),
      );
      expect(saved.status).toBe(201);
      await runner.idle();
      // the job waits for the K-th result
      if (person < K - 1) expect(await readPsychometrics(testName)).toBeNull();
    }

    const record = await readPsychometrics(testName);
    expect(record).not.toBeNull();
    expect(record!.respondents).toBe(K);
    for (const key of ['EI', 'SN', 'TF', 'JP']) expect(record!.scales[key]!.n).toBe(K);

    const html = renderToStaticMarkup(<ScoringMethod {...(await loadScoringMethod(testName))!} />);
    expect(nColumn(html)).toEqual([String(K), String(K), String(K), String(K)]);
    expect(html).not.toContain('Not yet run');
    expect(html).toContain(
      `Last computed ${new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(record!.computedAt))}. Saved results read: ${K}; people behind them: ${K}.`,
    );
    // with N below the first threshold, each scale says it uses the bound and how many responses are missing
    expect(html).toContain(`E/I: ${K} responses, fewer than ${MIN_RESPONSES_FOR_INTERVAL}`);
    expect(html).toContain(`${MIN_RESPONSES_FOR_INTERVAL - K} more responses`);
    expect(html).toContain('data-testid="item-statistics"');
  }, 60_000);
});
