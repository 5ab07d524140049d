/**
 * POST /api/psychometrics/run — the scheduled psychometrics job of cloud mode (issue 24 §4): a
 * scheduler (cron, Cloud Scheduler, a Kubernetes CronJob…) calls it, e.g. nightly:
 *
 *   curl -fsS -X POST -H "Authorization: Bearer $PSYCHOMETRICS_JOB_SECRET" https://{site}/api/psychometrics/run
 *
 * Protected like the webhooks: a shared secret from the environment (`PSYCHOMETRICS_JOB_SECRET`,
 * config/env.ts), compared in constant time; unset, every call is refused. Answers 202
 * `{ started: true }` when a run started (it runs off the request path; a failure is logged), 200
 * `{ started: false }` while another run holds the lease, 401 `Not authorized` without the right
 * token, 503 when Firestore is unavailable.
 */
import 'server-only';
import { timingSafeEqual } from 'node:crypto';
import type { NextRequest } from 'next/server';
import { serverEnv } from '@/config/env';
import { ApiError } from '../http';
import type { PsychometricsRunner } from '../psychometrics-runs';
import { route } from '../route';

/** The scheme of the `Authorization` header the scheduler sends. */
export const BEARER_PREFIX = 'Bearer ';

/**
 * Whether an `Authorization` header carries the secret (constant time over equal lengths; a
 * length mismatch is public).
 * @param header the header value, null when absent
 * @param secret the configured secret; undefined or empty refuses everything
 */
export function bearerMatches(header: string | null, secret: string | undefined): boolean {
  if (!secret || !header?.startsWith(BEARER_PREFIX)) return false;
  const given = Buffer.from(header.slice(BEARER_PREFIX.length).trim(), 'utf8');
  const expected = Buffer.from(secret, 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * The route for a runner (the route file passes the free test's).
 * @param runner the psychometrics runner of the free test
 * @param secret the configured secret (default: `PSYCHOMETRICS_JOB_SECRET` from the environment)
 */
export function psychometricsRunRoute(
  runner: PsychometricsRunner,
  secret: () => string | undefined = () => serverEnv().psychometricsJobSecret,
) {
  return route(
    {
      sameOrigin: false,
      session: 'none',
      guard: async (request: NextRequest) => {
        if (!bearerMatches(request.headers.get('authorization'), secret())) throw new ApiError(401);
      },
    },
    async () => {
      const started = await runner.startNow();
      return { body: { started }, status: started ? 202 : 200 };
    },
  );
}
