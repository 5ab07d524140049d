/**
 * The Content-Type of a Node response about to be sent, for the layers of web/server.ts and
 * web/server-security.ts that wrap `res.writeHead` (one copy, imported by both by relative path, so
 * scripts/standalone.ts copies it with them). Pure: Node types only.
 */
import type { ServerResponse } from 'node:http';

/**
 * The Content-Type about to be sent: from `writeHead`'s headers argument (an object or a flat
 * `[name, value, …]` array; names in any case), else what `setHeader` set.
 * @param res the response; @param rest `writeHead`'s arguments after the status code (reason phrase, headers)
 * @returns the header's value as a string, '' when none is set
 */
export function contentTypeOf(res: Pick<ServerResponse, 'getHeader'>, rest: unknown[]): string {
  for (const arg of rest) {
    if (Array.isArray(arg)) {
      for (let i = 0; i < arg.length; i += 2) if (String(arg[i]).toLowerCase() === 'content-type') return String(arg[i + 1]);
    } else if (arg && typeof arg === 'object') {
      for (const [name, value] of Object.entries(arg)) if (name.toLowerCase() === 'content-type') return String(value);
    }
  }
  return String(res.getHeader('content-type') ?? '');
}
