/**
 * Support of the HTTP fuzz specs (e2e/fuzz-pages.spec.ts, e2e/fuzz-api.spec.ts): the routes of the
 * app read from the file system, a raw HTTP client that sends a path exactly as given, and
 * fast-check arbitraries of odd path-segment values.
 *
 * Why not Playwright's `request` fixture for the sends: it parses every URL with WHATWG URL rules,
 * which resolve `..`, and percent-encode raw bytes and spaces — exactly the inputs worth sending.
 * `node:http` puts the path on the request line as it is (it refuses only controls, spaces and
 * characters above U+00FF, which are sent percent-encoded or as raw UTF-8 bytes instead).
 */
import { globSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';

import { FUZZ_SEED } from '../../scripts/test-support/depth';

/** The seed of every generated case (from the commit; FUZZ_SEED overrides; printed with every failure). */
export { FUZZ_SEED };

const APP_DIR = fileURLToPath(new URL('../../web/src/app/', import.meta.url));

/** The HTTP methods Next routes to a Route Handler. */
const HANDLER_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/** A route of the app, read from its file under web/src/app. */
export interface AppRoute {
  /** The URL pattern, route groups removed: `/personality-type/[slug]/[article]`, `/api/download/[file]`. */
  pattern: string;
  /** The dynamic segment names in order, e.g. ['slug', 'article'] (`[...x]` and `[[...x]]` count as one segment). */
  params: string[];
  /** A page (HTML answers), a Route Handler outside /api (e.g. seed images), or an API Route Handler. */
  kind: 'page' | 'handler' | 'api';
  /** The HTTP methods a Route Handler's file exports (empty for pages). */
  methods: string[];
  /** The file it comes from, relative to web/src/app (`/` separators). */
  file: string;
}

/** A route with dynamic segments outside /api (e2e/fuzz-pages.spec.ts). */
export type DynamicRoute = AppRoute & { kind: 'page' | 'handler' };

/** The name of a dynamic segment (`[x]`, `[...x]`, `[[...x]]` → `x`), or null for a literal segment. */
export function paramOf(segment: string): string | null {
  return /^\[+(?:\.\.\.)?([^\]]+)\]+$/.exec(segment)?.[1] ?? null;
}

/**
 * Every route of the app: each `page.{ts,tsx}` and `route.{ts,tsx}` under web/src/app, sorted by
 * pattern. Route groups `(x)` are left out of the pattern.
 */
export function appRoutes(): AppRoute[] {
  return globSync('**/{page,route}.{ts,tsx}', { cwd: APP_DIR })
    .map((file): AppRoute => {
      const posix = file.split(path.sep).join('/');
      const segments = path.posix
        .dirname(posix)
        .split('/')
        .filter((segment) => segment !== '.' && !/^\(.*\)$/.test(segment));
      const isPage = path.posix.basename(posix).startsWith('page.');
      const source = isPage ? '' : readFileSync(path.join(APP_DIR, file), 'utf8');
      return {
        pattern: `/${segments.join('/')}`,
        params: segments.flatMap((segment) => paramOf(segment) ?? []),
        kind: isPage ? 'page' : segments[0] === 'api' ? 'api' : 'handler',
        methods: HANDLER_METHODS.filter((method) => new RegExp(`export\\s+(const|(async\\s+)?function)\\s+${method}\\b`).test(source)),
        file: posix,
      };
    })
    .sort((a, b) => a.pattern.localeCompare(b.pattern) || a.file.localeCompare(b.file));
}

/** Every page route and non-API Route Handler with a dynamic segment (what e2e/fuzz-pages.spec.ts fuzzes). */
export function dynamicRoutes(): DynamicRoute[] {
  return appRoutes().filter((route): route is DynamicRoute => route.kind !== 'api' && route.params.length > 0);
}

/** Every API route (`web/src/app/api/**\/route.ts`), dynamic or not, with the methods its file exports. */
export function apiRoutes(): AppRoute[] {
  return appRoutes().filter((route) => route.kind === 'api');
}

/**
 * Real values of the API routes' dynamic segments: the base a fuzzed segment replaces, and the
 * path of the per-route fuzz (never the literal `[file]`). A dynamic API route without an entry
 * fails scripts/test-support/fuzz-coverage.test.ts.
 */
