/**
 * A small MIME decoder for the local SMTP sink (scripts/emulators/smtp-sink.ts): enough of RFC 5322,
 * 2045–2047 and 2231 for what nodemailer produces — header folding, encoded words (B and Q, any
 * charset TextDecoder knows), quoted-printable / base64 / 7bit / 8bit bodies, nested multipart
 * (mixed, alternative, related) with the first text/plain and text/html parts picked. mailparser
 * is not available in this workspace; this is not a general-purpose parser (no S/MIME, no
 * uuencode), and it never throws on malformed input — it decodes what it can.
 */

/** The decoded essentials of one e-mail. `text` is derived from `html` when there is no text part. */
export type DecodedMail = {
  /** Header `From`, encoded words decoded (e.g. `TypeAtlas <no-reply@typeatlas.local>`); '' when absent. */
  from: string;
  /** Addresses of the `To` and `Cc` headers (bare addresses, lower case kept as sent). */
  to: string[];
  /** Header `Subject`, decoded; '' when absent. */
  subject: string;
  /**
   * The first text/plain part (decoded to a JS string, CRLF normalised to LF). A trailing line
   * break of a single-part message cannot be told apart from the transport's and is dropped.
   */
  text: string;
  /** The first text/html part, when the message has one. */
  html?: string;
};

type Part = { headers: Map<string, string>; body: Buffer };

const CRLF_CRLF = /\r?\n\r?\n/;

