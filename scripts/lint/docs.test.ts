/**
 * Keeps the documentation true to the tree (issue 26 §4): README.md stays short (≤ 250 lines), keeps
 * the two commands word for word (.ci/run runs the test command), links every file in docs/, and
 * every repository path README.md and docs/*.md mention exists. Checked paths: backticked words and
 * fenced-block words that start at a top-level folder or file (`web/…`, `scripts/…`, `.env.example`),
 * backticked words with a slash and a source extension (`server/x.ts` must then be written from the
 * root), bare file names with a source extension (some file in the tree must have that name) and
 * relative Markdown links. Placeholders (`{type}`, `<n>`, `…`, `*`) cut the path: the part before
 * them must exist; after `cd <folder> &&` words resolve from that folder. Generated, git-ignored
 * places (GENERATED) and URLs are not checked.
 */
import { existsSync, globSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
export const README_MAX_LINES = 250;

/** The README's two commands, as `scripts/start.standalone.test.ts` and `.ci/run` run them. */
export const README_COMMANDS = [
  './scripts/start.sh   # bootstrap, build and serve the site in embedded mode at http://localhost:3000',
  './scripts/test.sh    # bootstrap and run every check: lint, typecheck, vitest, schema, builds, e2e',
];

/** Places that exist only after a bootstrap, build or run (git-ignored); paths under them are not checked. */
const GENERATED = [
  '.data/',
  '.tools/',
  'node_modules/',
  'web/.next',
  'web/.env.local',
  'web/src/content/generated/',
  'web/public/characters/',
];
/** File extensions that make a backticked word a repository file. */
const SOURCE_EXT = /\.(ts|tsx|mts|mjs|js|cjs|json|ndjson|md|sh|yaml|yml|template|css|rules)$/;
const PLACEHOLDER = /[{<…*$]/;
const SKIP_DIRS = new Set(['node_modules', '.git', '.next', '.tools', '.data']);

function walk(dir: string, names: Set<string>): Set<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP_DIRS.has(entry.name) || entry.name.startsWith('.next')) continue;
    if (entry.isDirectory()) walk(path.join(dir, entry.name), names);
    else names.add(entry.name);
  }
  return names;
}

export interface PathProblem {
  file: string;
  line: number;
  path: string;
}

/**
 * The repository paths a Markdown text mentions that do not exist.
 * @param file the text's path relative to `root` (Markdown links resolve from its folder)
 * @param text the Markdown source
 * @param root the repository root; `topLevel` its entries, `basenames` every file name in the tree
 * @returns one problem per missing path and line (line numbers 1-based)
 */
