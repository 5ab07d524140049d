/**
 * fast-check arbitraries of malformed API requests for the API fuzz suite (api-fuzz.int.test.ts):
 * bodies (non-JSON, truncated, huge, deeply nested, wrong types per field, extra fields, lone
 * surrogates, null bytes, 1e309 / -0 / "NaN"), methods, content types, query strings (cursors,
 * arrays, repeated keys), Origin / Sec-Fetch-Site combinations, X-Forwarded-For values and garbage
 * `token` / `refreshToken` / `user` cookies, with and without a valid session.
 *
 * A generated {@link FuzzCase} is a plain description; the suite turns it into a NextRequest and
 * fills the placeholders ({@link PLACEHOLDERS}) with the current account's values. Every case prints
 * as a short, readable line (fast-check's counterexample), bodies cut to 300 characters.
 */
import fc from 'fast-check';

/** Placeholders a body text or query may hold; the suite replaces them per request. */
export const PLACEHOLDERS = {
  /** The account's ID token (sign-in). */
  idToken: '$ID_TOKEN',
  /** The account's refresh token. */
  refreshToken: '$REFRESH_TOKEN',
  /** The account's e-mail address. */
  email: '$EMAIL',
  /** A fresh, unused e-mail address. */
  newEmail: '$NEW_EMAIL',
  /** The current time, ISO 8601. */
  now: '$NOW',
} as const;

/**
 * What the token cookies of a request are:
 * - `none`: no auth cookie; `garbage`: only the generated garbage cookies;
 * - `valid`: the account's ID token and refresh token (and `user` cookie);
 * - `token-only` / `refresh-only`: one of the two;
 * - `expiring` / `expired`: an emulator ID token of the account that expires within the 5-minute
 *   renewal margin / has expired, with the real refresh token (the renewal path);
 * - `expired-no-refresh`: an expired ID token alone;
 * - `forged-other`: an unsigned emulator-format ID token for a uid that does not exist.
 */
export type SessionMode =
  'none' | 'garbage' | 'valid' | 'token-only' | 'refresh-only' | 'expiring' | 'expired' | 'expired-no-refresh' | 'forged-other';

/** A request body: none, a text (sent as UTF-8), or raw bytes. */
export type FuzzBody =
  { kind: 'none' } | { kind: 'text'; label: string; text: string } | { kind: 'bytes'; label: string; bytes: Uint8Array };

/** One generated request. */
export interface FuzzCase {
  method: string;
  /** Raw query string with its `?`, or ''. */
  query: string;
  /** Header names in lower case; absent = not sent. `x-forwarded-for` absent = a unique client IP. */
  headers: Record<string, string>;
  session: SessionMode;
  /** Cookies added after the session cookies (the same name may repeat: a duplicate wins or loses). */
  cookies: Array<[string, string]>;
  /** When set, the whole Cookie header is this text instead (broken cookie syntax). */
  rawCookieHeader: string | null;
  body: FuzzBody;
}

/** What the suite knows about one route to fuzz it. */
export interface RouteShape {
  /** The method the route file exports. */
  method: string;
  /** A valid body (placeholders allowed); undefined when the route reads no body. */
  sample?: Record<string, unknown>;
  /** The route reads a query string (GET /api/notifications cursors). */
  query?: boolean;
}

const SITE_ORIGIN = 'http://localhost:3000';
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'FOO', 'patch', 'M-SEARCH'];

// ---------------------------------------------------------------------------------------------
// Strings

const char = (min: number, max: number) => fc.integer({ min, max }).map((code) => String.fromCharCode(code));

/** A lone UTF-16 surrogate (not valid Unicode on its own). */
export const loneSurrogate = char(0xd800, 0xdfff);

/** Characters that make trouble: controls, null, RTL marks, BOM, combining marks, emoji, surrogates. */
const oddChar = fc.oneof(
  char(0x00, 0x1f),
  fc.constantFrom(
    '\u0000',
    '\u007f',
    '\u0085',
    '\u00a0',
    '\u200b',
    '\u200e',
    '\u202e',
    '\u2028',
    '\u2029',
    '\ufeff',
    '\ufffd',
    '\uffff',
    '\u0301',
    '😀',
    '👩‍👩‍👧',
    '𝕏',
    'İ',
    'ß',
    'ﬃ',
    '%',
    '\\',
    '"',
    "'",
    '<',
    '>',
    '&',
    '$',
    '{',
    '}',
    '[',
    ']',
    '*',
    '.',
    '/',
    '..',
  ),
  loneSurrogate,
);