/** Decodes bytes in `charset` (defaults to UTF-8; unknown charsets fall back to UTF-8). */
function decodeCharset(bytes: Uint8Array, charset: string | undefined): string {
  const label = (charset ?? 'utf-8').trim().toLowerCase() || 'utf-8';
  try {
    return new TextDecoder(label).decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}

/** Splits raw bytes into header block and body at the first empty line. */
function splitPart(raw: Buffer): Part {
  const latin = raw.toString('latin1');
  const match = CRLF_CRLF.exec(latin);
  const headerText = match ? latin.slice(0, match.index) : latin;
  const body = match ? raw.subarray(match.index + match[0].length) : Buffer.alloc(0);
  const headers = new Map<string, string>();
  // Unfold: a line starting with white space continues the previous header.
  const unfolded = headerText.replace(/\r?\n[ \t]+/g, ' ');
  for (const line of unfolded.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    // Header bytes may be raw UTF-8 (SMTPUTF8); re-read them as UTF-8.
    const value = Buffer.from(line.slice(colon + 1).trim(), 'latin1').toString('utf8');
    if (!headers.has(name)) headers.set(name, value);
  }
  return { headers, body };
}

/** Decodes a quoted-printable body (soft line breaks, =XX escapes) to bytes. */
export function decodeQuotedPrintable(input: string): Buffer {
  const text = input.replace(/=[ \t]*\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const char = text[i] ?? '';
    if (char === '=' && /^[0-9A-Fa-f]{2}$/.test(text.slice(i + 1, i + 3))) {
      bytes.push(parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(text.charCodeAt(i) & 0xff);
    }
  }
  return Buffer.from(bytes);
}

/** Decodes RFC 2047 encoded words in a header value; adjacent words are joined before decoding. */
export function decodeHeaderValue(value: string): string {
  const word = /=\?([^?\s]+)\?([bBqQ])\?([^?\s]*)\?=/g;
  let out = '';
  let last = 0;
  let pending: { charset: string; bytes: Buffer[] } | null = null;
  const flush = () => {
    if (pending) out += decodeCharset(Buffer.concat(pending.bytes), pending.charset);
    pending = null;
  };
  for (let m = word.exec(value); m; m = word.exec(value)) {
    const between = value.slice(last, m.index);
    const charset = (m[1] ?? 'utf-8').split('*')[0] ?? 'utf-8'; // RFC 2231 language suffix
    const encoding = (m[2] ?? 'B').toUpperCase();
    const data = m[3] ?? '';
    const bytes = encoding === 'B' ? Buffer.from(data, 'base64') : decodeQuotedPrintable(data.replace(/_/g, ' '));
    // White space between two encoded words is not displayed.
    const onlySpace = /^\s*$/.test(between);
    const current = pending as { charset: string; bytes: Buffer[] } | null;
    if (current && onlySpace && current.charset.toLowerCase() === charset.toLowerCase()) {
      current.bytes.push(bytes);
    } else {
      flush();
      if (!(last > 0 && onlySpace)) out += between;
      pending = { charset, bytes: [bytes] };
    }
    last = m.index + m[0].length;
  }
  flush();
  return out + value.slice(last);
}

/** Parses `type/subtype; a=b; c="d"` (RFC 2231 continuations `name*0*=` included). */
function parseParams(value: string | undefined): { type: string; params: Map<string, string> } {
  const params = new Map<string, string>();
  if (!value) return { type: '', params };
  const [type = '', ...rest] = value.split(/;(?=(?:[^"]*"[^"]*")*[^"]*$)/);
  const continuations = new Map<string, { index: number; value: string; encoded: boolean }[]>();
  for (const raw of rest) {
    const eq = raw.indexOf('=');
    if (eq < 0) continue;
    const key = raw.slice(0, eq).trim().toLowerCase();
    let val = raw.slice(eq + 1).trim();
    if (val.startsWith('"') && val.endsWith('"')) val = val.slice(1, -1).replace(/\\(.)/g, '$1');
    const cont = /^([^*]+)\*(\d+)?(\*)?$/.exec(key);
    if (cont) {
      const name = cont[1] ?? key;
      const list = continuations.get(name) ?? [];
      list.push({ index: Number(cont[2] ?? 0), value: val, encoded: Boolean(cont[3]) || (!cont[2] && key.endsWith('*')) });
      continuations.set(name, list);
    } else {
      params.set(key, val);
    }
  }
  for (const [name, list] of continuations) {
    list.sort((a, b) => a.index - b.index);
    let charset = 'utf-8';
    const bytes: Buffer[] = [];
    for (const [i, piece] of list.entries()) {
      let v = piece.value;
      if (piece.encoded && i === 0) {
        const m = /^([^']*)'[^']*'(.*)$/.exec(v);
        if (m) {
          charset = m[1] || charset;
          v = m[2] ?? '';
        }
      }
      bytes.push(
        piece.encoded
          ? Buffer.from(
              v.replace(/%([0-9A-Fa-f]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
              'latin1',
            )
          : Buffer.from(v, 'utf8'),
      );
    }
    params.set(name, decodeCharset(Buffer.concat(bytes), charset));
  }
  return { type: type.trim().toLowerCase(), params };
}

/** Decodes a part's body bytes according to Content-Transfer-Encoding. */
function transferDecode(part: Part): Buffer {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').trim().toLowerCase();
  if (encoding === 'base64') return Buffer.from(part.body.toString('latin1').replace(/[^A-Za-z0-9+/=]/g, ''), 'base64');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.body.toString('latin1'));
  return part.body;
}

/** Splits a multipart body at its boundary; the preamble and epilogue are dropped. */
function splitMultipart(body: Buffer, boundary: string): Buffer[] {
  const latin = body.toString('latin1');
  const escaped = boundary.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const delimiter = new RegExp(`(?:^|\\r?\\n)--${escaped}(--)?[ \\t]*(?:\\r?\\n|$)`, 'g');
  const parts: Buffer[] = [];
  let start = -1;
  for (let m = delimiter.exec(latin); m; m = delimiter.exec(latin)) {
    if (start >= 0) parts.push(Buffer.from(latin.slice(start, m.index), 'latin1'));
    if (m[1]) return parts;
    start = m.index + m[0].length;
  }
  if (start >= 0) parts.push(Buffer.from(latin.slice(start), 'latin1'));
  return parts;
}

/** Walks the MIME tree depth-first, collecting the first text/plain and text/html bodies. */
function collect(part: Part, found: { text?: string; html?: string }, depth: number): void {
  const { type, params } = parseParams(part.headers.get('content-type') ?? 'text/plain');
  const disposition = parseParams(part.headers.get('content-disposition')).type;
  if (type.startsWith('multipart/')) {
    const boundary = params.get('boundary');
    if (!boundary || depth > 10) return;
    for (const child of splitMultipart(part.body, boundary)) collect(splitPart(child), found, depth + 1);
    return;
  }
  if (disposition === 'attachment') return;
  if ((type === 'text/plain' || type === '') && found.text === undefined) {
    found.text = decodeCharset(transferDecode(part), params.get('charset')).replace(/\r\n/g, '\n');
  } else if (type === 'text/html' && found.html === undefined) {
    found.html = decodeCharset(transferDecode(part), params.get('charset')).replace(/\r\n/g, '\n');
  }
}

/** Extracts the bare addresses of an address-list header value (`"A, B" <a@x>, b@y`). */
export function parseAddresses(value: string | undefined): string[] {
  if (!value) return [];
  const decoded = decodeHeaderValue(value);
  const withoutQuoted = decoded.replace(/"(?:[^"\\]|\\.)*"/g, '""');
  const addresses: string[] = [];
  for (const item of withoutQuoted.split(',')) {
    const angle = /<([^>]+)>/.exec(item);
    const bare = (angle ? angle[1] : item.replace(/\(.*?\)/g, ''))?.trim();
    if (bare && bare.includes('@')) addresses.push(bare);
  }
  return addresses;
}

/** A plain-text rendering of HTML for messages without a text part (tags dropped, entities basic). */
function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|h[1-6]|li|tr)>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * Decodes a raw RFC 5322 message (the bytes the SMTP client sent after DATA).
 * @returns from/to/subject from the headers, and the first text and html bodies.
 */
export function decodeMail(raw: Buffer | string): DecodedMail {
  const root = splitPart(typeof raw === 'string' ? Buffer.from(raw, 'utf8') : raw);
  // A single-part body ends with the line end the client adds before the closing "." (nodemailer
  // sends "abc" and "abc\n" alike as "abc\r\n"): drop it. Multipart bodies lose it at the boundary.
  if (!parseParams(root.headers.get('content-type')).type.startsWith('multipart/')) {
    const end = root.body.length;
    const cut = root.body[end - 2] === 0x0d && root.body[end - 1] === 0x0a ? 2 : root.body[end - 1] === 0x0a ? 1 : 0;
    root.body = root.body.subarray(0, end - cut);
  }
  const found: { text?: string; html?: string } = {};
  collect(root, found, 0);
  const html = found.html;
  return {
    from: decodeHeaderValue(root.headers.get('from') ?? ''),
    to: [...parseAddresses(root.headers.get('to')), ...parseAddresses(root.headers.get('cc'))],
    subject: decodeHeaderValue(root.headers.get('subject') ?? ''),
    text: found.text ?? (html ? htmlToText(html) : ''),
    ...(html !== undefined ? { html } : {}),
  };
}
