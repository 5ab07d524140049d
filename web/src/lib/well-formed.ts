/**
 * Well-formed Unicode text: a JavaScript string may hold a UTF-16 surrogate without its partner
 * (e.g. from the JSON escape "\ud800"), which no UTF-8 encoder accepts — Firestore refuses the
 * write, `encodeURIComponent` throws URIError (cookies, cache tags). Such text is refused at the
 * edges (request bodies, the webhook) instead of failing deep inside. Pure; no framework imports.
 */

/**
 * True when `value` holds no lone surrogate (a high surrogate not followed by a low one, or a low
 * surrogate not preceded by a high one): String.prototype.isWellFormed (ES2024, Node 20+).
 */
export function isWellFormedText(value: string): boolean {
  return value.isWellFormed();
}

/**
 * The path of the first string (value or key) in a JSON value that is not well-formed.
 * Iterative, so a deeply nested body cannot overflow the stack.
 * @returns e.g. `answers.q1` or `tags.2`, `_` for the top level, or null when all text is well-formed
 */
export function malformedTextPath(value: unknown): string | null {
  const pending: [unknown, string][] = [[value, '']];
  while (pending.length > 0) {
    const [current, path] = pending.pop()!;
    if (typeof current === 'string') {
      if (!isWellFormedText(current)) return path || '_';
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => pending.push([item, path ? `${path}.${index}` : String(index)]));
    } else if (current !== null && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        const at = path ? `${path}.${key}` : key;
        if (!isWellFormedText(key)) return at;
        pending.push([item, at]);
      }
    }
  }
  return null;
}