/** Any text, weighted towards odd characters; may hold lone surrogates and null bytes. */
export const oddText = (maxLength = 40): fc.Arbitrary<string> =>
  fc.oneof(
    { arbitrary: fc.string({ maxLength }), weight: 2 },
    { arbitrary: fc.string({ unit: 'binary', maxLength }), weight: 2 },
    { arbitrary: fc.string({ unit: oddChar, maxLength }), weight: 3 },
    {
      arbitrary: fc.string({ unit: fc.oneof(fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 1 }), oddChar), maxLength }),
      weight: 3,
    },
  );

/** Header-safe text (a ByteString: U+0020–U+00FF, no CR/LF/NUL), as a header value may be. */
export const headerText = (maxLength = 60): fc.Arbitrary<string> =>
  fc.string({ unit: fc.oneof(char(0x20, 0x7e), char(0xa0, 0xff)), maxLength });

/** A header value: latin-1 text, or the UTF-8 bytes of odd text read as latin-1 (what a server sees). */
const headerValue = (maxLength = 60): fc.Arbitrary<string> =>
  fc.oneof(
    headerText(maxLength),
    oddText(maxLength).map((text) =>
      Buffer.from(text, 'utf8')
        .toString('latin1')
        // eslint-disable-next-line no-control-regex -- control characters are what a header cannot hold
        .replace(/[\u0000-\u001f\u007f]/g, ' '),
    ),
  );

// ---------------------------------------------------------------------------------------------
// JSON fragments

