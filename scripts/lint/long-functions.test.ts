/**
 * Guard for issue 26 §5: no new function over LINE_LIMIT lines outside tests. The allowlist names
 * the long functions that stay — data (literal tables, schema fields, seed content) and the
 * folders another change is moving — each with its length today, which it may not outgrow.
 */
import { describe, expect, it } from 'vitest';
import { LINE_LIMIT, type LongFunction, longFunctions, longFunctionsIn } from './long-functions.ts';

/**
 * `file-basename name` → the most lines it may have (the basename, so a moved file keeps its entry).
 * Shrink or remove an entry when its function gets shorter.
 */
const ALLOWED: Record<string, { lines: number; why: string }> = {
  'testEngine.ts questionFields': { lines: 108, why: 'data: the Studio field definitions shared by questions and sub-questions' },
};

const keyOf = (f: LongFunction) => `${f.file.split('/').at(-1)} ${f.name}`;
let scanned: LongFunction[] | undefined;
const scan = () => (scanned ??= longFunctions());

describe('long functions', () => {
  it(`finds a function over ${LINE_LIMIT} lines, and only over it`, () => {
    const body = (n: number) => Array.from({ length: n - 2 }, (_, i) => `  const v${i} = ${i};`).join('\n');
    const text = `export function long() {\n${body(LINE_LIMIT + 1)}\n}\nconst short = () => {\n${body(LINE_LIMIT)}\n};\n`;
    expect(longFunctionsIn('probe.ts', text)).toEqual([{ file: 'probe.ts', name: 'long', line: 1, lines: LINE_LIMIT + 1 }]);
    const component = `export const View = memo(function View() {\n${body(LINE_LIMIT + 1)}\n});\n`;
    expect(longFunctionsIn('probe.tsx', component).map((f) => f.name)).toEqual(['View']);
  });

  it('has no function over the limit outside the allowlist, and none outgrows its entry', () => {
    const found = scan();
    const offenders = found
      .filter((f) => {
        const entry = ALLOWED[keyOf(f)];
        return !entry || f.lines > entry.lines;
      })
      .map((f) => `${f.file}:${f.line} ${f.name} (${f.lines} lines)`);
    expect(offenders, 'split these into well-named parts (or, if pure data, add them to ALLOWED with why)').toEqual([]);
  });

  it('lists no allowlisted function that is gone or already short', () => {
    const found = new Set(scan().map(keyOf));
    expect(Object.keys(ALLOWED).filter((key) => !found.has(key))).toEqual([]);
  });
});
