/**
 * web/server.ts refuses requests that Next itself answers with 500 (see its file header); found by
 * the HTTP fuzz suites (e2e/fuzz-pages.spec.ts, e2e/fuzz-api.spec.ts). Sent with node:http, so the
 * headers and methods go out exactly as written.
 */
import { expect, test } from '@playwright/test';
import { rawRequest } from './support/fuzz';

/** The server's refusal of a router-state header Next cannot parse. */
const MALFORMED_ROUTER_STATE = 'Bad Request: malformed router state header';

test.describe('web/server.ts refuses what Next would answer with 500', () => {
  test('an RSC request with a router-state header Next cannot parse answers 400, a valid one still renders', async ({ baseURL }) => {
    for (const header of ['garbage', '%E0%A4%A', encodeURIComponent('["",{"children":["x",{}]},null,null,true]')]) {
      const answer = await rawRequest(baseURL!, '/search/intj', { headers: { rsc: '1', 'next-router-state-tree': header } });
      expect(answer.status, header).toBe(400);
      expect(answer.body).toBe(MALFORMED_ROUTER_STATE);
    }
    const headers = { rsc: '1', 'next-router-state-tree': encodeURIComponent('["",{}]') };
    let answer = await rawRequest(baseURL!, '/search/intj', { headers });
    // Next first sends an RSC request without its cache-busting `_rsc` parameter there.
    if (answer.status === 307)
      answer = await rawRequest(baseURL!, new URL(answer.headers.location!, baseURL).href.slice(new URL(baseURL!).origin.length), {
        headers,
      });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toContain('text/x-component');
  });

  test('TRACE answers 405 on every path', async ({ baseURL }) => {
    for (const rawPath of [
      '/api/profile',
      '/api/auth/sign-in',
      '/',
      '/personality-type/intj',
      '/search/x',
      '/no-such-page',
      '/seed-assets/x',
    ]) {
      const answer = await rawRequest(baseURL!, rawPath, { method: 'TRACE' });
      expect(answer.status, `TRACE ${rawPath}`).toBe(405);
    }
  });

  test('a POST with RSC and an unknown Next-Action header answers 404, also on a path no route has', async ({ baseURL }) => {
    for (const rawPath of ['/api/profile/x', '/api/%E0%A4%A', '/no-such-page', '/personality-type/intj', '/search/intj']) {
      for (const action of ['0'.repeat(40), 'garbage']) {
        const answer = await rawRequest(baseURL!, rawPath, {
          method: 'POST',
          headers: { rsc: '1', 'next-action': action, 'content-type': 'text/plain' },
          body: '[]',
        });
        expect(answer.status, `${rawPath} ${action}`).toBe(404);
        expect(answer.body).toBe('Server action not found');
      }
    }
  });
});
