/**
 * CSP hashes for a page's inline `<script>` and `<style>` elements — only the ones the site itself
 * writes — so static pages keep their inline scripts without 'unsafe-inline' or a nonce.
 * Design notes: docs/security.md "Notes from the source files".
 */
import { createHash } from 'node:crypto';
import { isReactInstructionScript } from './react-instruction-scripts.ts';
import type { InlineHashes } from './security-headers';

/** The site's own static inline texts, trusted as they are (exact match after newline normalisation). */
export interface TrustedInline {
  scripts: readonly string[];
  styles: readonly string[];
  /**
   * The build's stylesheets by URL path (`/_next/static/chunks/x.css` → file text), for the
   * `<style data-href>` elements of Next's inlined CSS. Absent: no inlined stylesheet is trusted.
   */
  stylesheets?: ReadonlyMap<string, string>;
  /**
   * React's streaming runtime definitions (react-instruction-scripts.ts `reactRuntimeDefinitions`),
   * for the instruction scripts a late Suspense boundary adds. Absent: none is trusted.
   */
  reactRuntime?: readonly string[];
}

/** Hashes of a page's trusted inline elements, and of the inline scripts left out (for logging). */
export interface InlineScan extends InlineHashes {
  /** `'sha256-…'` of each inline script that was not trusted (the browser will refuse it). */
  untrustedScripts: readonly string[];
  /** `'sha256-…'` of each `<style>` element that was not trusted. */
  untrustedStyles: readonly string[];
  /**
   * The start of each untrusted element's text (at most {@link UNTRUSTED_EXCERPT_LENGTH} characters),
   * by its hash: the server log names what it refused, so a script the site itself writes but this
   * file does not recognise yet can be found (a blocked script breaks the page it belongs to).
   */
  untrustedExcerpts: Readonly<Record<string, string>>;
}

/** Characters of an untrusted element's text kept for the log ({@link InlineScan.untrustedExcerpts}). */
export const UNTRUSTED_EXCERPT_LENGTH = 240;

/**
 * The HTML parser turns CR LF and lone CR into LF before a script or style element's text is
 * hashed by the browser (HTML "preprocessing the input stream"); NUL in script data becomes U+FFFD.
 */
function normalise(text: string): string {
  return text.replace(/\r\n?/g, '\n').replace(/\0/g, '\uFFFD');
}

/**
 * The CSP hash source of an inline element's text (CSP3 "hash-source", SHA-256 over the UTF-8 bytes).
 * @param text the element's text as it appears between its tags
 * @returns e.g. `'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='` (quotes included)
 */
export function cspHash(text: string): string {
  return `'sha256-${createHash('sha256').update(normalise(text), 'utf8').digest('base64')}'`;
}

const FLIGHT_BOOTSTRAP = '(self.__next_f=self.__next_f||[]).push(';
const FLIGHT_PUSH = 'self.__next_f.push(';

/**
 * The end (exclusive) of the JSON array starting at `start` (`text[start] === '['`), found by
 * bracket depth outside string literals; -1 when it never closes.
 */
function jsonArrayEnd(text: string, start: number): number {
  let depth = 0;
  let inString = false;
  for (let index = start; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c /* \ */) index += 1;
      else if (char === 0x22 /* " */) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x5b /* [ */ || char === 0x7b /* { */) depth += 1;
    else if (char === 0x5d /* ] */ || char === 0x7d /* } */) {
      depth -= 1;
      if (depth === 0) return index + 1;
    }
  }
  return -1;
}

/**
 * True when `text` is Next's inline flight data and nothing else: one or more `;`-separated
 * `(self.__next_f=self.__next_f||[]).push(<array>)` or `self.__next_f.push(<array>)` statements,
 * each argument a JSON array (checked with JSON.parse), so the script only pushes data.
 */
export function isNextFlightScript(text: string): boolean {
  let index = 0;
  for (;;) {
    const prefix = text.startsWith(FLIGHT_BOOTSTRAP, index) ? FLIGHT_BOOTSTRAP : text.startsWith(FLIGHT_PUSH, index) ? FLIGHT_PUSH : null;
    if (!prefix) return false;
    const start = index + prefix.length;
    if (text[start] !== '[') return false;
    const end = jsonArrayEnd(text, start);
    if (end < 0 || text[end] !== ')') return false;
    try {
      if (!Array.isArray(JSON.parse(text.slice(start, end)))) return false;
    } catch {
      return false;
    }
    index = end + 1;
    if (index === text.length) return true;
    if (text[index] !== ';') return false;
    index += 1;
  }
}

/** An inline element found in a page. */
export interface InlineElement {
  tag: 'script' | 'style';
  /** The raw attribute text of the start tag. */
  attributes: string;
  /** The raw text between the tags. */
  text: string;
}