export const API_EXAMPLES: Readonly<Record<string, Record<string, string>>> = {
  // SPEC §7: the personal report (signed out → 401).
  '/api/download/[file]': { file: 'report.pdf' },
  // Paths under /api/ that no route has answer JSON 404 (web/src/app/api/[...path]/route.ts).
  '/api/[...path]': { path: 'no-such-route' },
};

/** One dynamic segment of one route, and the spec that sends odd values in it. */
export interface SegmentTarget {
  spec: 'fuzz-pages' | 'fuzz-api';
  route: AppRoute;
  param: string;
}

/**
 * Every dynamic segment of every route on disk, each with the spec that fuzzes it: the HTTP fuzz
 * specs declare one test per target, and scripts/test-support/fuzz-coverage.test.ts checks that
 * no segment on disk is missing (issue 22 §3).
 */
export function segmentTargets(): SegmentTarget[] {
  return appRoutes().flatMap((route) =>
    route.params.map((param): SegmentTarget => ({ spec: route.kind === 'api' ? 'fuzz-api' : 'fuzz-pages', route, param })),
  );
}

/**
 * The values of a pattern's params in a concrete path, or null when it does not match.
 * @example matchPattern('/blog/category/[slug]/page/[page]', '/blog/category/x/page/2') // { slug: 'x', page: '2' }
 */
export function matchPattern(pattern: string, pathname: string): Record<string, string> | null {
  const want = pattern.split('/');
  const have = pathname.replace(/\/$/, '').split('/');
  if (want.length !== have.length) return null;
  const values: Record<string, string> = {};
  for (const [index, segment] of want.entries()) {
    const param = paramOf(segment);
    if (param) values[param] = have[index]!;
    else if (segment !== have[index]) return null;
  }
  return values;
}

/**
 * A pattern with its params filled in (raw: values go on the wire as they are).
 * @throws Error when a param has no value (a literal `[x]` would go on the wire)
 */
export function fillPattern(pattern: string, values: Record<string, string>): string {
  return pattern
    .split('/')
    .map((segment) => {
      const param = paramOf(segment);
      if (param === null) return segment;
      const value = values[param];
      if (value === undefined) throw new Error(`no value for [${param}] of ${pattern}`);
      return value;
    })
    .join('/');
}

// ---------------------------------------------------------------------------------------------
// Raw HTTP

/** An answer of {@link rawRequest}. */
export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body as latin-1 text (byte for byte). */
  body: string;
}

/** Options of {@link rawRequest}. */
export interface RawRequestOptions {
  method?: string;
  headers?: Record<string, string>;
  /** Sent as is (framed with an explicit Content-Length). */
  body?: Uint8Array | string;
  /**
   * A keep-alive agent ({@link keepAliveAgent}) to reuse connections; default: a connection per
   * request. Node closes a connection whose request it refuses, and the agent then opens a new
   * one; a request sent on a reused connection the server has just closed is sent once more.
   */
  agent?: http.Agent;
}

/** A keep-alive agent for {@link rawRequest}: at most `sockets` connections, reused. */
export function keepAliveAgent(sockets: number): http.Agent {
  return new http.Agent({ keepAlive: true, maxSockets: sockets, maxFreeSockets: sockets });
}

/**
 * Sends a request with the path exactly as given (no normalisation, no re-encoding).
 * @param base e.g. 'http://localhost:3100'
 * @param rawPath the request target; code units above U+00FF are sent as their UTF-8 bytes
 * @param options method, headers, an optional body (sent as is) and an optional keep-alive agent
 */
export function rawRequest(
  base: string,
  rawPath: string,
  { method = 'GET', headers = {}, body, agent }: RawRequestOptions = {},
): Promise<RawAnswer> {
  const url = new URL(base);
  // Node frames a body itself only for some methods; an explicit length frames it for all (DELETE, OPTIONS …).
  if (body !== undefined) headers = { ...headers, 'content-length': String(Buffer.byteLength(body)) };
  // node:http writes the path as latin-1: turn anything above U+00FF into its UTF-8 bytes first.
  const wirePath = /[\u0100-\uffff]/.test(rawPath) ? Buffer.from(rawPath, 'utf8').toString('latin1') : rawPath;
  const attempt = (retry: boolean): Promise<RawAnswer> =>
    new Promise((resolve, reject) => {
      const request = http.request(
        { host: url.hostname, port: url.port, path: wirePath, method, headers, agent: agent ?? false, timeout: 30_000 },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString('latin1') }),
          );
          response.on('error', reject);
        },
      );
      request.on('timeout', () => request.destroy(new Error(`no answer within 30 s for ${JSON.stringify(rawPath)}`)));
      request.on('error', (error: NodeJS.ErrnoException) => {
        // A kept-alive connection the server closed as this request went out (Node's documented race): send it again, once.
        if (retry && request.reusedSocket && ['ECONNRESET', 'EPIPE'].includes(error.code ?? '')) resolve(attempt(false));
        else reject(error);
      });
      request.end(body);
    });
  return attempt(agent !== undefined);
}

