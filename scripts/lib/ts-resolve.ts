/**
 * Lets a Node script (native type stripping) import the workspace's TypeScript source the way the
 * bundler and vitest do: extensionless relative imports (`./scoring` → `./scoring.ts`, or
 * `./x/index.ts`), the web app's `@/…` alias (→ web/src/…), the `@typeatlas/schemas/…` package
 * exports, package subpaths without an extension (`next/server` → `next/server.js`), and
 * `server-only` (a no-op outside React Server Components, as in vitest).
 *
 * Register it first, then load the modules with `import()`: static imports are resolved before any
 * module runs.
 *
 *   import { registerWorkspaceResolution } from './lib/ts-resolve.ts';
 *   registerWorkspaceResolution();
 *   const engine = await import('../schemas/src/engine/index.ts');
 */
import { existsSync } from 'node:fs';
import { registerHooks } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SCHEMA_EXPORTS: Record<string, string> = {
  '@typeatlas/schemas/engine': 'schemas/src/engine/index.ts',
  '@typeatlas/schemas/families': 'schemas/src/families.ts',
  '@typeatlas/schemas/rules': 'schemas/src/rules.ts',
};

/** The file a path without extension stands for: `.ts`, `.tsx`, then `index.ts`; undefined if none. */
function withExtension(path: string): string | undefined {
  for (const candidate of [path, `${path}.ts`, `${path}.tsx`, `${path}/index.ts`]) {
    if (existsSync(candidate) && !candidate.endsWith('/') && (candidate !== path || /\.(m?[jt]sx?|json)$/.test(path))) return candidate;
  }
  return undefined;
}

let registered = false;

/** Registers the resolution hooks once per process (idempotent). */
export function registerWorkspaceResolution(): void {
  if (registered) return;
  registered = true;
  registerHooks({
    resolve(specifier, context, nextResolve) {
      if (specifier === 'server-only') return { url: pathToFileURL(`${ROOT}scripts/test-support/server-only.ts`).href, shortCircuit: true };
      const exported = SCHEMA_EXPORTS[specifier];
      if (exported) return { url: pathToFileURL(`${ROOT}${exported}`).href, shortCircuit: true };
      if (specifier.startsWith('@/')) {
        const file = withExtension(`${ROOT}web/src/${specifier.slice(2)}`);
        if (file) return { url: pathToFileURL(file).href, shortCircuit: true };
      }
      if ((specifier.startsWith('./') || specifier.startsWith('../')) && context.parentURL?.startsWith('file:')) {
        const file = withExtension(fileURLToPath(new URL(specifier, context.parentURL)));
        if (file) return { url: pathToFileURL(file).href, shortCircuit: true };
      }
      try {
        return nextResolve(specifier, context);
      } catch (error) {
        // A package subpath without its extension (`next/server`), as bundlers allow.
        if ((error as { code?: string }).code === 'ERR_MODULE_NOT_FOUND' && !specifier.startsWith('.') && !/\.[cm]?js$/.test(specifier)) {
          return nextResolve(`${specifier}.js`, context);
        }
        throw error;
      }
    },
  });
}