/** JSON text of an odd value for a field: wrong types, numbers JSON cannot hold, odd strings. */
export const oddJsonValue: fc.Arbitrary<string> = fc.oneof(
  {
    arbitrary: fc.constantFrom(
      'null',
      'true',
      'false',
      '0',
      '-0',
      '1',
      '-1',
      '1.5',
      '1e309',
      '-1e309',
      '1e-400',
      '9007199254740993',
      '123456789012345678901234567890',
      '"NaN"',
      '"Infinity"',
      '"-0"',
      '""',
      '" "',
      '[]',
      '{}',
      '[null]',
      '{"":""}',
      '{"__proto__":{"admin":true}}',
      '{"constructor":{"prototype":{}}}',
      '"\\u0000"',
      '"\\ud800"',
      '"\\udfff\\ud800"',
      '"a\\u0000b"',
      '"<script>alert(1)</script>"',
      '"2026-02-31T00:00:00Z"',
    ),
    weight: 4,
  },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value) ?? 'null'), weight: 3 },
  { arbitrary: oddText(60).map((text) => JSON.stringify(text)), weight: 3 },
  { arbitrary: fc.integer({ min: 100, max: 20_000 }).map((length) => JSON.stringify('x'.repeat(length))), weight: 1 },
  { arbitrary: fc.integer({ min: 11, max: 60 }).map((depth) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`), weight: 1 },
  { arbitrary: fc.integer({ min: 11, max: 60 }).map((depth) => `${'['.repeat(depth)}${']'.repeat(depth)}`), weight: 1 },
);

/** A field name: a real one, an odd one, or a prototype key. */
const oddKey = (known: string[]) =>
  fc.oneof(
    { arbitrary: fc.constantFrom(...(known.length > 0 ? known : ['x'])), weight: 2 },
    {
      arbitrary: fc.constantFrom(
        '__proto__',
        'constructor',
        'prototype',
        '',
        ' ',
        'toString',
        'hasOwnProperty',
        '__name__',
        'a.b',
        '$where',
        'uid',
        'admin',
        'subscriptions',
        'createdAt',
      ),
      weight: 2,
    },
    { arbitrary: oddText(20), weight: 1 },
  );

/** A string in a JSON value: a string value, or (key) the name of an object field. */
interface Leaf {
  path: Array<string | number>;
  key: boolean;
}

/** Every string value and object key of a JSON value, depth first. */
export function stringLeaves(value: unknown, path: Array<string | number> = []): Leaf[] {
  if (typeof value === 'string') return [{ path, key: false }];
  if (Array.isArray(value)) return value.flatMap((item, index) => stringLeaves(item, [...path, index]));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => [{ path: [...path, key], key: true }, ...stringLeaves(item, [...path, key])]);
  }
  return [];
}

/** A copy of a JSON value with one string value or key replaced. */
function replaceLeaf(value: unknown, leaf: Leaf, replacement: string, depth = 0): unknown {
  if (depth === leaf.path.length) return leaf.key ? value : replacement;
  const step = leaf.path[depth]!;
  if (Array.isArray(value)) return value.map((item, index) => (index === step ? replaceLeaf(item, leaf, replacement, depth + 1) : item));
  const entries = Object.entries(value as Record<string, unknown>).map(([key, item]): [string, unknown] => {
    if (key !== step) return [key, item];
    return [leaf.key && depth === leaf.path.length - 1 ? replacement : key, replaceLeaf(item, leaf, replacement, depth + 1)];
  });
  return Object.fromEntries(entries);
}

/** JSON object text from raw key/value fragments (keys may repeat; values are raw JSON text). */
const objectText = (entries: Array<[string, string]>) => `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${value}`).join(',')}}`;

const sampleEntries = (sample: Record<string, unknown>): Array<[string, string]> =>
  Object.entries(sample).map(([key, value]) => [key, JSON.stringify(value)]);

// ---------------------------------------------------------------------------------------------
// Bodies

const text =
  (label: string) =>
  (value: string): FuzzBody => ({ kind: 'text', label, text: value });
const bytes =
  (label: string) =>
  (value: Uint8Array): FuzzBody => ({ kind: 'bytes', label, bytes: value });

/** Malformed and near-valid bodies for a route with this valid sample (or none). */
export function fuzzBody(sample: Record<string, unknown> | undefined): fc.Arbitrary<FuzzBody> {
  const base = sample ?? {};
  const entries = sampleEntries(base);
  const keys = Object.keys(base);
  const valid = objectText(entries);
  const arbitraries: Array<fc.WeightedArbitrary<FuzzBody>> = [
    { arbitrary: fc.constant<FuzzBody>({ kind: 'none' }), weight: 2 },
    { arbitrary: fc.constant(valid).map(text('valid sample')), weight: 6 },
    // One field with a wrong type or odd value.
    {
      arbitrary: fc.tuple(fc.nat(), oddJsonValue).map(([index, value]) => {
        if (entries.length === 0) return text('odd value in {}')(objectText([['x', value]]));
        const at = index % entries.length;
        return text(`field ${entries[at]![0]} = odd value`)(
          objectText(entries.map(([key, original], i) => [key, i === at ? value : original])),
        );
      }),
      weight: 12,
    },
    // Odd strings in every string field (lone surrogates, null bytes, RTL, emoji …).
    {
      arbitrary: fc
        .array(oddText(30), { minLength: entries.length, maxLength: entries.length })
        .map((values) =>
          text('odd strings in string fields')(
            objectText(entries.map(([key, original], i) => [key, original.startsWith('"') ? JSON.stringify(values[i]) : original])),
          ),
        ),
      weight: 5,
    },
    // Odd text in one string value or key at any depth (names, stored test results).
    {
      arbitrary: fc.tuple(fc.nat(), oddText(30)).map(([pick, odd]) => {
        const leaves = stringLeaves(base);
        if (leaves.length === 0) return text('odd string deep inside')(objectText([['x', JSON.stringify(odd)]]));
        const leaf = leaves[pick % leaves.length]!;
        return text(`odd ${leaf.key ? 'key' : 'string'} at ${leaf.path.join('.')}`)(JSON.stringify(replaceLeaf(base, leaf, odd)));
      }),
      weight: 6,
    },
    // Extra fields, prototype keys, duplicate keys.
    {
      arbitrary: fc
        .array(fc.tuple(oddKey(keys), oddJsonValue), { minLength: 1, maxLength: 4 })
        .map((extra) => text('extra or duplicate fields')(objectText([...entries, ...extra]))),
      weight: 6,
    },
    // Missing fields.
    { arbitrary: fc.subarray(entries).map((kept) => text('some fields missing')(objectText(kept))), weight: 3 },
    // Truncated JSON.
    { arbitrary: fc.nat().map((cut) => text('truncated JSON')(valid.slice(0, cut % Math.max(1, valid.length)))), weight: 5 },
    // Not JSON at all.
    {
      arbitrary: fc
        .oneof(
          fc.constantFrom(
            'undefined',
            'NaN',
            'Infinity',
            '-Infinity',
            "{'a':1}",
            '{"a":1,}',
            '{a:1}',
            '[1,2',
            '{"a":1}{"b":2}',
            '{"a":1} x',
            '// comment\n{}',
            '<xml/>',
            'a=1&b=2',
            '\u0000',
            '\u0000{}',
            ' ',
            '\n\t',
            '{"a":"\\x41"}',
            '{"a":"\\u12"}',
            '{"a":01}',
            '{"a":.5}',
            '{"a":+1}',
            '{"a":0x10}',
            '{"a":1e}',
            '"\\ud800"',
            '--\r\ncontent-disposition: form-data; name="a"\r\n\r\n1\r\n----',
          ),
          oddText(200),
        )
        .map(text('not JSON')),
      weight: 6,
    },
    // JSON of the wrong top-level type.
    {
      arbitrary: fc
        .constantFrom('[]', '[{}]', '"text"', '123', '-0', '1e309', 'null', 'true', '""', `[${valid}]`)
        .map(text('wrong top-level type')),
      weight: 3,
    },
    // Deep nesting (up to the 32 KiB cap and beyond).
    {
      arbitrary: fc
        .tuple(fc.integer({ min: 100, max: 40_000 }), fc.constantFrom('array', 'object', 'unbalanced', 'in-field'))
        .map(([depth, shape]) => {
          if (shape === 'array') return text(`${depth}-deep array`)(`${'['.repeat(depth)}${']'.repeat(depth)}`);
          if (shape === 'object') return text(`${depth}-deep object`)(`${'{"a":'.repeat(depth)}0${'}'.repeat(depth)}`);
          if (shape === 'unbalanced') return text(`${depth}-deep unbalanced`)('['.repeat(depth));
          const nested = `${'['.repeat(Math.min(depth, 10_000))}${']'.repeat(Math.min(depth, 10_000))}`;
          return text(`${Math.min(depth, 10_000)}-deep value in a field`)(
            objectText(entries.length > 0 ? entries.map(([key], i) => [key, i === 0 ? nested : entries[i]![1]]) : [['x', nested]]),
          );
        }),
      weight: 3,
    },
    // Huge bodies: around the 32 KiB cap, and far beyond.
    {
      arbitrary: fc.oneof(fc.integer({ min: 32_700, max: 32_800 }), fc.integer({ min: 33_000, max: 300_000 })).map((size) => {
        const padded = objectText([...entries, ['pad', JSON.stringify('x'.repeat(Math.max(0, size - valid.length - 10)))]]);
        return text(`huge (${padded.length} bytes)`)(padded);
      }),
      weight: 2,
    },
    // Raw bytes: random, invalid UTF-8 inside a JSON string, UTF-16, BOM.
    { arbitrary: fc.uint8Array({ maxLength: 2048 }).map(bytes('random bytes')), weight: 3 },
    {
      arbitrary: fc
        .constantFrom([0xff], [0xfe, 0xff], [0xc0, 0xaf], [0xed, 0xa0, 0x80], [0xf4, 0x90, 0x80, 0x80], [0xe0, 0xa4], [0x00], [0xc3])
        .map((raw) => {
          const [head, tail] =
            entries.length > 0 && entries[0]![1].startsWith('"')
              ? [`{${JSON.stringify(entries[0]![0])}:"`, `"${entries.length > 1 ? `,${objectText(entries.slice(1)).slice(1)}` : '}'}`]
              : ['{"x":"', '"}'];
          return bytes('invalid UTF-8 in a string')(new Uint8Array([...Buffer.from(head), ...raw, ...Buffer.from(tail)]));
        }),
      weight: 3,
    },
    { arbitrary: fc.constant(new Uint8Array([0xff, 0xfe, ...Buffer.from(valid, 'utf16le')])).map(bytes('UTF-16LE with BOM')), weight: 1 },
    { arbitrary: fc.constant(new Uint8Array([0xef, 0xbb, 0xbf, ...Buffer.from(valid)])).map(bytes('UTF-8 BOM + valid')), weight: 1 },
  ];
  return fc.oneof(...arbitraries);
}

// ---------------------------------------------------------------------------------------------
// Query strings

/** Dates a cursor may claim: impossible days, extreme years, leap seconds, offsets, not dates. */
export const oddDate: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '2026-02-31T00:00:00Z',
    '2026-13-01T00:00:00Z',
    '0000-01-01T00:00:00Z',
    '9999-12-31T23:59:59.999Z',
    '+275760-09-13T00:00:00.000Z',
    '-271821-04-20T00:00:00.000Z',
    '1970-01-01T00:00:00Z',
    '2026-01-01T00:00:00+99:99',
    '2026-01-01T24:00:00Z',
    '2026-01-01T23:59:60Z',
    '2026-01-01T00:00:00.123456789123Z',
    '2026-01-01',
    'now',
    '',
    '1e309',
    'NaN',
    '-1',
    '0',
    'Invalid Date',
  ),
  fc
    .date({ min: new Date(-8_640_000_000_000_000), max: new Date(8_640_000_000_000_000), noInvalidDate: true })
    .map((date) => date.toISOString()),
);

