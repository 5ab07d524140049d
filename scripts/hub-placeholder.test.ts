import type { AddressInfo } from 'node:net';
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
