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

/** The seed of every property (from the commit; FUZZ_SEED overrides; printed with every failure). */
export { FUZZ_SEED } from '../../scripts/test-support/depth';
/** fast-check's replay path of a failure (FUZZ_PATH, from a failure report). */
export const FUZZ_PATH = process.env.FUZZ_PATH || undefined;

const APP_DIR = fileURLToPath(new URL('../../web/src/app/', import.meta.url));

/** A route with dynamic segments: `/personality-type/[slug]/[article]`. */
export interface DynamicRoute {
  /** The URL pattern, route groups removed. */
  pattern: string;
  /** The dynamic segment names in order, e.g. ['slug', 'article']. */
  params: string[];
  /** A page (HTML answers) or a Route Handler outside /api (e.g. seed images). */
  kind: 'page' | 'handler';
  /** The file it comes from, relative to web/src/app. */
  file: string;
}

/**
 * Every page route (`page.tsx`) and non-API Route Handler (`route.ts`) with a dynamic segment,
 * from web/src/app. Route groups `(x)` are left out of the pattern; `[...x]` and `[[...x]]`
 * count as one segment.
 */
export function dynamicRoutes(): DynamicRoute[] {
  const files = globSync('**/{page.tsx,page.ts,route.ts,route.tsx}', { cwd: APP_DIR }).filter((file) => !file.startsWith(`api${path.sep}`));
  return files
    .map((file): DynamicRoute => {
      const segments = path.dirname(file).split(path.sep).filter((segment) => segment !== '.' && !/^\(.*\)$/.test(segment));
      const params = segments.flatMap((segment) => /^\[+(?:\.\.\.)?([^\]]+)\]+$/.exec(segment)?.[1] ?? []);
      return { pattern: `/${segments.join('/')}`, params, kind: path.basename(file).startsWith('page') ? 'page' : 'handler', file };
    })
    .filter((route) => route.params.length > 0)
    .sort((a, b) => a.pattern.localeCompare(b.pattern));
}

/** The segment text a pattern position holds: a param name, or null for a literal segment. */
function paramOf(segment: string): string | null {
  return /^\[+(?:\.\.\.)?([^\]]+)\]+$/.exec(segment)?.[1] ?? null;
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

/** A pattern with its params filled in (raw: values go on the wire as they are). */
export function fillPattern(pattern: string, values: Record<string, string>): string {
  return pattern
    .split('/')
    .map((segment) => {
      const param = paramOf(segment);
      return param ? values[param]! : segment;
    })
    .join('/');
}

/** Every API route (`web/src/app/api/**\/route.ts`) with the HTTP methods its file exports. */
export function apiRoutes(): Array<{ path: string; methods: string[]; file: string }> {
  const apiDir = path.join(APP_DIR, 'api');
  return globSync('**/route.ts', { cwd: apiDir })
    .map((file) => {
      const source = readFileSync(path.join(apiDir, file), 'utf8');
      const methods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'].filter((method) => new RegExp(`export (const|(async )?function) ${method}\\b`).test(source));
      const dir = path.dirname(file);
      return { path: `/api${dir === '.' ? '' : `/${dir.split(path.sep).join('/')}`}`, methods, file: `api/${file}` };
    })
    .sort((a, b) => a.path.localeCompare(b.path));
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

/**
 * Sends a request with the path exactly as given (no normalisation, no re-encoding).
 * @param base e.g. 'http://localhost:3100'
 * @param rawPath the request target; code units above U+00FF are sent as their UTF-8 bytes
 * @param options method, headers and an optional body (sent as is)
 */
export function rawRequest(
  base: string,
  rawPath: string,
  { method = 'GET', headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: Uint8Array | string } = {},
): Promise<RawAnswer> {
  const url = new URL(base);
  // Node frames a body itself only for some methods; an explicit length frames it for all (DELETE, OPTIONS …).
  if (body !== undefined) headers = { ...headers, 'content-length': String(Buffer.byteLength(body)) };
  // node:http writes the path as latin-1: turn anything above U+00FF into its UTF-8 bytes first.
  const wirePath = /[\u0100-\uffff]/.test(rawPath) ? Buffer.from(rawPath, 'utf8').toString('latin1') : rawPath;
  return new Promise((resolve, reject) => {
    // A connection per request: a request line Node refuses closes its connection (no keep-alive to poison).
    const request = http.request({ host: url.hostname, port: url.port, path: wirePath, method, headers, agent: false, timeout: 30_000 }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString('latin1') }));
      response.on('error', reject);
    });
    request.on('timeout', () => request.destroy(new Error(`no answer within 30 s for ${JSON.stringify(rawPath)}`)));
    request.on('error', reject);
    request.end(body);
  });
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
  '%', '%%', '%2', '%zz', 'a%', '%a', '%E0%A4%A', '%C0%AF', '%C0%AE%C0%AE', '%E0%80%AF', '%F0%80%80%AF', '%ED%A0%80', '%ED%BF%BF',
  '%FF', '%FE%FF', '%00', 'a%00b', '%2F', '%2f%2f', '%2e%2e', '%2E', '..', '.', '...', '//', '%5C', '..%2F..%2Fetc%2Fpasswd',
  '..%5C..%5Cwindows', '%25', '%2525', '%25E0%25A4%25A', '%25zz', '%0d%0aSet-Cookie:%20x=1', '%0A', '%09', '%20', '%C2%A0',
  '+', '~', '*', '"', '\\', '$', '[', ']', '{', '}', '|', '^', '`', "'", '<script>alert(1)</script>', '%3Cscript%3E', ';', ';a=b',
  ':', '@', '!', '(', ')', ',', '=', '&', 'a?b=%', 'a#b', 'null', 'undefined', 'NaN', 'Infinity', '__proto__', 'constructor',
  'index', 'page', '_next', 'api', '.env', '.git', 'favicon.ico', 'sitemap.xml', 'index.html', 'con', 'nul', '_rsc',
  '%F0%9F%98%80', '%E2%80%AE', '%EF%BB%BF', '%CC%81', 'x'.repeat(2000),
];