const queryPart = (value: string) => encodeURIComponent(value.replace(/[\ud800-\udfff]/g, '\ufffd'));

/** Query strings: cursors (valid-looking and odd), arrays, repeated keys, broken percent-encoding. */
export function fuzzQuery(readsQuery: boolean): fc.Arbitrary<string> {
  const cursor = fc
    .tuple(
      oddDate,
      fc.oneof(fc.stringMatching(/^[A-Za-z0-9_-]{1,20}$/), oddText(20), fc.constantFrom('', '../..', 'a'.repeat(129), 'published-0')),
    )
    .map(([before, afterId]) => `?before=${queryPart(before)}&afterId=${queryPart(afterId)}`);
  const odd = fc.oneof(
    fc.constantFrom(
      '?',
      '?&&&',
      '?=',
      '?==&=',
      '?before',
      '?afterId=',
      '?before[]=a&before[]=b',
      '?before=a&before=b&afterId=c&afterId=d',
      '?__proto__=x',
      '?constructor=x',
      '?before=%E0%A4%A&afterId=%',
      '?%zz=1',
      '?before=2026-01-01T00:00:00Z',
      '?afterId=abc',
      '?before=2026-01-01T00:00:00Z&afterId=abc&extra=1',
      `?before=${'9'.repeat(5000)}`,
      '?before=2026-01-01T00%3A00%3A00Z&afterId=a%2Fb',
      '?before=2026-01-01T00:00:00Z&afterId=a+b',
    ),
    fc
      .array(
        fc.tuple(
          fc.oneof(fc.constantFrom('before', 'afterId', 'cursor', 'limit', 'page', 'before[]', 'afterId[0]'), oddText(10)),
          oddText(30),
        ),
        { minLength: 1, maxLength: 5 },
      )
      .map((pairs) => `?${pairs.map(([key, value]) => `${queryPart(key)}=${queryPart(value)}`).join('&')}`),
  );
  return readsQuery
    ? fc.oneof({ arbitrary: fc.constant(''), weight: 2 }, { arbitrary: cursor, weight: 4 }, { arbitrary: odd, weight: 4 })
    : fc.oneof({ arbitrary: fc.constant(''), weight: 8 }, { arbitrary: odd, weight: 1 });
}

