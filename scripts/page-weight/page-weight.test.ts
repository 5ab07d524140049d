import { describe, expect, it } from 'vitest';
import {
  BARE_NEXT_FIRST_LOAD,
  FIRST_LOAD_BUDGET,
  gzipBytes,
  kb,
  measurePage,
  OWN_CODE_ALLOWANCE,
  overBudget,
  scriptRefs,
} from './page-weight';

describe('scriptRefs', () => {
  it('lists external scripts once, marks noModule ones, ignores inline scripts', () => {
    const html =
      '<script>inline()</script><script src="/a.js" async=""></script><script src="/b.js" noModule=""></script><script src="/a.js"></script><script id="x" src="/c.js"></script>';
    expect(scriptRefs(html)).toEqual([
      { src: '/a.js', noModule: false },
      { src: '/b.js', noModule: true },
      { src: '/c.js', noModule: false },
    ]);
  });
});

describe('measurePage', () => {
  const bodies: Record<string, string> = {
    'http://x.test/page': '<script src="/a.js"></script><script src="/poly.js" nomodule></script>',
    'http://x.test/a.js': 'console.log("a".repeat(100))',
    'http://x.test/poly.js': 'polyfill()',
  };
  const fetchText = async (url: string) => {
    const body = bodies[url];
    if (body === undefined) throw new Error(`404 ${url}`);
    return body;
  };

  it('counts module scripts and reports noModule ones apart', async () => {
    const weight = await measurePage('http://x.test/page', fetchText);
    expect(weight.scripts).toBe(1);
    expect(weight.jsBytes).toBe(Buffer.byteLength(bodies['http://x.test/a.js']!));
    expect(weight.jsGzipBytes).toBe(gzipBytes(bodies['http://x.test/a.js']!));
    expect(weight.noModuleGzipBytes).toBe(gzipBytes('polyfill()'));
  });
});

describe('overBudget (probe: the budget check fails an over-budget page)', () => {
  const page = { name: 'home', path: '/', kind: 'content' as const };
  it('passes a page at the budget', () => {
    expect(overBudget(page, { jsGzipBytes: FIRST_LOAD_BUDGET.content })).toBeNull();
  });
  it('fails a page one byte over, naming page, size and budget', () => {
    const budget = kb(FIRST_LOAD_BUDGET.content).replace('.', '\\.');
    expect(overBudget(page, { jsGzipBytes: FIRST_LOAD_BUDGET.content + 1 })).toMatch(
      new RegExp(`^home \\(/\\) ships ${budget} .*content budget is ${budget}$`),
    );
  });
  it('issue 25 probe: a content page 1 KB over its budget fails, a test page 1 KB over fails', () => {
    expect(overBudget(page, { jsGzipBytes: FIRST_LOAD_BUDGET.content + 1024 })).toMatch(/content budget/);
    const test = { name: 'free test', path: '/free-personality-test', kind: 'test' as const };
    expect(overBudget(test, { jsGzipBytes: FIRST_LOAD_BUDGET.test + 1024 })).toMatch(/test budget/);
    const login = { name: 'login', path: '/login', kind: 'account' as const };
    expect(overBudget(login, { jsGzipBytes: FIRST_LOAD_BUDGET.account })).toBeNull();
    expect(overBudget(login, { jsGzipBytes: FIRST_LOAD_BUDGET.account + 1024 })).toMatch(/account budget/);
  });
  it("the budgets are the bare Next page plus the allowances, below issue 14's 150/170 KB", () => {
    expect(BARE_NEXT_FIRST_LOAD).toBe(Math.round(130.4 * 1024));
    expect(FIRST_LOAD_BUDGET.content).toBe(BARE_NEXT_FIRST_LOAD + OWN_CODE_ALLOWANCE.content);
    expect(FIRST_LOAD_BUDGET.test).toBe(BARE_NEXT_FIRST_LOAD + OWN_CODE_ALLOWANCE.test);
    expect(FIRST_LOAD_BUDGET.content).toBeLessThan(150 * 1024);
    expect(FIRST_LOAD_BUDGET.test).toBeLessThan(170 * 1024);
  });
  it('gives the test pages their own, larger budget', () => {
    const test = { name: 'free test', path: '/free-personality-test', kind: 'test' as const };
    expect(overBudget(test, { jsGzipBytes: FIRST_LOAD_BUDGET.content + 1 })).toBeNull();
    expect(overBudget(test, { jsGzipBytes: FIRST_LOAD_BUDGET.test + 1 })).not.toBeNull();
  });
});

describe('zod in the browser bundles', () => {
  // Turbopack tree-shakes zod/mini only when zod's sub-path package.json files declare
  // `sideEffects: false` (zod ≥ 4.3.6, colinhacks/zod#5689; next.js#88643). With zod 4.1.12 every
  // page evaluated a 233 KB (57 KB gzip) chunk holding all of zod/mini and its locales when the
  // campaign tracker loaded after the first paint; with the fix the tracker's zod is 73 KB raw.
  it('the web app resolves a zod whose zod/mini and core sub-packages are side-effect free', async () => {
    const { createRequire } = await import('node:module');
    const { readFileSync } = await import('node:fs');
    const path = await import('node:path');
    const require = createRequire(path.resolve(import.meta.dirname, '../../web/package.json'));
    const root = path.dirname(require.resolve('zod/package.json'));
    for (const sub of ['mini', 'v4/mini', 'v4/core', 'v4/locales']) {
      const pkg = JSON.parse(readFileSync(path.join(root, sub, 'package.json'), 'utf8')) as { sideEffects?: unknown };
      expect(pkg.sideEffects, `zod/${sub}/package.json sideEffects`).toBe(false);
    }
  });
});
