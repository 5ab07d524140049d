import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { getT } from './index';
import { fill } from './template';

const LOCALES = join(import.meta.dirname, '../../public/locales/en');
const SRC = join(import.meta.dirname, '..');
const namespaceFiles = readdirSync(LOCALES).filter((file) => file.endsWith('.json'));

/** Every leaf of a namespace as [dotted key, value]. */
function leaves(value: unknown, prefix = ''): [string, unknown][] {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    return Object.entries(value).flatMap(([key, child]) => leaves(child, prefix ? `${prefix}.${key}` : key));
  }
  return [[prefix, value]];
}

/** Every nested object of a namespace (the namespace itself included) with its dotted path. */
function objects(value: unknown, prefix = ''): [string, Record<string, unknown>][] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [];
  const record = value as Record<string, unknown>;
  return [[prefix, record], ...Object.entries(record).flatMap(([key, child]) => objects(child, prefix ? `${prefix}.${key}` : key))];
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

describe('namespace files (public/locales/en/*.json)', () => {
  it('exist', () => {
    expect(namespaceFiles.length).toBeGreaterThan(0);
  });

  describe.each(namespaceFiles)('%s', (file) => {
    const text = readFileSync(join(LOCALES, file), 'utf8');

    it('is valid JSON with an object at the top', () => {
      const parsed: unknown = JSON.parse(text);
      expect(parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)).toBe(true);
    });

    it('has only non-empty strings as values', () => {
      const bad = leaves(JSON.parse(text)).filter(([, value]) => typeof value !== 'string' || value.trim() === '');
      // An empty top-level object has no leaves but yields ['', {}] — that is fine.
      expect(bad.filter(([key]) => key !== '')).toEqual([]);
    });

    it('has plural keys in _one/_other pairs', () => {
      const problems: string[] = [];
      for (const [path, record] of objects(JSON.parse(text))) {
        const keys = Object.keys(record);
        for (const key of keys) {
          const match = PLURAL_SUFFIX.exec(key);
          if (!match) continue;
          const base = key.slice(0, match.index);
          for (const needed of [`${base}_one`, `${base}_other`]) {
            if (!keys.includes(needed)) problems.push(`${path ? `${path}.` : ''}${key} has no ${needed}`);
          }
          if (keys.includes(base)) problems.push(`${path ? `${path}.` : ''}${base} is both a plain and a plural key`);
        }
      }
      expect(problems).toEqual([]);
    });
  });
});

describe('errors namespace', () => {
  it('keeps the SPEC §2 error screen texts word for word', () => {
    const t = getT('errors');
    expect([t('screen.title'), t('screen.subtitle'), t('screen.body'), t('screen.action')]).toEqual([
      'Something went wrong',
      'Please try again later',
      'If the problem persists, please contact support.',
      'Go Back',
    ]);
  });
});

describe('templates for client components', () => {
  it('getT without values keeps the placeholders, and fill() fills them', () => {
    const template = getT('quiz')('result.readProfile');
    expect(template).toBe('Read the {{title}} profile');
    expect(fill(template, { title: 'Mastermind' })).toBe('Read the Mastermind profile');
    expect(fill(getT('quiz')('quiz.questionOf'), { index: 3, total: 72 })).toBe('Question 3 of 72');
  });

  it('fill() leaves placeholders without a value as they are', () => {
    expect(fill('{{a}} and {{ b }}', { b: 2 })).toBe('{{a}} and 2');
  });

  it('picks plural forms on the server', () => {
    const t = getT('toolkit');
    expect(t('runner.meta', { count: 1, minutes: 2 })).toBe('1 question · about 2 minutes · your answers stay in this browser');
    expect(t('runner.meta', { count: 12, minutes: 4 })).toBe('12 questions · about 4 minutes · your answers stay in this browser');
  });
});

// ---------------------------------------------------------------------------------------------
// Scan: no inline UI text in the JSX of the translated areas.
// ---------------------------------------------------------------------------------------------

/** Directories (recursive) and files whose JSX must take every UI string from i18next. */
const SCANNED = [
  'features/home',
  'features/type-profile',
  'features/test-runner',
  'features/results',
  'components/characters',
  'components/error-screen',
  'components/type-card',
  'components/families',
  'components/progress-bar',
  'app/global-error.tsx',
  'app/global-not-found.tsx',
  'features/account-screens',
  'features/account-menu',
  'features/notifications',
  'features/site-header',
  'features/page-chrome',
  'components/section-tabs',
  'components/drawer',
  'app/(guest)',
  'app/(account)',
];