/** A case that failed in {@link checkAll}, with what was wrong. */
export interface CaseFailure<T> {
  fuzzCase: T;
  problem: string;
}

/**
 * Checks every case with at most `concurrency` checks in flight, in order of the list, and stops
 * starting new ones after `maxFailures` failures. A check returns what is wrong, or null; a throw
 * counts as a failure too.
 * @returns the failures (empty when every case passed) and the number of cases checked
 */
export async function checkAll<T>(
  cases: readonly T[],
  concurrency: number,
  check: (fuzzCase: T) => Promise<string | null>,
  maxFailures = 5,
): Promise<{ failures: CaseFailure<T>[]; checked: number }> {
  const failures: CaseFailure<T>[] = [];
  let next = 0;
  let checked = 0;
  const worker = async () => {
    while (next < cases.length && failures.length < maxFailures) {
      const fuzzCase = cases[next++]!;
      let problem: string | null;
      try {
        problem = await check(fuzzCase);
      } catch (error) {
        problem = `threw ${error instanceof Error ? error.message : String(error)}`;
      }
      checked += 1;
      if (problem !== null) failures.push({ fuzzCase, problem });
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  return { failures, checked };
}

/**
 * The cases of a fuzz test: the fixed examples first (always, in full), then `runs` values of the
 * arbitrary, generated from the seed (deterministic per seed; the same list on every rerun).
 */
export function fuzzCases<T>(examples: readonly T[], arbitrary: fc.Arbitrary<T>, runs: number, seed: number = FUZZ_SEED): T[] {
  return [...examples, ...(runs > 0 ? fc.sample(arbitrary, { seed, numRuns: runs }) : [])];
}

// ---------------------------------------------------------------------------------------------
// Odd segment values (as they go on the wire)

const hex = (byte: number) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;

/** Percent-encodes every UTF-16 code unit's UTF-8 bytes; a lone surrogate becomes its invalid 3-byte form (ED A0 80). */
export function percentEncodeAll(text: string): string {
  let out = '';
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    const next = text.charCodeAt(index + 1);
    if (code >= 0xd800 && code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      out += [...Buffer.from(text.slice(index, index + 2), 'utf8')].map(hex).join('');
      index += 1;
    } else if (code >= 0xd800 && code <= 0xdfff) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)].map(hex).join('');
    } else {
      out += [...Buffer.from(text[index]!, 'utf8')].map(hex).join('');
    }
  }
  return out;
}

/** Encodes like a browser would (encodeURIComponent), lone surrogates as their invalid bytes. */
function browserEncode(text: string): string {
  return text.replace(/[\ud800-\udbff][\udc00-\udfff]|[\s\S]/g, (unit) => {
    try {
      return encodeURIComponent(unit);
    } catch {
      return percentEncodeAll(unit);
    }
  });
}

/** Values known to break path handling: broken escapes, overlong UTF-8, traversal, CRLF, reserved names. */
export const NASTY_SEGMENTS: readonly string[] = [
  '%',
  '%%',
  '%2',
  '%zz',
  'a%',
  '%a',
  '%E0%A4%A',
  '%C0%AF',
  '%C0%AE%C0%AE',
  '%E0%80%AF',
  '%F0%80%80%AF',
  '%ED%A0%80',
  '%ED%BF%BF',
  '%FF',
  '%FE%FF',
  '%00',
  'a%00b',
  '%2F',
  '%2f%2f',
  '%2e%2e',
  '%2E',
  '..',
  '.',
  '...',
  '//',
  '%5C',
  '..%2F..%2Fetc%2Fpasswd',
  '..%5C..%5Cwindows',
  '%25',
  '%2525',
  '%25E0%25A4%25A',
  '%25zz',
  '%0d%0aSet-Cookie:%20x=1',
  '%0A',
  '%09',
  '%20',
  '%C2%A0',
  '+',
  '~',
  '*',
  '"',
  '\\',
  '$',
  '[',
  ']',
  '{',
  '}',
  '|',
  '^',
  '`',
  "'",
  '<script>alert(1)</script>',
  '%3Cscript%3E',
  ';',
  ';a=b',
  ':',
  '@',
  '!',
  '(',
  ')',
  ',',
  '=',
  '&',
  'a?b=%',
  'a#b',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '__proto__',
  'constructor',
  'index',
  'page',
  '_next',
  'api',
  '.env',
  '.git',
  'favicon.ico',
  'sitemap.xml',
  'index.html',
  'con',
  'nul',
  '_rsc',
  '%F0%9F%98%80',
  '%E2%80%AE',
  '%EF%BB%BF',
  '%CC%81',
  'x'.repeat(2000),
];

