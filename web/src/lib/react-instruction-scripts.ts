/**
 * React's streaming instruction scripts, recognised exactly so the CSP may hash them.
 * Design notes: docs/security.md "Notes from the source files".
 */

/** Where a runtime definition literal starts inside React's minified server build. */
const RUNTIME_LITERAL_START = /(["'])(?=\$R[A-Z]=|requestAnimationFrame\(function\(\)\{\$RT=)/g;

/** A call at the end of a runtime literal (`…;$RC("`): the call's arguments follow at run time. */
const TRAILING_CALL = /\$R[A-Z]\("$/;

/**
 * Reads one JavaScript string literal of a source text.
 * @param source the source text
 * @param start index of the opening quote (`"` or `'`)
 * @returns the literal's value and the index after its closing quote, or null when it is not a
 *   plain one-line literal (an unknown escape, a line break or no closing quote)
 */
function readStringLiteral(source: string, start: number): { value: string; end: number } | null {
  const quote = source[start];
  let value = '';
  for (let index = start + 1; index < source.length; index += 1) {
    const char = source[index]!;
    if (char === quote) return { value, end: index + 1 };
    if (char === '\n' || char === '\r') return null;
    if (char !== '\\') {
      value += char;
      continue;
    }
    const next = source[index + 1];
    index += 1;
    if (next === undefined) return null;
    if (next === 'x' || next === 'u') {
      const length = next === 'x' ? 2 : 4;
      const hex = source.slice(index + 1, index + 1 + length);
      if (!/^[0-9a-fA-F]+$/.test(hex) || hex.length !== length) return null;
      value += String.fromCharCode(Number.parseInt(hex, 16));
      index += length;
    } else {
      const simple: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f', v: '\v', '0': '\0' };
      value += simple[next] ?? next;
    }
  }
  return null;
}

/**
 * The runtime definitions React's server renderer writes into instruction scripts, found in the
 * source text of React DOM's server build (or a bundle containing it, e.g. Next's
 * `dist/compiled/next-server/app-page*.runtime.prod.js`).
 * @param sources source texts to scan
 * @returns de-duplicated definitions, longest first (a literal that ends in a call such as
 *   `…;$RX("` contributes its definition part only)
 */
export function reactRuntimeDefinitions(sources: readonly string[]): string[] {
  const found = new Set<string>();
  for (const source of sources) {
    for (const match of source.matchAll(RUNTIME_LITERAL_START)) {
      const literal = readStringLiteral(source, match.index);
      if (!literal) continue;
      const definition = literal.value.replace(TRAILING_CALL, '');
      if (definition.length > 0) found.add(definition);
    }
  }
  return [...found].sort((a, b) => b.length - a.length);
}

/** Parses an instruction argument list from `index` (after the `(`); returns the index after `)` or -1. */
function skipArguments(text: string, index: number): number {
  let position = index;
  const value = (): boolean => {
    if (text.startsWith('null', position)) {
      position += 4;
      return true;
    }
    if (text[position] === '"') {
      for (position += 1; position < text.length; position += 1) {
        const char = text[position];
        if (char === '\\') position += 1;
        else if (char === '"') {
          position += 1;
          return true;
        } else if (char === '\n' || char === '\r' || char === '<') return false;
      }
      return false;
    }
    if (text[position] === '[') {
      position += 1;
      if (text[position] === ']') {
        position += 1;
        return true;
      }
      for (;;) {
        if (!value()) return false;
        if (text[position] === ',') position += 1;
        else if (text[position] === ']') {
          position += 1;
          return true;
        } else return false;
      }
    }
    return false;
  };
  if (text[position] === ')') return position + 1;
  for (;;) {
    if (!value()) return -1;
    if (text[position] === ',') position += 1;
    else if (text[position] === ')') return position + 1;
    else return -1;
  }
}

/**
 * Whether an inline script is one of React's streaming instruction scripts (see the file header).
 * @param text the script element's text
 * @param definitions the runtime definitions of {@link reactRuntimeDefinitions}; empty → never
 * @returns true when the text is runtime definitions and/or one instruction call with data arguments
 */
export function isReactInstructionScript(text: string, definitions: readonly string[]): boolean {
  if (definitions.length === 0) return false;
  let rest = text;
  let stripped = false;
  for (let progress = true; progress;) {
    progress = false;
    for (const definition of definitions) {
      if (rest.startsWith(definition)) {
        rest = rest.slice(definition.length);
        stripped = true;
        progress = true;
        break;
      }
    }
  }
  if (rest === '') return stripped;
  const call = /^\$R[CSXR]\(/.exec(rest);
  if (!call) return false;
  const end = skipArguments(rest, call[0].length);
  return end === rest.length;
}
