import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '../..');

/** The file a module specifier names ('@/…' or relative), or null for a package. */
function resolveLocal(specifier: string, from: string): string | null {
  const base = specifier.startsWith('@/')
    ? path.join(SRC, specifier.slice(2))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(from), specifier)
      : null;
  if (base === null) return null;
  const file = ['.ts', '.tsx', '/index.ts', '']
    .map((ending) => base + ending)
    .find((candidate) => existsSync(candidate) && candidate !== base);
  return file ?? base;
}

/**
 * Every package a module loads with static (value) imports and re-exports, following the project's
 * own modules; `import type` and dynamic `import()` are not followed.
 */
function staticPackages(entry: string): Set<string> {
  const packages = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/^(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?'([^']+)'/gm)) {
      const specifier = match[1]!;
      const local = resolveLocal(specifier, file);
      if (local === null) packages.add(specifier);
      else visit(local);
    }
  };
  visit(entry);
  return packages;
}

describe('the campaign tracker after load (issue 25)', () => {
  // A first visit has no experiments or first_visit cookie to parse: the tracker's chunk must not
  // bring zod (73 KB raw, ~140 ms of evaluation at 4× CPU) — the parsers are imported on demand.
  it('loads no zod with its static imports; the cookie parsers that need zod are imported on demand', () => {
    const tracker = path.join(SRC, 'features/campaign/tracker.ts');
    const packages = [...staticPackages(tracker)];
    expect(packages.filter((name) => name.startsWith('zod'))).toEqual([]);
    expect([...staticPackages(path.join(SRC, 'features/campaign/first-visit-parse.ts'))]).toContain('zod/mini');
    const text = readFileSync(tracker, 'utf8');
    expect(text).toContain("import('./experiments')");
    expect(text).toContain("import('./first-visit-parse')");
  });
});