// ---------------------------------------------------------------------------------------------
// Headers and cookies

const origin = fc.oneof(
  { arbitrary: fc.constant(SITE_ORIGIN), weight: 10 },
  {
    arbitrary: fc.constantFrom(
      'null',
      'https://evil.example',
      'http://localhost:3000/',
      'http://LOCALHOST:3000',
      'http://localhost:3000.evil.example',
      'http://localhost',
      'https://localhost:3000',
      'http://127.0.0.1:3000',
      'http://localhost:3000 http://evil.example',
      '',
      ' http://localhost:3000',
      'file://',
      'http://[::1]:3000',
    ),
    weight: 3,
  },
  { arbitrary: headerText(40), weight: 1 },
);

const fetchSite = fc.constantFrom('same-origin', 'same-site', 'cross-site', 'none', 'CROSS-SITE', 'same-origin, cross-site', '');

const contentType = fc.oneof(
  { arbitrary: fc.constant('application/json'), weight: 6 },
  {
    arbitrary: fc.constantFrom(
      'application/json; charset=utf-8',
      'application/json; charset=utf-16',
      'text/plain',
      'text/plain;charset=UTF-7',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=----fuzz',
      'application/xml',
      'application/octet-stream',
      'application/json, text/plain',
      'application/*',
      '',
    ),
    weight: 3,
  },
  { arbitrary: headerText(40), weight: 1 },
);

