/**
 * Lists every function body over a line limit (issue 26 §5): function declarations and
 * expressions, arrow functions, methods, accessors and constructors in tracked TypeScript outside
 * tests. Run `pnpm exec tsx scripts/lint/long-functions.ts [limit]`; long-functions.test.ts guards it.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export const ROOT = path.resolve(import.meta.dirname, '..', '..');
/** Issue 26 §5: functions over this many lines are split unless they are data. */
export const LINE_LIMIT = 100;

export interface LongFunction {
  /** Repository-relative path, forward slashes. */
  file: string;
  /** Best readable name: declared name, the variable or property it is assigned to, or `<anonymous>`. */
  name: string;
  /** 1-based line where the function starts. */
  line: number;
  /** Lines from the function's first to its last line, both included. */
  lines: number;
}

const SOURCE = /\.(ts|tsx|mts|cts)$/;
const TEST = /(\.test\.tsx?|\.spec\.tsx?|\.d\.ts)$|(^|\/)__tests__\//;

/** Tracked TypeScript files that are not tests, specs, test helpers (`__tests__/`) or declaration files. */
export function sourceFiles(root = ROOT): string[] {
  const out = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' });
  return out
    .split('\0')
    .filter((file) => SOURCE.test(file) && !TEST.test(file))
    .sort();
}

function nameOf(node: ts.Node): string {
  const named = node as { name?: ts.Node };
  if (named.name && (ts.isIdentifier(named.name) || ts.isPrivateIdentifier(named.name) || ts.isStringLiteral(named.name))) {
    return named.name.text;
  }
  if (ts.isConstructorDeclaration(node)) return 'constructor';
  let parent = node.parent;
  while (parent && (ts.isParenthesizedExpression(parent) || ts.isAsExpression(parent) || ts.isSatisfiesExpression(parent)))
    parent = parent.parent;
  // A callback passed to a wrapper (`memo(function …)`, `route(…, async () => …)`): name it after the wrapper's target.
  if (parent && ts.isCallExpression(parent)) {
    const callee = parent.expression.getText();
    const target: string = nameOf(parent);
    return target === '<anonymous>' ? `${callee}(…)` : `${target} ${callee}(…)`;
  }
  if (parent && (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent))) {
    if (ts.isIdentifier(parent.name) || ts.isStringLiteral(parent.name)) return parent.name.text;
  }
  if (parent && ts.isExportAssignment(parent)) return 'default export';
  return '<anonymous>';
}

/** Every function in `text` longer than `limit` lines. */
export function longFunctionsIn(file: string, text: string, limit = LINE_LIMIT): LongFunction[] {
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const found: LongFunction[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionLike(node) && (node as ts.FunctionLikeDeclaration).body) {
      const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      const lines = end - start + 1;
      if (lines > limit) found.push({ file, name: nameOf(node), line: start + 1, lines });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Every function over `limit` lines in the tracked non-test TypeScript, longest first. */
export function longFunctions(root = ROOT, limit = LINE_LIMIT): LongFunction[] {
  return sourceFiles(root)
    .flatMap((file) => longFunctionsIn(file, readFileSync(path.join(root, file), 'utf8'), limit))
    .sort((a, b) => b.lines - a.lines || a.file.localeCompare(b.file));
}

if (process.argv[1] && import.meta.filename === path.resolve(process.argv[1])) {
  const limit = Number(process.argv[2] ?? LINE_LIMIT);
  const found = longFunctions(ROOT, limit);
  for (const f of found) console.log(`${String(f.lines).padStart(4)}  ${f.file}:${f.line}  ${f.name}`);
  console.log(`${found.length} functions over ${limit} lines`);
}
