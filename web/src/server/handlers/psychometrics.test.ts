import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import type { PsychometricsRunner } from '../psychometrics-runs';
import { bearerMatches, psychometricsRunRoute } from './psychometrics';

const SECRET = 'scheduler-secret-0123456789';

/** A runner whose startNow answers `started` and counts its calls. */
function fakeRunner(started: boolean) {
  const calls = { count: 0 };
  const runner: PsychometricsRunner = {
    testName: 'main',
    every: 50,
    noteStored: () => undefined,
    startNow: async () => {
      calls.count += 1;
      return started;
    },
    idle: async () => undefined,
  };
  return { runner, calls };
}

const post = (authorization?: string) =>
  new NextRequest('http://localhost:3000/api/psychometrics/run', {
    method: 'POST',
    headers: authorization === undefined ? {} : { authorization },
  });

describe('POST /api/psychometrics/run (the scheduled psychometrics job)', () => {
  it('bearerMatches: only the configured secret, as a Bearer token', () => {
    expect(bearerMatches(`Bearer ${SECRET}`, SECRET)).toBe(true);
    expect(bearerMatches(`Bearer ${SECRET}x`, SECRET)).toBe(false);
    expect(bearerMatches(SECRET, SECRET)).toBe(false);
    expect(bearerMatches(null, SECRET)).toBe(false);
    expect(bearerMatches(`Bearer ${SECRET}`, undefined)).toBe(false);
    expect(bearerMatches('Bearer ', '')).toBe(false);
  });

  it('refuses without the secret (401, runner untouched), starts a run with it (202), says when one holds the lease (200)', async () => {
    const idle = fakeRunner(true);
    const route = psychometricsRunRoute(idle.runner, () => SECRET);
    for (const header of [undefined, 'Bearer wrong-secret-0123456789', `Basic ${SECRET}`]) {
      const answer = await route(post(header));
      expect(answer.status).toBe(401);
      expect(await answer.json()).toMatchObject({ code: 401, message: 'Not authorized' });
    }
    expect(idle.calls.count).toBe(0);
    const started = await route(post(`Bearer ${SECRET}`));
    expect(started.status).toBe(202);
    expect(await started.json()).toEqual({ started: true });
    expect(idle.calls.count).toBe(1);

    const busy = await psychometricsRunRoute(fakeRunner(false).runner, () => SECRET)(post(`Bearer ${SECRET}`));
    expect(busy.status).toBe(200);
    expect(await busy.json()).toEqual({ started: false });
  });

  it('with no secret configured, refuses every call', async () => {
    const { runner, calls } = fakeRunner(true);
    expect((await psychometricsRunRoute(runner, () => undefined)(post('Bearer undefined'))).status).toBe(401);
    expect(calls.count).toBe(0);
  });
});