const forwardedFor = fc.constantFrom(
  '',
  'unknown',
  '1.2.3.4, 5.6.7.8',
  '::1',
  '999.999.1.1',
  'a/b/c',
  ' , ,',
  '0.0.0.0',
  '2001:db8::1',
  'x'.repeat(2000),
);

const BROWSER_HEADERS: Record<string, string> = { origin: SITE_ORIGIN, 'content-type': 'application/json' };

/**
 * Extra headers: Origin, Sec-Fetch-Site, Content-Type, X-Forwarded-For, Accept, Content-Length and
 * an odd one — or (2 in 5) exactly what the browser sends, so the handlers behind the origin check
 * get their share of the malformed bodies.
 */
export const fuzzHeaders: fc.Arbitrary<Record<string, string>> = fc.oneof(
  {
    arbitrary: fc
      .record(
        {
          origin,
          'sec-fetch-site': fetchSite,
          'content-type': contentType,
          'x-forwarded-for': forwardedFor,
          accept: fc.constantFrom('application/json', 'text/html', '*/*', ''),
          'content-length': fc.constantFrom('0', '999999999', '-1', 'abc', '1e3'),
          'x-http-method-override': fc.constantFrom('DELETE', 'GET', 'PATCH'),
          'x-odd': headerValue(100),
        },
        { requiredKeys: [] },
      )
      .map((headers) => ({ ...BROWSER_HEADERS, ...headers })),
    weight: 3,
  },
  { arbitrary: fc.constant(BROWSER_HEADERS), weight: 2 },
);

const base64 = fc.uint8Array({ maxLength: 200 }).map((value) => Buffer.from(value).toString('base64'));
const base64Json = fc.jsonValue({ maxDepth: 3 }).map((value) => Buffer.from(JSON.stringify(value) ?? 'null').toString('base64url'));

/** A garbage cookie value: text, base64, JWT-looking, JSON, percent-encoded garbage, huge. */
export const cookieValue: fc.Arbitrary<string> = fc.oneof(
  headerText(80).map((value) => value.replace(/;/g, '')),
  base64,
  fc.tuple(base64Json, base64Json, base64).map(([a, b, c]) => `${a}.${b}.${c}`),
  fc.tuple(base64Json, base64Json).map(([a, b]) => `${a}.${b}.`),
  fc.constantFrom(
    'eyJhbGciOiJub25lIn0.e30.',
    'a.b.c',
    '...',
    '%E0%A4%A',
    '%',
    '%7B%22uid%22%3A1%7D',
    '{"uid":"x"}',
    '{"uid":',
    'null',
    '[]',
    '""',
    '"quoted"',
    'undefined',
    'true',
    '0',
    '\u00ff\u00fe',
    '=',
    '==',
  ),
  fc.jsonValue({ maxDepth: 2 }).map((value) => encodeURIComponent(JSON.stringify(value) ?? 'null')),
  fc
    .record({ uid: oddText(20), email: oddText(20), subscriptions: fc.jsonValue({ maxDepth: 2 }) })
    .map((user) => encodeURIComponent(JSON.stringify(user).replace(/[\ud800-\udfff]/g, '\ufffd'))),
  fc.integer({ min: 1000, max: 6000 }).map((length) => 'x'.repeat(length)),
);

