import { createServer, type Server } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { WARM_UP_PATHS, selfOrigin, warmUp } from './warm-up.ts';

let server: Server | undefined;
afterEach(
  () =>
    new Promise<void>((resolve) => {
      if (!server) return resolve();
      server.close(() => resolve());
      server.closeAllConnections(); // the slow server's held request
    }),
);

/** A local server answering `status` after `delayMs`, recording the paths it was asked for. */
async function serve(status: number, delayMs = 0): Promise<{ origin: string; paths: string[] }> {
  const paths: string[] = [];
  server = createServer((request, response) => {
    paths.push(request.url ?? '');
    setTimeout(() => response.writeHead(status).end('ok'), delayMs);
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return { origin: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`, paths };
}

describe('warmUp', () => {
  it('requests the search page once the server listens, so the index is built before the first visitor', async () => {
    const { origin, paths } = await serve(200);
    const lines: string[] = [];
    const results = await warmUp(origin, { log: (line) => lines.push(line) });
    expect(paths).toEqual([...WARM_UP_PATHS]);
    expect(WARM_UP_PATHS.some((path) => path.startsWith('/search/'))).toBe(true);
    expect(results.map((result) => result.status)).toEqual([200]);
    expect(lines[0]).toMatch(/^warm-up: \/search\/\S+ ready in \d+ ms$/);
  });

  it('logs a failing answer and resolves (never stops the server)', async () => {
    const { origin } = await serve(503);
    const lines: string[] = [];
    const results = await warmUp(origin, { log: (line) => lines.push(line) });
    expect(results[0]!.status).toBe(503);
    expect(lines[0]).toContain('answered 503');
  });

  it('gives up after the timeout and when nothing listens', async () => {
    // The server would answer after 60 s; the request gives up at 50 ms. The bound on `ms` is far
    // from both (a loaded CI box once took 2.8 s to start the first fetch and fire its timer):
    // without the timeout the request would still be waiting when the test's own timeout fires.
    const { origin } = await serve(200, 60_000);
    const slow = await warmUp(origin, { timeoutMs: 50, log: () => {} });
    expect(slow[0]!.status).toBeNull();
    expect(slow[0]!.ms).toBeLessThan(30_000);
    const none = await warmUp('http://127.0.0.1:1', { log: () => {} });
    expect(none[0]!.status).toBeNull();
  });
});

describe('selfOrigin', () => {
  it('reaches a wildcard address over loopback and brackets IPv6 literals', () => {
    expect(selfOrigin('127.0.0.1', 3000)).toBe('http://127.0.0.1:3000');
    expect(selfOrigin('0.0.0.0', 3000)).toBe('http://127.0.0.1:3000');
    expect(selfOrigin('::', 8080)).toBe('http://[::1]:8080');
    expect(selfOrigin('::1', 8080)).toBe('http://[::1]:8080');
    expect(selfOrigin('localhost', 80)).toBe('http://localhost:80');
  });
});