export function missingPaths(
  file: string,
  text: string,
  root: string,
  topLevel: ReadonlySet<string>,
  basenames: ReadonlySet<string>,
): PathProblem[] {
  const problems: PathProblem[] = [];
  const exists = (relative: string) => existsSync(path.join(root, relative));
  const rootAnchored = (word: string) => topLevel.has(word.split('/')[0] ?? '') && (word.includes('/') || !/^[a-z-]+$/.test(word));

  const checkWord = (raw: string, line: number, fenced: boolean, base = '') => {
    let word = raw.replace(/^\.\//, '').replace(/[.,;:)]+$/, '');
    if (base && word && !word.startsWith('/') && !word.includes('://')) {
      if (!word.includes('/') && !SOURCE_EXT.test(word)) return;
      word = path.posix.join(base, word);
    }
    if (!word || word.includes('://') || word.startsWith('/') || word.startsWith('@') || word.startsWith('-')) return;
    if (GENERATED.some((prefix) => word.startsWith(prefix) || `${word}/` === prefix)) return;
    const anchored = rootAnchored(word);
    const bareFile = !word.includes('/') && SOURCE_EXT.test(word);
    const slashFile = word.includes('/') && SOURCE_EXT.test(word);
    if (!anchored && (fenced || (!bareFile && !slashFile))) return;
    const cut = word.search(PLACEHOLDER);
    if (cut >= 0) {
      word = word.slice(0, word.lastIndexOf('/', cut) + 1);
      if (!word) return;
    }
    const ok = bareFile ? basenames.has(word) || exists(word) : exists(word);
    if (!ok) problems.push({ file, line, path: word });
  };

  /** Checks the words of one code span or fenced line; `cd <folder> &&` makes the words after it relative to that folder. */
  const checkWords = (code: string, separators: RegExp, line: number, fenced: boolean) => {
    let base = '';
    for (const part of code.split('&&')) {
      const cd = /^\s*cd\s+(\S+)\s*$/.exec(part);
      if (cd) {
        base = path.posix.join(base, cd[1] ?? '');
        const generated = GENERATED.some((prefix) => `${base}/`.startsWith(prefix));
        if (!PLACEHOLDER.test(base) && !generated && !exists(base)) problems.push({ file, line, path: base });
        continue;
      }
      for (const word of part.split(separators)) checkWord(word, line, fenced, base);
    }
  };

  let fenced = false;
  text.split('\n').forEach((content, index) => {
    const line = index + 1;
    if (/^\s*```/.test(content)) {
      fenced = !fenced;
      return;
    }
    if (fenced) {
      checkWords(content.replace(/#.*$/, ''), /[\s=()[\],"']+/, line, true);
      return;
    }
    for (const [, code = ''] of content.matchAll(/`([^`]+)`/g)) checkWords(code, /[\s=(),"'|]+/, line, false);
    for (const [, target = ''] of content.matchAll(/\]\(([^)\s#]+)(?:#[^)]*)?\)/g)) {
      if (target.includes('://') || target.startsWith('mailto:')) continue;
      const relative = path.relative(root, path.resolve(root, path.dirname(file), target));
      if (!exists(relative)) problems.push({ file, line, path: target });
    }
  });
  return problems;
}

function docFiles(): string[] {
  return ['README.md', ...globSync('docs/*.md', { cwd: ROOT }).sort()];
}

function context() {
  const topLevel = new Set(readdirSync(ROOT).filter((name) => !SKIP_DIRS.has(name)));
  return { topLevel, basenames: walk(ROOT, new Set()) };
}

describe('README.md and docs/', () => {
  const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');

  it(`README.md has at most ${README_MAX_LINES} lines`, () => {
    expect(readme.trimEnd().split('\n').length).toBeLessThanOrEqual(README_MAX_LINES);
  });

  it('README.md keeps the two commands word for word, and .ci/run runs the test command', () => {
    for (const command of README_COMMANDS) expect(readme.split('\n')).toContain(command);
    expect(readFileSync(path.join(ROOT, '.ci/run'), 'utf8')).toMatch(/^exec \.\/scripts\/test\.sh$/m);
  });

  it('README.md links every file in docs/', () => {
    const docs = globSync('docs/*.md', { cwd: ROOT });
    expect(docs.length).toBeGreaterThan(0);
    for (const doc of docs) expect(readme, `README.md does not link ${doc}`).toContain(`](${doc})`);
  });

  it('every repository path mentioned in README.md and docs/*.md exists', () => {
    const { topLevel, basenames } = context();
    const problems = docFiles().flatMap((file) =>
      missingPaths(file, readFileSync(path.join(ROOT, file), 'utf8'), ROOT, topLevel, basenames),
    );
    expect(problems.map((p) => `${p.file}:${p.line} ${p.path}`)).toEqual([]);
  });

  it('the path check fires (probes)', () => {
    const { topLevel, basenames } = context();
    const probe = (text: string) => missingPaths('docs/probe.md', text, ROOT, topLevel, basenames).map((p) => p.path);
    expect(probe('see `web/src/nowhere.ts` and `scripts/no-such-dir/`')).toEqual(['web/src/nowhere.ts', 'scripts/no-such-dir/']);
    expect(probe('run `node scripts/bench-nothing.ts --x`')).toEqual(['scripts/bench-nothing.ts']);
    expect(probe('relative `server/report/pdf-pool.ts`, bare `no-such-file.ts`')).toEqual(['server/report/pdf-pool.ts', 'no-such-file.ts']);
    expect(probe('```sh\n./scripts/nope.sh --proxy   # comment web/x.ts\n```')).toEqual(['scripts/nope.sh']);
    expect(probe('[link](../NOPE.md) and [ok](../SECURITY.md)')).toEqual(['../NOPE.md']);
    expect(probe('`web/src/nope/{slug}.ts`')).toEqual(['web/src/nope/']);
    expect(probe('`cd studio && pnpm exec sanity dataset import seed/nope.ndjson x`')).toEqual(['studio/seed/nope.ndjson']);
    expect(probe('`cd nowhere && ls`')).toEqual(['nowhere']);
    // Controls: existing paths, placeholders under existing folders, URLs and generated places pass.
    expect(
      probe(
        '`web/src/server/route.ts` `web/src/app/api/**` `web/src/app/api/[...path]` `studio/seed/source/drafts/` ' +
          '`guards.ts` `.env.example` `https://x.dev/a.ts` `/api/profile` `.data/webhook-secret` `@/features/<name>` ' +
          '`web/src/features/{name}/index.ts` `cd studio && pnpm exec sanity dataset import seed/dataset.ndjson production` ' +
          '[ok](../SECURITY.md)',
      ),
    ).toEqual([]);
  });
});