const cookieName = fc.oneof(
  { arbitrary: fc.constantFrom('token', 'refreshToken', 'user'), weight: 5 },
  { arbitrary: fc.constantFrom('Token', 'TOKEN', 'token ', '__proto__', 'session', ''), weight: 1 },
);

const rawCookieHeader = fc.oneof(
  fc.constantFrom(
    ';;;',
    '=',
    '=x',
    'token',
    'token=',
    'token=a=b=c',
    'token="abc',
    '; token=a; ; user',
    'token=a;token=b;token=c',
    'user=%E0%A4%A; token=%; refreshToken=%25',
  ),
  headerText(200),
);

const sessionMode = fc.constantFrom<SessionMode>(
  'none',
  'none',
  'garbage',
  'valid',
  'valid',
  'valid',
  'valid',
  'token-only',
  'refresh-only',
  'expiring',
  'expired',
  'expired-no-refresh',
  'forged-other',
);

/** Every request of a route: mostly its own method, and odd methods now and then. */
export function fuzzCase(shape: RouteShape): fc.Arbitrary<FuzzCase> {
  return fc
    .record({
      method: fc.oneof({ arbitrary: fc.constant(shape.method), weight: 12 }, { arbitrary: fc.constantFrom(...METHODS), weight: 1 }),
      query: fuzzQuery(Boolean(shape.query)),
      headers: fuzzHeaders,
      session: sessionMode,
      cookies: fc.oneof(
        { arbitrary: fc.constant<Array<[string, string]>>([]), weight: 4 },
        { arbitrary: fc.array(fc.tuple(cookieName, cookieValue), { minLength: 1, maxLength: 3 }), weight: 2 },
      ),
      rawCookieHeader: fc.oneof({ arbitrary: fc.constant(null), weight: 20 }, { arbitrary: rawCookieHeader, weight: 1 }),
      body:
        shape.sample === undefined
          ? fc.oneof({ arbitrary: fc.constant<FuzzBody>({ kind: 'none' }), weight: 3 }, { arbitrary: fuzzBody(undefined), weight: 1 })
          : fuzzBody(shape.sample),
    })
    .map((fuzz) => withDescription(fuzz));
}

// ---------------------------------------------------------------------------------------------
// Printing

const cut = (value: string, max = 300) => (value.length > max ? `${value.slice(0, max)}… (${value.length} chars)` : value);

/** `JSON.stringify` that shows lone surrogates and controls as escapes (readable counterexamples). */
export const show = (value: string, max = 300) => cut(JSON.stringify(value), max);

/** A one-line description of a case (also what fast-check prints as the counterexample). */
export function describeCase(fuzz: FuzzCase): string {
  const body =
    fuzz.body.kind === 'none'
      ? 'no body'
      : fuzz.body.kind === 'text'
        ? `body (${fuzz.body.label}): ${show(fuzz.body.text)}`
        : `body (${fuzz.body.label}, ${fuzz.body.bytes.length} bytes): ${Buffer.from(fuzz.body.bytes.slice(0, 80)).toString('hex')}`;
  const cookies =
    fuzz.rawCookieHeader !== null
      ? `Cookie header ${show(fuzz.rawCookieHeader, 120)}`
      : fuzz.cookies.length > 0
        ? `cookies ${fuzz.cookies.map(([name, value]) => `${name}=${show(value, 80)}`).join('; ')}`
        : 'no extra cookies';
  return `${fuzz.method} ${show(fuzz.query, 120)} session=${fuzz.session} headers ${cut(JSON.stringify(fuzz.headers), 300)} ${cookies} ${body}`;
}

function withDescription<T extends FuzzCase>(fuzz: T): T {
  return Object.defineProperty(fuzz, fc.toStringMethod, { value: () => describeCase(fuzz), enumerable: false });
}

/** Makes a hand-written case print like a generated one (for `examples`). */
export const example = (fuzz: FuzzCase): FuzzCase => withDescription({ ...fuzz });
