/**
 * Integration (Auth emulator + local Firestore, seed dataset): the SPEC §7 test submit through
 * POST /api/test-result — schema name, answers, `shouldSaveResult` and additional schemas, the token
 * as the session cookie. A toolkit test saves the free test's result beside its own, or nothing at
 * all; additional schemas must be known tests (400 otherwise, nothing stored). Read back through
 * GET /api/test-results.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as postTestResult } from '@/app/api/test-result/route';
import { GET as getTestResults } from '@/app/api/test-results/route';
import { toTestSubmitBody } from '@/lib/test-result-record';
import { call, signUpAndSignIn, type Account } from './flows';
import { body, request } from './support';

// The seed dataset (the content layer resolves its default path from the web app's folder): the known toolkit tests.
vi.hoisted(() => {
  process.env.SEED_DATASET_PATH = new URL('../../../../studio/seed/dataset.ndjson', import.meta.url).pathname;
});
// Content reads outside Next: no data cache.
vi.mock('next/cache', () => ({ unstable_cache: (fn: () => unknown) => fn, revalidateTag: vi.fn() }));

const TOOLKIT = 'habits-and-energy';
const toolkitRecord = (minute: number) => ({
  result: { scales: [{ id: 'energy', percent: 50 }] },
  meta: { completedAt: `2026-01-02T10:${String(minute).padStart(2, '0')}:00.000Z`, answers: { q1: 1, q7: 'Walks' } },
});
const freeRecord = { result: { type: 'INTJ' }, meta: { completedAt: '2026-01-01T09:00:00.000Z', answers: { q1: -2 } } };

async function saved(account: Account): Promise<{ testName: string; completedAt: string }[]> {
  const answer = await call(getTestResults, request('/api/test-results', { jar: account.jar }));
  expect(answer.status).toBe(200);
  return ((await body(answer)).items as { testName: string; completedAt: string }[]).map(({ testName, completedAt }) => ({
    testName,
    completedAt,
  }));
}

const submit = (account: Account, payload: unknown) =>
  call(postTestResult, request('/api/test-result', { body: payload, jar: account.jar }));

describe('POST /api/test-result as the SPEC §7 test submit', () => {
  let account: Account;
  beforeAll(async () => {
    account = await signUpAndSignIn();
  });

  it('stores nothing when shouldSaveResult is false', async () => {
    const answer = await submit(
      account,
      toTestSubmitBody(TOOLKIT, toolkitRecord(1), { shouldSaveResult: false, additional: [{ testName: 'main', record: freeRecord }] }),
    );
    expect(answer.status).toBe(200);
    expect(await body(answer)).toEqual({ saved: false });
    expect(await saved(account)).toEqual([]);
  });

  it('refuses an unknown or repeated additional schema with 400 and stores nothing', async () => {
    const unknown = await submit(
      account,
      toTestSubmitBody(TOOLKIT, toolkitRecord(2), { additional: [{ testName: 'no-such-test', record: freeRecord }] }),
    );
    expect(unknown.status).toBe(400);
    expect(await body(unknown)).toMatchObject({
      message: 'Bad Request',
      code: 400,
      errors: { 'additionalSchemas.0.testName': 'Unknown test "no-such-test"' },
    });
    const repeated = await submit(
      account,
      toTestSubmitBody(TOOLKIT, toolkitRecord(2), { additional: [{ testName: TOOLKIT, record: toolkitRecord(3) }] }),
    );
    expect(repeated.status).toBe(400);
    expect((await body(repeated)).errors).toEqual({
      'additionalSchemas.0.testName': `The result of "${TOOLKIT}" is already in this submit`,
    });
    expect(await saved(account)).toEqual([]);
  });

  it('saves the free test’s result beside the toolkit test’s, once', async () => {
    const payload = toTestSubmitBody(TOOLKIT, toolkitRecord(4), { additional: [{ testName: 'main', record: freeRecord }] });
    const first = await submit(account, payload);
    expect(first.status).toBe(201);
    expect(await body(first)).toMatchObject({ created: true, additional: [{ testName: 'main', created: true }] });
    const again = await submit(account, payload);
    expect(again.status).toBe(200);
    expect(await body(again)).toMatchObject({ created: false, additional: [{ testName: 'main', created: false }] });
    expect(await saved(account)).toEqual([
      { testName: TOOLKIT, completedAt: toolkitRecord(4).meta.completedAt },
      { testName: 'main', completedAt: freeRecord.meta.completedAt },
    ]);
  });

  it('needs the session (the token cookie): 401 without it', async () => {
    const answer = await call(postTestResult, request('/api/test-result', { body: toTestSubmitBody(TOOLKIT, toolkitRecord(5)) }));
    expect(answer.status).toBe(401);
  });
});
