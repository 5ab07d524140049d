/**
 * The studio schema, extracted and validated in one plain Node process (issue 22: one Sanity start
 * instead of two). Replaces `sanity schema extract` and `sanity schema validate` for this studio.
 *
 *   node schema-check.ts [--out <schema.json>] [--level error|warning] [--typegen]
 *
 * - Builds the workspace schema as the studio does: `createSchema` (sanity) over `schemaTypes` of
 *   `@typeatlas/schemas` — the `schema.types` of sanity.config.ts; its plugins (structure,
 *   presentation, vision) and Sanity's default plugins add no schema types
 *   (`studio/schema-check.test.ts` checks that against the config itself).
 * - `--out`: writes `extractSchema(schema)` (@sanity/schema/_internal, the function the CLI's
 *   extract worker calls) as `JSON.stringify(…, null, 2)` plus a newline, the CLI's exact bytes.
 *   Nothing is written when the schema has errors (the CLI fails then too).
 * - Prints "Errors: N errors" and "Warnings: N warnings" and every problem (type path, message);
 *   exit 1 when there is an error, or a warning with `--level warning` (the CLI's `--level`);
 *   exit 2 on bad arguments.
 * - `--typegen` (with `--out` at typegen-config.ts's `schema`): then TypeGen over the schema just
 *   written — `runTypegenGenerate` of @sanity/codegen, resolved through the installed Sanity CLI (the
 *   code `sanity typegen generate` runs), with the studio's typegen-config.ts: the same bytes as the
 *   CLI (checked, issue 22 stop 37), in ~4.5 CPU-s instead of the CLI's ~8 and the ~2.3 of the
 *   telemetry-flush process it starts on exit. Unlike the CLI, which only warns, a query file TypeGen
 *   cannot read, or no query at all, fails the run (exit 1): queries would lose their result types.
 *
 * Why not the CLI: each `sanity schema …` start boots the CLI, a Vite server and jsdom and runs the
 * whole `sanity` package through Vite (~50 CPU-seconds, ~100 s beside the other checks); this
 * process imports the packages natively (~6 CPU-seconds). TypeScript source of the shared package
 * runs through Node's type stripping; its extensionless relative imports (`./documents/article`)
 * resolve with the small hook below, as Vite and vitest resolve them.
 */
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { createRequire, registerHooks } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import type { SchemaValidationProblemGroup, SchemaValidationProblemPath } from 'sanity';
import { TYPEGEN_CONFIG } from './typegen-config.ts';

/** One problem group's type path as the CLI prints it, e.g. `document:post > field:title`. */
function formatPath(path: SchemaValidationProblemPath): string {
  return path.map((segment) => (segment.kind === 'type' ? `${segment.type}:${segment.name || '<anonymous>'}` : segment.name)).join(' > ');
}

/** The problems of a validation, counted and listed; `failed` per the level. */
export function summarize(
  groups: SchemaValidationProblemGroup[],
  level: 'error' | 'warning',
): { lines: string[]; failed: boolean; errors: number } {
  const problems = groups.flatMap((group) => group.problems.map((problem) => ({ ...problem, path: group.path })));
  const errors = problems.filter((problem) => problem.severity === 'error').length;
  const warnings = problems.filter((problem) => problem.severity === 'warning').length;
  const lines = [`Errors:   ${errors} error${errors === 1 ? '' : 's'}`, `Warnings: ${warnings} warning${warnings === 1 ? '' : 's'}`];
  for (const problem of problems) {
    if (level === 'error' && problem.severity !== 'error') continue;
    lines.push(`  [${problem.severity}] ${formatPath(problem.path)}: ${problem.message}${problem.helpId ? ` (${problem.helpId})` : ''}`);
  }
  return { lines, failed: errors > 0 || (level === 'warning' && warnings > 0), errors };
}

/** Extensionless relative imports inside schemas/src/ → `<path>.ts` or `<path>/index.ts`. */
function resolveSchemaSources(): void {
  registerHooks({
    resolve(specifier, context, nextResolve) {
      if (/^\.\.?\//.test(specifier) && context.parentURL?.startsWith('file:') && context.parentURL.includes('/schemas/src/')) {
        const base = fileURLToPath(new URL(specifier, context.parentURL));
        const file = [`${base}.ts`, `${base}/index.ts`].find((candidate) => !/\.[cm]?[jt]sx?$/.test(base) && existsSync(candidate));
        if (file) return { url: pathToFileURL(file).href, shortCircuit: true };
      }
      return nextResolve(specifier, context);
    },
  });
}