// Script and style contents are raw text: they end at the first `</script` / `</style` (any case).
const INLINE_ELEMENT = /<(script|style)\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/\1[\s/>]/gi;
const HAS_SRC = /(?:^|[\s"'])src\s*=/i;
const TYPE = /(?:^|[\s"'])type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i;
/** JavaScript MIME types and "module" (HTML "script type"); anything else is a data block. */
const EXECUTABLE_TYPE = /^(?:|module|(?:text|application)\/(?:x-)?(?:java|ecma)script|text\/(?:jscript|livescript|javascript1\.[0-5]))$/;

/** True when a `<script>` with these attributes is run by the browser (not a data block such as JSON-LD). */
export function isExecutableScript(attributes: string): boolean {
  const match = TYPE.exec(attributes);
  const type = (match?.[1] ?? match?.[2] ?? match?.[3] ?? '').split(';')[0]!.trim().toLowerCase();
  return EXECUTABLE_TYPE.test(type);
}

/**
 * The inline `<script>` (without `src`) and `<style>` elements of an HTML document, in order.
 * A regular scan, not a full HTML parser: it is used only to decide what to hash, and a hash
 * allows nothing but the exact trusted text it was made from.
 */
export function inlineElements(html: string): InlineElement[] {
  const found: InlineElement[] = [];
  for (const match of html.matchAll(INLINE_ELEMENT)) {
    const tag = (match[1] ?? '').toLowerCase() as 'script' | 'style';
    const attributes = match[2] ?? '';
    if (tag === 'script' && HAS_SRC.test(attributes)) continue;
    found.push({ tag, attributes, text: match[3] ?? '' });
  }
  return found;
}

const DATA_HREF = /(?:^|[\s"'])data-href\s*=\s*(?:"([^"]*)"|'([^']*)')/i;

/**
 * True when an inline `<style>` is Next's inlined CSS of built stylesheets: its `data-href` names
 * one or more stylesheets of `stylesheets` (space-separated, as React joins the hrefs of one
 * precedence; a query such as Next's `?dpl=` is ignored) and its text is exactly their contents joined in that order.
 * @param attributes the raw attribute text of the `<style>` start tag
 * @param text the element's text (normalised as the browser hashes it)
 * @param stylesheets built stylesheet texts by URL path
 */
export function isBuiltStylesheet(attributes: string, text: string, stylesheets: ReadonlyMap<string, string>): boolean {
  const match = DATA_HREF.exec(attributes);
  const hrefs = (match?.[1] ?? match?.[2] ?? '').split(/\s+/).filter(Boolean);
  if (hrefs.length === 0) return false;
  let joined = '';
  for (const href of hrefs) {
    // `?dpl=<deployment id>` (Next's asset query) names the same file.
    const css = stylesheets.get(href.replace(/[?#].*$/, ''));
    if (css === undefined) return false;
    joined += normalise(css);
  }
  return joined === text;
}

/**
 * The CSP hashes of an HTML document's trusted inline scripts and styles (see the file header).
 * @param html the document as sent (decoded to text)
 * @param trusted the site's static inline scripts and styles
 * @returns de-duplicated `'sha256-…'` sources, in document order, plus the untrusted ones
 */
export function scanInline(html: string, trusted: TrustedInline): InlineScan {
  const trustedScripts = new Set(trusted.scripts.map(normalise));
  const trustedStyles = new Set(trusted.styles.map(normalise));
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const untrustedScripts = new Set<string>();
  const untrustedStyles = new Set<string>();
  const untrustedExcerpts: Record<string, string> = {};
  const sort = (trustedElement: boolean, text: string, into: Set<string>, untrusted: Set<string>) => {
    const hash = cspHash(text);
    if (trustedElement) into.add(hash);
    else {
      untrusted.add(hash);
      untrustedExcerpts[hash] = text.slice(0, UNTRUSTED_EXCERPT_LENGTH);
    }
  };
  for (const element of inlineElements(html)) {
    const text = normalise(element.text);
    if (element.tag === 'style') {
      const builtStylesheet = trusted.stylesheets !== undefined && isBuiltStylesheet(element.attributes, text, trusted.stylesheets);
      sort(trustedStyles.has(text) || builtStylesheet, text, styles, untrustedStyles);
    } else if (text.trim() !== '' && isExecutableScript(element.attributes)) {
      const trustedScript =
        trustedScripts.has(text) || isNextFlightScript(text) || isReactInstructionScript(text, trusted.reactRuntime ?? []);
      sort(trustedScript, text, scripts, untrustedScripts);
    }
  }
  return {
    scripts: [...scripts],
    styles: [...styles],
    untrustedScripts: [...untrustedScripts],
    untrustedStyles: [...untrustedStyles],
    untrustedExcerpts,
  };
}
