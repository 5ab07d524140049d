/**
 * Display helpers of the saved test results on /profile (issue 4 "every saved result with date —
 * retakes kept as history"). Pure: no framework imports.
 *
 * GET /api/test-results answers `{ items: SavedResultItem[] }` newest first; the free test
 * (`testName` 'main') stores the result of the free test's scoring (@typeatlas/schemas/engine free-test-scoring.ts): a type code and
 * four dichotomies, each with its dominant pole and that pole's percentage.
 */
import { formatDate } from '@/lib/dates';

/** One saved result as GET /api/test-results answers it. */
export interface SavedResultItem {
  id: string;
  testName: string;
  /** The test's computed result (any JSON; the free test's shape is described above). */
  result: unknown;
  scores?: Record<string, number> | null;
  /** ISO 8601 completion time. */
  completedAt: string;
}

/** One dominant preference of the free test, e.g. `{ letter: 'I', percentage: 62 }` (0 … 100, whole). */
export interface Preference {
  letter: string;
  percentage: number;
}

/** What a result row shows: the free test's type + four preferences, or another test's name. */
export type ResultSummary = { kind: 'main'; code: string; preferences: Preference[] } | { kind: 'other'; name: string };

const TYPE_CODE = /^[EI][SN][TF][JP]$/;
const DICHOTOMY_ORDER = ['EI', 'SN', 'TF', 'JP'] as const;

/** Whether a test name is the free 16-type test (SPEC §7: names starting with 'main'). */
export function isMainTest(testName: string): boolean {
  return testName.startsWith('main');
}

/**
 * A readable name for a test slug: 'big-five' → 'Big five', 'career_values' → 'Career values'.
 * @returns the slug unchanged when it holds no letters
 */
export function testDisplayName(testName: string): string {
  const words = testName.replace(/[-_]+/g, ' ').replace(/\s+/g, ' ').trim();
  if (!/\p{L}/u.test(words)) return testName;
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function preferencesOf(dichotomies: unknown): Preference[] {
  if (!Array.isArray(dichotomies)) return [];
  const preferences: Preference[] = [];
  for (const key of DICHOTOMY_ORDER) {
    const entry = dichotomies.find((candidate) => (candidate as { key?: unknown } | null)?.key === key) as
      { dominant?: unknown; dominantPercentage?: unknown } | undefined;
    if (!entry || typeof entry.dominant !== 'string' || !key.includes(entry.dominant)) return [];
    const value = entry.dominantPercentage;
    if (typeof value !== 'number' || !Number.isFinite(value)) return [];
    preferences.push({ letter: entry.dominant, percentage: Math.round(Math.min(100, Math.max(0, value))) });
  }
  return preferences;
}

/**
 * What to show for one saved result.
 * - free test ('main…') with a valid type code → `{ kind: 'main', code: 'INTJ', preferences }`,
 *   the four dominant percentages in E/I, S/N, T/F, J/P order, rounded to whole percent (empty when
 *   the stored dichotomies are missing or malformed — the code still shows);
 * - anything else (another test, or a malformed free-test result) → `{ kind: 'other', name }`.
 */
export function summarizeResult(item: Pick<SavedResultItem, 'testName' | 'result'>): ResultSummary {
  if (isMainTest(item.testName)) {
    const result = item.result as { type?: unknown; dichotomies?: unknown } | null;
    const code = typeof result?.type === 'string' ? result.type.trim().toUpperCase() : '';
    if (TYPE_CODE.test(code)) return { kind: 'main', code, preferences: preferencesOf(result?.dichotomies) };
  }
  return { kind: 'other', name: testDisplayName(item.testName) };
}

/**
 * Orders results newest first by `completedAt` (the server already does; this keeps the view
 * right whatever it gets). Unparseable dates go last; ties keep their order. Does not mutate.
 */
export function newestFirst<T extends Pick<SavedResultItem, 'completedAt'>>(items: readonly T[]): T[] {
  const time = (item: T) => {
    const value = Date.parse(item.completedAt);
    return Number.isNaN(value) ? Number.NEGATIVE_INFINITY : value;
  };
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => time(b.item) - time(a.item) || a.index - b.index)
    .map(({ item }) => item);
}

/**
 * The date of a result in the site's house style (lib/dates: en-GB long, UTC), e.g. '13 February 2025'.
 * @returns the date, or the raw value when it is not a date
 */
export function resultDate(completedAt: string): string {
  return formatDate(completedAt) ?? completedAt;
}

/** A preference as text, e.g. 'I 62%'. */
export function preferenceText(preference: Preference): string {
  return `${preference.letter} ${preference.percentage}%`;
}