/** Numbers and near-numbers, for `[page]` and anything else. */
export const NUMBER_SEGMENTS: readonly string[] = [
  '0',
  '-0',
  '-1',
  '1',
  '01',
  '002',
  '2',
  '3',
  '2.0',
  '2.5',
  '2e0',
  '1e3',
  '1e309',
  '+2',
  '%202',
  '2%20',
  '%EF%BC%92',
  '%D9%A2',
  '0x2',
  '0b10',
  '0o2',
  '9007199254740991',
  '9007199254740992',
  '9007199254740993',
  '-9007199254740993',
  '18446744073709551616',
  '1'.repeat(400),
  '2-3',
  '2,3',
  '2;3',
  'two',
];

/** Characters GROQ gives a meaning to, and fragments of queries. */
const GROQ_PIECES = [
  '*',
  '"',
  '\\',
  '$',
  '[',
  ']',
  '(',
  ')',
  '{',
  '}',
  '|',
  '&&',
  '||',
  '!',
  '==',
  '!=',
  'match',
  '->',
  '..',
  '@',
  '^',
  ':',
  ',',
  "'",
  '`',
  '_type',
  'references(',
  'defined(',
  '*[_type=="user"]',
  '"] | order(_id) [0...100]',
  '$slug',
  '\\"',
  '\\\\',
  '//',
  '/*',
  '*/',
  'in',
  'null',
];

/** A lone UTF-16 surrogate. */
const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code));

/** Unicode text with odd characters: controls, RTL, BOM, combining marks, emoji, lone surrogates. */
const oddUnicode = fc.string({
  unit: fc.oneof(
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }),
    fc.constantFrom(
      '\u0000',
      '\u0007',
      '\u007f',
      '\u00a0',
      '\u200b',
      '\u202e',
      '\u2028',
      '\ufeff',
      '\ufffd',
      '\uffff',
      '\u0301',
      '😀',
      '👩‍👩‍👧',
      'İ',
      'ß',
      '/',
      '%',
      '.',
      ' ',
    ),
    loneSurrogate,
  ),
  minLength: 1,
  maxLength: 30,
});

/** Letter-case and small variants of a real value: `INTJ`, `Intj`, `intj.`, `%69ntj`, `intj%20`, `intj-intj`. */
export function variantsOf(real: string): fc.Arbitrary<string> {
  const letters = [...real];
  return fc.oneof(
    fc
      .array(fc.boolean(), { minLength: letters.length, maxLength: letters.length })
      .map((upper) => letters.map((letter, index) => (upper[index] ? letter.toUpperCase() : letter)).join('')),
    fc.constantFrom(
      real.toUpperCase(),
      `${real}.`,
      `${real}-`,
      `-${real}`,
      `${real}%20`,
      `%20${real}`,
      `${real}%00`,
      `${real}/`,
      `${real}//`,
      `${real}/..`,
      `${real}/.`,
      `./${real}`,
      `${real}%2F`,
      `${real}${real}`,
      `${real}-${real}`,
      real.slice(0, -1),
      `${real}x`,
      `${real};`,
      `${real}?`,
      `${real}#`,
      `${real}%23`,
      `${real}%3F`,
      `0${real}`,
      `${real}.html`,
      `${real}.json`,
      `${real}.rsc`,
      percentEncodeAll(real),
      `${real}%E0%A4%A`,
      `${real}%25`,
    ),
    fc
      .nat({ max: Math.max(0, letters.length - 1) })
      .map((index) => `${real.slice(0, index)}${percentEncodeAll(real[index] ?? '')}${real.slice(index + 1)}`),
  );
}

