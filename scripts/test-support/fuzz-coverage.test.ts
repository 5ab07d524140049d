/**
 * Fuzz coverage (issue 22 §3): every dynamic segment of every route on disk — page, Route Handler,
 * API — is fuzzed over HTTP with odd values, never only with its literal name `[x]` (which is how
 * `GET /api/download/%ff` answered 500 unseen: the API fuzz sent `/api/download/[file]`).
 *
 * The routes are read from web/src/app here on their own (every directory `[x]`, `[...x]`,
 * `[[...x]]` above a route file), and compared with what the HTTP fuzz specs iterate over
 * (e2e/support/fuzz.ts `segmentTargets()`: e2e/fuzz-pages.spec.ts and e2e/fuzz-api.spec.ts declare
 * one test per target) and with the values they send (NASTY_SEGMENTS in full, then generated
 * `oddSegment` values, into the route's real example path). Pure: no server, no build (~1 s).
 */
import { globSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { API_EXAMPLES, fillPattern, fuzzCases, matchPattern, NASTY_SEGMENTS, oddSegment, segmentTargets } from '../../e2e/support/fuzz';
import { depthCount, FUZZ_SEED } from './depth';

const APP_DIR = fileURLToPath(new URL('../../web/src/app/', import.meta.url));

/** Files that make a URL answer in Next's app router: pages, Route Handlers, metadata routes. */
const ROUTE_FILE =
  /^(?:(?:page|route)\.(?:[jt]sx?|mdx?)|(?:opengraph-image|twitter-image|icon|apple-icon|sitemap|robots|manifest)\d*\.[a-z]+)$/;

/** One dynamic segment of one route file, as found on disk. */
interface DiskSegment {
  /** Relative to web/src/app, `/` separators. */
  file: string;
  /** The URL pattern (route groups and parallel-route slots left out). */
  pattern: string;
  param: string;
  api: boolean;
}

/** Every dynamic segment above every route file under web/src/app. */
function segmentsOnDisk(): DiskSegment[] {
  return globSync('**/*', { cwd: APP_DIR, withFileTypes: true })
    .filter((entry) => entry.isFile() && ROUTE_FILE.test(entry.name))
    .flatMap((entry) => {
      const file = path.relative(APP_DIR, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
      const segments = path.posix
        .dirname(file)
        .split('/')
        .filter((segment) => segment !== '.' && !/^\(.*\)$/.test(segment) && !segment.startsWith('@'));
      const pattern = `/${segments.join('/')}`;
      return segments.flatMap((segment) => {
        const param = /^\[\[?(?:\.\.\.)?([^[\]]+)\]\]?$/.exec(segment)?.[1];
        return param ? [{ file, pattern, param, api: segments[0] === 'api' }] : [];
      });
    });
}

const ON_DISK = segmentsOnDisk();
const TARGETS = segmentTargets();

describe('fuzz coverage: every dynamic segment on disk is fuzzed', () => {
  it('finds the dynamic segments (pages and API)', () => {
    expect(ON_DISK.filter((segment) => !segment.api).length, 'no dynamic page segment found — is APP_DIR right?').toBeGreaterThan(10);
    expect(
      ON_DISK.some((segment) => segment.api),
      'no dynamic API segment found (api/download/[file] is one)',
    ).toBe(true);
  });

  it('each one is a target of the HTTP fuzz spec of its kind (API → fuzz-api, else fuzz-pages)', () => {
    const missing = ON_DISK.filter(
      ({ file, pattern, param, api }) =>
        !TARGETS.some(
          (target) =>
            target.route.file === file &&
            target.route.pattern === pattern &&
            target.param === param &&
            target.spec === (api ? 'fuzz-api' : 'fuzz-pages'),
        ),
    );
    expect(
      missing.map(({ file, param }) => `${file} [${param}]`),
      'dynamic segments no fuzz spec sends odd values to (e2e/support/fuzz.ts segmentTargets)',
    ).toEqual([]);
  });

  it('each dynamic API route has a real example (API_EXAMPLES) that is not its literal segment name', () => {
    for (const { pattern, param } of ON_DISK.filter((segment) => segment.api)) {
      const value = API_EXAMPLES[pattern]?.[param];
      expect(value, `API_EXAMPLES['${pattern}'].${param} (e2e/support/fuzz.ts)`).toBeTypeOf('string');
      expect(value).not.toMatch(/^\[.*\]$/);
      expect(matchPattern(pattern, fillPattern(pattern, API_EXAMPLES[pattern]!))).toEqual(API_EXAMPLES[pattern]);
    }
  });

  it('API_EXAMPLES holds no route that is gone', () => {
    const patterns = new Set(ON_DISK.filter((segment) => segment.api).map((segment) => segment.pattern));
    expect(Object.keys(API_EXAMPLES).filter((pattern) => !patterns.has(pattern))).toEqual([]);
  });

  it('a path is never sent with a literal `[x]`: filling a pattern without a value throws', () => {
    expect(() => fillPattern('/api/download/[file]', {})).toThrow('no value for [file]');
    expect(() => fillPattern('/blog/category/[slug]/page/[page]', { slug: 'x' })).toThrow('no value for [page]');
  });

  it('each target gets NASTY_SEGMENTS in full and the depth’s count of generated odd values, none of them the literal name', () => {
    for (const { route, param, spec } of TARGETS) {
      const runs = depthCount(spec === 'fuzz-api' ? 'apiHttpFuzzRuns' : 'pageFuzzRuns');
      const real = (spec === 'fuzz-api' ? API_EXAMPLES[route.pattern]?.[param] : undefined) ?? 'real-value';
      const values = fuzzCases(NASTY_SEGMENTS, oddSegment(real, false), runs, FUZZ_SEED);
      expect(values.length, `${route.pattern} [${param}]`).toBe(NASTY_SEGMENTS.length + runs);
      expect(values.slice(0, NASTY_SEGMENTS.length)).toEqual(NASTY_SEGMENTS);
      expect(
        values.filter((value) => value === `[${param}]`),
        `${route.pattern} [${param}] receives its literal name`,
      ).toEqual([]);
      // Generated values vary (not one value repeated).
      expect(new Set(values.slice(NASTY_SEGMENTS.length)).size, `${route.pattern} [${param}]: distinct generated values`).toBeGreaterThan(
        runs / 2,
      );
    }
  });

  it('generation is deterministic per seed and differs between seeds', () => {
    const sample = (seed: number) => fuzzCases([], oddSegment('intj', false), 20, seed);
    expect(sample(1)).toEqual(sample(1));
    expect(sample(1)).not.toEqual(sample(2));
  });
});