/** What a TypeGen run reports (a subset of @sanity/codegen's `runTypegenGenerate` result). */
export interface TypegenResult {
  queriesCount: number;
  queryFilesCount: number;
  schemaTypesCount: number;
  filesWithErrors: number;
}

/**
 * Runs Sanity TypeGen as `sanity typegen generate` does: `runTypegenGenerate` of the @sanity/codegen
 * that the studio's Sanity CLI depends on (sanity → @sanity/cli → @sanity/codegen, so always the
 * CLI's own version), which parses the query files in a worker thread and writes `generates`.
 * @param config TypeGen settings (default: typegen-config.ts): `schema` and `generates` relative to
 *   `workDir`, `path` (a glob) relative to the current directory, as in the CLI (main() runs in studio/)
 * @param workDir the folder `schema` and `generates` are relative to (default: studio/)
 * @returns the counts TypeGen reports; `filesWithErrors` > 0 means some query file was skipped
 * @throws when TypeGen fails (unreadable schema, unwritable output)
 */
export async function generateTypes(
  config: typeof TYPEGEN_CONFIG = TYPEGEN_CONFIG,
  workDir: string = import.meta.dirname,
): Promise<TypegenResult> {
  const fromStudio = createRequire(resolve(import.meta.dirname, 'package.json'));
  const fromCli = createRequire(createRequire(fromStudio.resolve('sanity/package.json')).resolve('@sanity/cli/package.json'));
  const codegen = (await import(pathToFileURL(fromCli.resolve('@sanity/codegen')).href)) as {
    runTypegenGenerate(options: { config: typeof TYPEGEN_CONFIG; workDir: string }): Promise<TypegenResult>;
  };
  return codegen.runTypegenGenerate({ config, workDir });
}

async function main(): Promise<number> {
  let values: { out?: string; level?: string; typegen?: boolean };
  try {
    ({ values } = parseArgs({
      options: { out: { type: 'string' }, level: { type: 'string', default: 'error' }, typegen: { type: 'boolean', default: false } },
    }));
  } catch (error) {
    console.error(`${(error as Error).message}\nusage: node schema-check.ts [--out <schema.json>] [--level error|warning] [--typegen]`);
    return 2;
  }
  const level = values.level;
  if (level !== 'error' && level !== 'warning') {
    console.error(`--level must be error or warning, not ${JSON.stringify(level)}`);
    return 2;
  }
  const typegenSchema = resolve(import.meta.dirname, TYPEGEN_CONFIG.schema);
  if (values.typegen && (!values.out || resolve(values.out) !== typegenSchema)) {
    console.error(`--typegen reads the schema that --out writes: pass --out ${typegenSchema} (typegen-config.ts)`);
    return 2;
  }
  resolveSchemaSources();
  const { createSchema } = await import('sanity');
  const { extractSchema } = await import('@sanity/schema/_internal');
  const { schemaTypes } = await import('@typeatlas/schemas');
  const schema = createSchema({ name: 'default', types: schemaTypes });
  const { lines, failed, errors } = summarize(schema._validation ?? [], level);
  console.log(lines.join('\n'));
  if (values.out && errors === 0) {
    const outputPath = resolve(values.out);
    await mkdir(dirname(outputPath), { recursive: true });
    await writeFile(outputPath, `${JSON.stringify(extractSchema(schema), null, 2)}\n`);
    console.log(`Extracted schema to ${outputPath}`);
  }
  if (failed) console.error(`Schema validation failed (level ${level}): ${errors > 0 ? 'errors' : 'warnings'} above.`);
  if (failed || !values.typegen) return failed ? 1 : 0;
  // TypeGen globs the query files from the current directory (as `sanity typegen generate` in studio/).
  process.chdir(import.meta.dirname);
  const types = await generateTypes();
  console.log(
    `Generated types to ${resolve(import.meta.dirname, TYPEGEN_CONFIG.generates)}: ${types.schemaTypesCount} schema types, ${types.queriesCount} queries in ${types.queryFilesCount} file(s)`,
  );
  if (types.queriesCount === 0) {
    console.error(`TypeGen found no query under ${TYPEGEN_CONFIG.path}: the site's queries would have no result types.`);
    return 1;
  }
  if (types.filesWithErrors === 0) return 0;
  console.error(
    `TypeGen could not read ${types.filesWithErrors} query file(s) under ${TYPEGEN_CONFIG.path}: their queries have no result types.`,
  );
  return 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exitCode = await main();
