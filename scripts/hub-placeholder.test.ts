import { spawnSync } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHubPlaceholder, hubPlaceholderPages } from './hub-placeholder';

describe('hub placeholder (scripts/hub-placeholder.ts, issue 27)', () => {
  const server = createHubPlaceholder('http://localhost:3000');
  let base = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('answers / with an accessible page that says what the hub is and links back to the site', async () => {
    const response = await fetch(`${base}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toMatch(/default-src 'none'; style-src 'sha256-/);
    const html = await response.text();
    expect(html).toMatch(/^<!DOCTYPE html><html lang="en">/);
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toContain('<title>TypeAtlas hub (placeholder)</title>');
    expect(html).toContain('<h1>TypeAtlas hub</h1>');
    expect(html).toContain('<a href="http://localhost:3000/">Back to TypeAtlas</a>');
    expect((await fetch(`${base}/?utm_source=banner`)).status).toBe(200);
  });

  it('answers HEAD without a body, other paths 404 and other methods 405', async () => {
    const head = await fetch(`${base}/`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    const missing = await fetch(`${base}/plans`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('<a href="/">Hub placeholder</a>');
    expect((await fetch(`${base}/`, { method: 'POST' })).status).toBe(405);
  });

  it('escapes the site address it links back to', () => {
    expect(hubPlaceholderPages('http://localhost:3000/"><script>').home).not.toContain('<script>');
  });
});

describe('start_hub_placeholder (scripts/lib.sh, as ./scripts/start.sh runs it)', () => {
  const ROOT = resolve(import.meta.dirname, '..');

  /** Runs `body` in bash with lib.sh sourced; resolves its output and exit code. */
  function bash(body: string): { status: number; output: string } {
    const result = spawnSync('bash', ['-c', `set -euo pipefail; ROOT=${JSON.stringify(ROOT)}; source "$ROOT/scripts/lib.sh"; ${body}`], {
      encoding: 'utf8',
      timeout: 30_000,
    });
    return { status: result.status ?? -1, output: result.stdout + result.stderr };
  }

  async function freePort(): Promise<number> {
    const probe = createServer();
    await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
    const { port } = probe.address() as AddressInfo;
    await new Promise((done) => probe.close(done));
    return port;
  }

  it('serves the page while the script runs and stops with the other children', async () => {
    const port = await freePort();
    const { status, output } = bash(
      `start_hub_placeholder ${port} http://localhost:3000; curl -s -o /dev/null -w 'answer %{http_code}\\n' http://127.0.0.1:${port}/; stop_children; if port_free ${port}; then echo 'port free after stop'; fi`,
    );
    expect(output).toContain(`Hub placeholder at http://localhost:${port}/`);
    expect(output).toContain('answer 200');
    expect(output).toContain('port free after stop');
    expect(status).toBe(0);
  });

  it('says plainly that the port is taken and carries on without it (exit 0)', async () => {
    const holder = createServer();
    await new Promise<void>((done) => holder.listen(0, '127.0.0.1', done));
    const { port } = holder.address() as AddressInfo;
    try {
      const { status, output } = bash(
        `start_hub_placeholder ${port} http://localhost:3000; echo "children: \${#CHILD_PIDS[@]}"; echo carried on`,
      );
      expect(output).toContain(`Port ${port} is already in use, so the hub placeholder`);
      expect(output).toContain('the site runs without it');
      expect(output).toContain('children: 0');
      expect(output).toContain('carried on');
      expect(status).toBe(0);
    } finally {
      await new Promise((done) => holder.close(done));
    }
  });
});
