/**
 * Every rate limit is declared in a route's contract (route.ts `limits`) and documented: the limits
 * the route files under app/api declare are exactly the rows of the table in docs/accounts.md
 * "Rate limits" (what, how many per window, counted per), and no handler counts a limit of its own
 * past the contract (only server/limits.ts calls the Firestore counters).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { RateLimitRule } from './limits';
import { contractOf } from './route';

const WEB_SRC = fileURLToPath(new URL('..', import.meta.url));
const DOCS = fileURLToPath(new URL('../../../docs/accounts.md', import.meta.url));
const HTTP_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

/** A limit as the docs table states it. */
interface DocumentedLimit {
  what: string;
  max: number;
  windowSeconds: number;
  per: string;
}

/** The declared limits of every route file under app/api: `METHOD /api/path name` → rule. */
async function declaredLimits(): Promise<Map<string, RateLimitRule>> {
  const apiDir = join(WEB_SRC, 'app', 'api');
  const files = readdirSync(apiDir, { recursive: true, encoding: 'utf8' }).filter((file) => /(^|[\\/])route\.ts$/.test(file));
  const limits = new Map<string, RateLimitRule>();
  for (const file of files.sort()) {
    const exports = (await import(/* @vite-ignore */ pathToFileURL(join(apiDir, file)).href)) as Record<string, unknown>;
    for (const method of HTTP_METHODS) {
      for (const [name, rule] of Object.entries(contractOf(exports[method])?.limits ?? {}))
        limits.set(`${method} /api/${file.replace(/[\\/]?route\.ts$/, '')} ${name}`, rule);
    }
  }
  return limits;
}

/** The rows of docs/accounts.md "Rate limits": `| what | 10 / 15 min | counted per … |`. */
function documentedLimits(markdown: string): DocumentedLimit[] {
  const section = markdown.slice(markdown.indexOf('**Rate limits**'));
  const table = section.slice(0, section.indexOf('\n\n', section.indexOf('| what |')));
  const units: Record<string, number> = { min: 60, hour: 3600 };
  return table
    .split('\n')
    .filter((line) => /^\s*\|/.test(line) && !/^\s*\|\s*(what|---)/.test(line))
    .map((line) => {
      const [what = '', limit = '', per = ''] = line
        .split('|')
        .slice(1)
        .map((cell) => cell.trim());
      const match = /^(\d+) \/ (?:(\d+) )?(min|hour)$/.exec(limit);
      if (!match) throw new Error(`docs/accounts.md: unreadable limit "${limit}" in "${line.trim()}"`);
      return { what: what.replace(/^"|"$/g, ''), max: Number(match[1]), windowSeconds: Number(match[2] ?? 1) * units[match[3]!]!, per };
    });
}

/** The docs' "counted per" cell names the rule's scope first (then an explanation). */
const perMatches = (cell: string, scope: string) =>
  cell === scope || (cell.startsWith(scope) && /^[\s,:(—]/.test(cell.slice(scope.length)));

const DECLARED = await declaredLimits();

describe('rate limits: contracts and docs/accounts.md agree', () => {
  const documented = documentedLimits(readFileSync(DOCS, 'utf8'));
  const rules = [...new Set(DECLARED.values())];

  it('finds the declared limits and the table (guards against an empty comparison)', () => {
    expect(rules.length).toBeGreaterThanOrEqual(8);
    expect(documented.length).toBeGreaterThanOrEqual(8);
  });

  it.each([...DECLARED.entries()])('%s is a row of the table (what, max / window, per)', (_where, rule) => {
    const row = documented.find((entry) => entry.what === rule.what.replace(/^"|"$/g, ''));
    expect(row, `docs/accounts.md has no row "${rule.what}"`).toBeDefined();
    expect({ max: row!.max, windowSeconds: row!.windowSeconds }).toEqual({ max: rule.max, windowSeconds: rule.windowSeconds });
    expect(perMatches(row!.per, rule.per), `"${row!.per}" is counted per ${rule.per}`).toBe(true);
  });

  it('every row of the table is declared by a route', () => {
    const declared = new Set(rules.map((rule) => rule.what.replace(/^"|"$/g, '')));
    expect(documented.map((row) => row.what).filter((what) => !declared.has(what))).toEqual([]);
  });

  it('no two limits share a counter (key prefix and scope)', () => {
    const counters = rules.map((rule) => `${rule.key} per ${rule.per}`);
    expect(counters.length).toBe(new Set(counters).size);
  });

  it('only server/limits.ts counts: no route or handler calls the Firestore counters itself', () => {
    const sources = readdirSync(WEB_SRC, { recursive: true, encoding: 'utf8' }).filter(
      (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$|__tests__/.test(file),
    );
    const counting = sources.filter((file) => /\b(recordHit|isRateLimited)\s*\(/.test(readFileSync(join(WEB_SRC, file), 'utf8')));
    expect(counting.map((file) => file.split(/[\\/]/).join('/')).sort()).toEqual([
      'server/limits.ts',
      'server/repositories/rate-limits.ts',
    ]);
  });
});
