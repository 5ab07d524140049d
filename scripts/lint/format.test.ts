/**
 * Prettier is the formatter (issue 26 §5) and `pnpm lint` runs `prettier --check .` after ESLint.
 * This test keeps the check meaningful: every tracked code file (ts, tsx, mts, js, mjs, cjs, css) is
 * one Prettier formats — none hides behind `.prettierignore` or an unknown parser — and a file
 * written against the house style is reported, so a widened ignore list or a dropped config fails
 * here instead of silently skipping code.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import * as prettier from 'prettier';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const CODE = /\.(ts|tsx|mts|js|mjs|cjs|css)$/;
/** Tracked code that a tool rewrites in its own style on every run (next build writes next-env.d.ts). */
const GENERATED = new Set(['web/next-env.d.ts']);

function trackedCodeFiles(): string[] {
  const out = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' });
  return out.split('\0').filter((file) => CODE.test(file) && !GENERATED.has(file));
}

describe('formatter', () => {
  it('covers every tracked code file (none ignored, every one has a parser)', async () => {
    const files = trackedCodeFiles();
    expect(files.length).toBeGreaterThan(500);
    const skipped: string[] = [];
    for (const file of files) {
      const info = await prettier.getFileInfo(path.join(ROOT, file), { ignorePath: path.join(ROOT, '.prettierignore') });
      if (info.ignored || !info.inferredParser) skipped.push(file);
    }
    expect(skipped).toEqual([]);
  });

  it('reports code written against the house style', async () => {
    const config = await prettier.resolveConfig(path.join(ROOT, 'web/src/lib/routes.ts'));
    expect(config).toMatchObject({ singleQuote: true, printWidth: 140 });
    const source = 'export const a = {b: "c"}\n';
    expect(await prettier.check(source, { ...config, filepath: 'x.ts' })).toBe(false);
    expect(await prettier.check(await prettier.format(source, { ...config, filepath: 'x.ts' }), { ...config, filepath: 'x.ts' })).toBe(
      true,
    );
  });
});
