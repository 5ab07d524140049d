/**
 * Completes web/.next/standalone after `next build` so the folder is deployable on its own and runs
 * our production server exactly as the Docker image does.
 * Design notes: docs/caching-and-scale-out.md "Notes from the source files".
 */
import { cpSync, existsSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const WEB = join(ROOT, 'web');

/** The source without `import type …` / `export type … from` statements (erased when Node strips types). */
function withoutTypeImports(source: string): string {
  return source.replace(/^\s*(?:import|export)\s+type\b[^;]*;/gm, '');
}

/** Import specifiers of a source: `import … from '…'`, `export … from '…'`, `import '…'`, `import('…')`. */
function specifiers(source: string): string[] {
  const pattern =
    /^\s*(?:import|export)\s[^;'"]*?\bfrom\s*['"]([^'"]+)['"]|^\s*import\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/gm;
  return [...withoutTypeImports(source).matchAll(pattern)].flatMap((match) =>
    [match[1] ?? match[2] ?? match[3]].filter((specifier): specifier is string => specifier !== undefined),
  );
}

/** The modules a TypeScript/JavaScript source imports by relative path (static and dynamic imports). */
export function relativeImports(source: string): string[] {
  return [...new Set(specifiers(source).filter((specifier) => specifier.startsWith('./') || specifier.startsWith('../')))];
}

/** The package names a source imports (bare specifiers, `node:` builtins excluded). */
export function packageImports(source: string): string[] {
  const found = new Set<string>();
  for (const specifier of specifiers(source)) {
    if (specifier.startsWith('node:') || specifier.startsWith('.') || specifier.startsWith('/')) continue;
    const parts = specifier.split('/');
    found.add(specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier));
  }
  return [...found];
}

/** Every file reachable from `entry` through relative imports, as paths relative to `baseDir`. */
export function importClosure(entry: string, baseDir: string): { files: string[]; packages: string[] } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const source = readFileSync(file, 'utf8');
    for (const name of packageImports(source)) packages.add(name);
    for (const specifier of relativeImports(source)) visit(resolve(dirname(file), specifier));
  };
  visit(resolve(entry));
  return { files: [...files].map((file) => relative(baseDir, file)), packages: [...packages] };
}

function main(): void {
  const standaloneWeb = join(WEB, '.next', 'standalone', 'web');
  const requiredFiles = join(standaloneWeb, '.next', 'required-server-files.json');
  if (!existsSync(requiredFiles)) {
    console.error(
      `No standalone output at ${standaloneWeb}: run \`pnpm --filter web run build\` (next.config.ts has output: 'standalone').`,
    );
    process.exit(1);
  }
  const { files, packages } = importClosure(join(WEB, 'server.ts'), WEB);
  for (const file of files) cpSync(join(WEB, file), join(standaloneWeb, file));
  const requireFromStandalone = createRequire(join(standaloneWeb, 'server.ts'));
  const missing = packages.filter((name) => {
    try {
      requireFromStandalone.resolve(`${name}/package.json`);
      return false;
    } catch {
      return true;
    }
  });
  if (missing.length > 0) {
    console.error(`The standalone output lacks packages server.ts needs: ${missing.join(', ')}.`);
    process.exit(1);
  }
  rmSync(join(standaloneWeb, 'server.js'), { force: true });
  cpSync(join(WEB, 'public'), join(standaloneWeb, 'public'), { recursive: true });
  cpSync(join(WEB, '.next', 'static'), join(standaloneWeb, '.next', 'static'), { recursive: true });

  // Next writes the cache handler's path relative to .next; make sure the file is there.
  const { config } = JSON.parse(readFileSync(requiredFiles, 'utf8')) as { config: { cacheHandler?: string } };
  if (config.cacheHandler && !existsSync(resolve(standaloneWeb, '.next', config.cacheHandler))) {
    console.error(`The standalone output lacks the cache handler ${config.cacheHandler}.`);
    process.exit(1);
  }
  console.log(`Standalone output ready: ${relative(ROOT, standaloneWeb)} (node server.ts; ${files.length} server modules copied).`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