/** Numbers and near-numbers, for `[page]` and anything else. */
export const NUMBER_SEGMENTS: readonly string[] = [
  '0', '-0', '-1', '1', '01', '002', '2', '3', '2.0', '2.5', '2e0', '1e3', '1e309', '+2', '%202', '2%20', '%EF%BC%92', '%D9%A2',
  '0x2', '0b10', '0o2', '9007199254740991', '9007199254740992', '9007199254740993', '-9007199254740993', '18446744073709551616',
  '1'.repeat(400), '2-3', '2,3', '2;3', 'two',
];

/** Characters GROQ gives a meaning to, and fragments of queries. */
const GROQ_PIECES = ['*', '"', '\\', '$', '[', ']', '(', ')', '{', '}', '|', '&&', '||', '!', '==', '!=', 'match', '->', '..', '@', '^', ':', ',', "'", '`', '_type', 'references(', 'defined(', '*[_type=="user"]', '"] | order(_id) [0...100]', '$slug', '\\"', '\\\\', '//', '/*', '*/', 'in', 'null'];

/** A lone UTF-16 surrogate. */
const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code));

/** Unicode text with odd characters: controls, RTL, BOM, combining marks, emoji, lone surrogates. */
const oddUnicode = fc.string({
  unit: fc.oneof(
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }),
    fc.constantFrom('\u0000', '\u0007', '\u007f', '\u00a0', '\u200b', '\u202e', '\u2028', '\ufeff', '\ufffd', '\uffff', '\u0301', '😀', '👩‍👩‍👧', 'İ', 'ß', '/', '%', '.', ' '),
    loneSurrogate,
  ),
  minLength: 1,
  maxLength: 30,
});

/** Letter-case and small variants of a real value: `INTJ`, `Intj`, `intj.`, `%69ntj`, `intj%20`, `intj-intj`. */
export function variantsOf(real: string): fc.Arbitrary<string> {
  const letters = [...real];
  return fc.oneof(
    fc.array(fc.boolean(), { minLength: letters.length, maxLength: letters.length }).map((upper) => letters.map((letter, index) => (upper[index] ? letter.toUpperCase() : letter)).join('')),
    fc.constantFrom(real.toUpperCase(), `${real}.`, `${real}-`, `-${real}`, `${real}%20`, `%20${real}`, `${real}%00`, `${real}/`, `${real}//`, `${real}/..`, `${real}/.`, `./${real}`, `${real}%2F`, `${real}${real}`, `${real}-${real}`, real.slice(0, -1), `${real}x`, `${real};`, `${real}?`, `${real}#`, `${real}%23`, `${real}%3F`, `0${real}`, `${real}.html`, `${real}.json`, `${real}.rsc`, percentEncodeAll(real), `${real}%E0%A4%A`, `${real}%25`),
    fc.nat({ max: Math.max(0, letters.length - 1) }).map((index) => `${real.slice(0, index)}${percentEncodeAll(real[index] ?? '')}${real.slice(index + 1)}`),
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
    { arbitrary: fc.tuple(fc.nat({ max: 6 }), fc.integer({ min: 0, max: 99 })).map(([zeros, value]) => `${'0'.repeat(zeros)}${value}`), weight: numeric ? 2 : 0 },
    { arbitrary: variantsOf(real), weight: 4 },
    // Percent-encoded unicode (browser encoding), and every byte encoded (lone surrogates → invalid UTF-8).
    { arbitrary: oddUnicode.map(browserEncode), weight: 3 },
    { arbitrary: oddUnicode.map(percentEncodeAll), weight: 2 },
    // Random bytes, percent-encoded (mostly invalid UTF-8).
    { arbitrary: fc.uint8Array({ minLength: 1, maxLength: 24 }).map((bytes) => [...bytes].map(hex).join('')), weight: 3 },
    // Raw bytes 0x80–0xFF on the request line (not valid in a URL: the HTTP parser refuses them).
    { arbitrary: fc.string({ unit: fc.integer({ min: 0x80, max: 0xff }).map((code) => String.fromCharCode(code)), minLength: 1, maxLength: 6 }).map((bytes) => `${real}${bytes}`), weight: 1 },
    // Raw unicode as UTF-8 bytes on the request line.
    { arbitrary: fc.constantFrom('é', '😀', 'İ', '\u202e').map((text) => `${real}${text}`), weight: 1 },
    // GROQ metacharacters (encoded as a browser would, or raw where the request line allows).
    { arbitrary: fc.array(fc.constantFrom(...GROQ_PIECES), { minLength: 1, maxLength: 6 }).chain((pieces) => fc.constantFrom(browserEncode(pieces.join('')), pieces.join('').replace(/[^\x21-\x7e]/g, browserEncode).replace(/[#?]/g, browserEncode))), weight: 3 },
    // Long values.
    { arbitrary: fc.tuple(fc.integer({ min: 200, max: 6000 }), fc.constantFrom('a', '%25', 'é', '.', '-', real)).map(([length, unit]) => browserEncode(unit.repeat(Math.ceil(length / Math.max(1, unit.length)))).slice(0, 7000)), weight: 1 },
    // Mixed: real value with odd text around it.
    { arbitrary: fc.tuple(oddUnicode, oddUnicode).map(([before, after]) => `${browserEncode(before)}${real}${browserEncode(after)}`), weight: 2 },
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