/**
 * Inline texts that are allowed anyway, as `path: text` (path relative to web/src). Keep short and
 * say why, e.g. a brand name or a symbol that is not language.
 */
const ALLOWED = new Set<string>([]);

/** Attributes whose value is read or shown to visitors. */
const TEXT_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'aria-roledescription',
  'alt',
  'title',
  'placeholder',
  'label',
  'caption',
]);

const HAS_LETTER = /\p{L}/u;

function tsxFiles(path: string): string[] {
  const full = join(SRC, path);
  if (statSync(full).isFile()) return full.endsWith('.tsx') && !full.endsWith('.test.tsx') ? [full] : [];
  return readdirSync(full).flatMap((entry) => tsxFiles(join(path, entry)));
}

/**
 * Whether a string literal inside a JSX expression ends up as text: reached only through
 * parentheses, `?:` branches, `&&`/`||`/`??` right-hand sides, `+` and template literals —
 * not as a call argument (`t('key')`), comparison operand or object key.
 */
function reachesJsx(node: ts.Node): boolean {
  let child = node;
  let parent = node.parent;
  while (parent) {
    if (ts.isJsxExpression(parent)) return true;
    if (ts.isJsxAttribute(parent)) return true;
    const passes =
      ts.isParenthesizedExpression(parent) ||
      ts.isTemplateSpan(parent) ||
      ts.isTemplateExpression(parent) ||
      (ts.isConditionalExpression(parent) && child !== parent.condition) ||
      (ts.isBinaryExpression(parent) &&
        ([ts.SyntaxKind.PlusToken].includes(parent.operatorToken.kind) ||
          ([ts.SyntaxKind.AmpersandAmpersandToken, ts.SyntaxKind.BarBarToken, ts.SyntaxKind.QuestionQuestionToken].includes(
            parent.operatorToken.kind,
          ) &&
            child === parent.right)));
    if (!passes) return false;
    child = parent;
    parent = parent.parent;
  }
  return false;
}

/** The JSX context of a node: 'child' text, a text attribute, or null (not shown as text). */
function jsxContext(node: ts.Node): 'child' | 'attribute' | null {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (ts.isJsxAttribute(parent)) return TEXT_ATTRIBUTES.has(parent.name.getText()) ? 'attribute' : null;
    if (ts.isJsxExpression(parent)) {
      const owner = parent.parent;
      if (ts.isJsxAttribute(owner)) return TEXT_ATTRIBUTES.has(owner.name.getText()) ? 'attribute' : null;
      return ts.isJsxElement(owner) || ts.isJsxFragment(owner) ? 'child' : null;
    }
  }
  return null;
}

/** Inline UI texts of a TSX source: JSX text with letters, and literal texts reaching JSX children or text attributes. */
function inlineTexts(source: string, fileName = 'file.tsx'): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) {
      const text = node.text.replace(/\s+/g, ' ').trim();
      if (HAS_LETTER.test(text)) found.push(text);
    } else if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      if (HAS_LETTER.test(node.text) && jsxContext(node) && reachesJsx(node)) found.push(node.text);
    } else if (ts.isTemplateExpression(node)) {
      const parts = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join('…');
      if (HAS_LETTER.test(parts) && jsxContext(node) && reachesJsx(node)) found.push(parts);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe('inline UI text scan', () => {
  it('detects JSX text, literal branches and text attributes (self-test)', () => {
    const sample = `
      export function A({ ok, t, n }) {
        return (
          <div aria-label="Main area" className="card">
            <p>Some words</p>
            <p>{ok ? 'Yes please' : t('no')}</p>
            <span title={\`Hello \${n}\`}>{t('key')}</span>
            <b>{n} · 42%</b>
          </div>
        );
      }`;
    expect(inlineTexts(sample)).toEqual(['Main area', 'Some words', 'Yes please', 'Hello …']);
  });

  it.each(SCANNED.flatMap(tsxFiles).map((file) => relative(SRC, file)))('%s has no inline UI text', (path) => {
    const texts = inlineTexts(readFileSync(join(SRC, path), 'utf8'), path).filter((text) => !ALLOWED.has(`${path}: ${text}`));
    expect(texts).toEqual([]);
  });
});
