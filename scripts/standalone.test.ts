import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { importClosure, packageImports, relativeImports } from './standalone.ts';

const SOURCE = `/**
 * Scripts from 'self' and import from './not-code.ts' in a comment are not imports.
 */
import { a } from './a.ts';
import type { T } from './types-only.ts';
import {
  b,
  type C,
} from '../lib/b.ts';
import './side-effect.ts';
export { d } from './d.ts';
import { z } from 'zod';
import { readFileSync } from 'node:fs';
import parse from 'next/dist/server/x.js';
import { client } from '@scope/pkg/sub';
const lazy = await import('./lazy.ts');
`;

describe('relativeImports / packageImports', () => {
  it('finds static, side-effect, re-export and dynamic relative imports, not type-only ones or comments', () => {
    expect(relativeImports(SOURCE).sort()).toEqual(['../lib/b.ts', './a.ts', './d.ts', './lazy.ts', './side-effect.ts']);
  });

  it('names packages by their root (scoped: two segments), without node: builtins', () => {
    expect(packageImports(SOURCE).sort()).toEqual(['@scope/pkg', 'next', 'zod']);
  });
});

describe('importClosure', () => {
  const dir = mkdtempSync(join(tmpdir(), 'typeatlas-closure-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('follows relative imports transitively, once each, and collects their packages', () => {
    mkdirSync(join(dir, 'src'));
    writeFileSync(join(dir, 'server.ts'), "import { x } from './src/x.ts';\nimport next from 'next';\n");
    writeFileSync(join(dir, 'src', 'x.ts'), "import { y } from './y.ts';\nimport { x as again } from './x.ts';\nexport const x = 1;\n");
    writeFileSync(join(dir, 'src', 'y.ts'), "import { z } from 'zod';\nexport const y = 2;\n");
    const { files, packages } = importClosure(join(dir, 'server.ts'), dir);
    expect(files.sort()).toEqual(['server.ts', 'src/x.ts', 'src/y.ts']);
    expect(packages.sort()).toEqual(['next', 'zod']);
  });
});
