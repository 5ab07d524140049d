import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { KEEP_ALIVE_TIMEOUT_MS } from '../../web/listen.ts';
import { nginxCommand, renderNginxConf, UPSTREAM_KEEPALIVE_TIMEOUT_S, writeNginxConf } from './render-nginx-conf.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'typeatlas-nginx-conf-'));
  chmodSync(dir, 0o755);
  dirs.push(dir);
  return dir;
}

describe('renderNginxConf', () => {
  it('lists every upstream, the listen address, the micro-cache lifetime and paths under the run directory', () => {
    const text = renderNginxConf({
      listen: '127.0.0.1:8088',
      upstreams: ['127.0.0.1:3000', '10.0.0.2:3001'],
      runDir: '/srv/p',
      microCacheSeconds: 3,
      brotli: false,
    });
    expect(text).toContain('server 127.0.0.1:3000 max_fails=3 fail_timeout=5s;');
    expect(text).toContain('server 10.0.0.2:3001 max_fails=3 fail_timeout=5s;');
    expect(text).toContain('listen 127.0.0.1:8088;');
    expect(text).toContain('proxy_cache_valid 200 301 302 308 404 410 3s;');
    expect(text).toContain('pid /srv/p/nginx.pid;');
    expect(text).not.toMatch(/\{\{[A-Z_]+\}\}/);
    expect(text).not.toContain('/var/');
    expect(text).not.toContain('load_module');
  });

  it('closes idle upstream connections before the app server does (no 502 for a POST on a closing connection)', () => {
    const text = renderNginxConf({ listen: '8088', upstreams: ['127.0.0.1:3000'], runDir: '/srv/p', brotli: false });
    const upstream = /upstream typeatlas_app \{[^}]*\}/.exec(text)?.[0] ?? '';
    const seconds = Number(/keepalive_timeout (\d+)s;/.exec(upstream)?.[1]);
    expect(seconds).toBe(UPSTREAM_KEEPALIVE_TIMEOUT_S);
    expect(seconds * 1000).toBeLessThan(KEEP_ALIVE_TIMEOUT_MS);
    // The compose proxy too.
    const compose = readFileSync(join(import.meta.dirname, '../../deploy/nginx-compose.conf'), 'utf8');
    const composeSeconds = Number(/upstream typeatlas_app \{[^}]*keepalive_timeout (\d+)s;[^}]*\}/.exec(compose)?.[1]);
    expect(composeSeconds * 1000).toBeLessThan(KEEP_ALIVE_TIMEOUT_MS);
  });

  it('refuses malformed options', () => {
    const base = { listen: '8088', upstreams: ['127.0.0.1:3000'], runDir: '/srv/p', brotli: false };
    expect(() => renderNginxConf({ ...base, upstreams: [] })).toThrow(/at least one/);
    expect(() => renderNginxConf({ ...base, upstreams: ['127.0.0.1'] })).toThrow(/host:port/);
    expect(() => renderNginxConf({ ...base, upstreams: ['127.0.0.1:70000'] })).toThrow(/65535/);
    expect(() => renderNginxConf({ ...base, listen: 'x;y' })).toThrow(/--listen/);
    expect(() => renderNginxConf({ ...base, microCacheSeconds: 0 })).toThrow(/--micro-cache/);
    expect(() => renderNginxConf({ ...base, runDir: '/srv/a b' })).toThrow(/--run-dir/);
    expect(() => renderNginxConf(base, 'x {{NOPE}}')).toThrow(/unknown placeholder/);
  });

  it.runIf(existsSync('/usr/sbin/nginx'))('writes a configuration nginx accepts (nginx -t), with and without brotli', () => {
    for (const brotli of [false, ...(existsSync('/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so') ? [true] : [])]) {
      const runDir = join(tempDir(), 'proxy');
      writeNginxConf({ listen: '127.0.0.1:3449', upstreams: ['127.0.0.1:3448', '127.0.0.1:3447'], runDir, brotli });
      const [nginx, ...args] = nginxCommand(runDir);
      expect(() => execFileSync(nginx!, ['-t', '-q', ...args], { stdio: 'pipe' })).not.toThrow();
    }
  });
});