/**
 * Odd values of one path segment, as they go on the wire, for a param whose real value is `real`.
 * @param numeric weight numbers higher (a `[page]` param)
 */
export function oddSegment(real: string, numeric: boolean): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: fc.constantFrom(...NASTY_SEGMENTS), weight: 4 },
    { arbitrary: fc.constantFrom(...NUMBER_SEGMENTS), weight: numeric ? 6 : 1 },
    { arbitrary: fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n }).map((value) => value.toString()), weight: numeric ? 3 : 0 },
    {
      arbitrary: fc.tuple(fc.nat({ max: 6 }), fc.integer({ min: 0, max: 99 })).map(([zeros, value]) => `${'0'.repeat(zeros)}${value}`),
      weight: numeric ? 2 : 0,
    },
    { arbitrary: variantsOf(real), weight: 4 },
    // Percent-encoded unicode (browser encoding), and every byte encoded (lone surrogates → invalid UTF-8).
    { arbitrary: oddUnicode.map(browserEncode), weight: 3 },
    { arbitrary: oddUnicode.map(percentEncodeAll), weight: 2 },
    // Random bytes, percent-encoded (mostly invalid UTF-8).
    { arbitrary: fc.uint8Array({ minLength: 1, maxLength: 24 }).map((bytes) => [...bytes].map(hex).join('')), weight: 3 },
    // Raw bytes 0x80–0xFF on the request line (not valid in a URL: the HTTP parser refuses them).
    {
      arbitrary: fc
        .string({ unit: fc.integer({ min: 0x80, max: 0xff }).map((code) => String.fromCharCode(code)), minLength: 1, maxLength: 6 })
        .map((bytes) => `${real}${bytes}`),
      weight: 1,
    },
    // Raw unicode as UTF-8 bytes on the request line.
    { arbitrary: fc.constantFrom('é', '😀', 'İ', '\u202e').map((text) => `${real}${text}`), weight: 1 },
    // GROQ metacharacters (encoded as a browser would, or raw where the request line allows).
    {
      arbitrary: fc.array(fc.constantFrom(...GROQ_PIECES), { minLength: 1, maxLength: 6 }).chain((pieces) =>
        fc.constantFrom(
          browserEncode(pieces.join('')),
          pieces
            .join('')
            .replace(/[^\x21-\x7e]/g, browserEncode)
            .replace(/[#?]/g, browserEncode),
        ),
      ),
      weight: 3,
    },
    // Long values.
    {
      arbitrary: fc
        .tuple(fc.integer({ min: 200, max: 6000 }), fc.constantFrom('a', '%25', 'é', '.', '-', real))
        .map(([length, unit]) => browserEncode(unit.repeat(Math.ceil(length / Math.max(1, unit.length)))).slice(0, 7000)),
      weight: 1,
    },
    // Mixed: real value with odd text around it.
    {
      arbitrary: fc.tuple(oddUnicode, oddUnicode).map(([before, after]) => `${browserEncode(before)}${real}${browserEncode(after)}`),
      weight: 2,
    },
  );
}

/** Extra request headers now and then: garbage auth cookies, RSC / router-state headers. */
export const oddHeaders: fc.Arbitrary<Record<string, string>> = fc.oneof(
  { arbitrary: fc.constant<Record<string, string>>({}), weight: 8 },
  {
    arbitrary: fc.constantFrom<Record<string, string>>(
      { cookie: 'user=%E0%A4%A; token=%; refreshToken=%25' },
      { cookie: `user=${encodeURIComponent('{"uid":1,"subscriptions":[]}')}; token=a.b.c` },
      { cookie: `token=${'x'.repeat(3000)}` },
      { cookie: 'user={"uid":"x"; token="' },
      { rsc: '1' },
      { rsc: '1', 'next-router-state-tree': '%E0%A4%A' },
      { rsc: '1', 'next-router-state-tree': encodeURIComponent('["",{"children":["x",{}]},null,null,true]') },
      { rsc: '1', 'next-router-state-tree': 'not json', 'next-router-prefetch': '1' },
      { rsc: '1', 'next-router-segment-prefetch': '/_tree' },
      { 'next-router-segment-prefetch': '%' },
      { accept: 'text/x-component' },
      { 'accept-language': '*;q=garbage, ,;=' },
      { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'javascript' },
      { 'x-middleware-subrequest': 'middleware:middleware:middleware:middleware:middleware' },
      { 'x-nextjs-data': '1' },
    ),
    weight: 2,
  },
);
