/**
 * The site search index (SPEC §2 `/search/{term}`, issue 27): one MiniSearch index over articles,
 * theory, posts, type profiles, compatibility pages and tools, with stemming, prefix search, typo
 * tolerance and field boosts.
 * Design notes: docs/content-and-studio.md "Notes from the source files".
 */
import MiniSearch, { type SearchOptions, type SearchResult } from 'minisearch';
import { stemmer } from 'stemmer';

/** One searchable document as `searchCorpusQuery` returns it. */
export interface SearchCorpusRow {
  _id: string;
  _type: string;
  title: string | null;
  code?: string | null;
  shortTitle?: string | null;
  slug?: string | null;
  landing?: boolean | null;
  text?: string | null;
  testSlug?: string | null;
  href?: string | null;
  keyword?: string | null;
  synonyms?: readonly string[] | null;
  headings?: readonly (string | null)[] | null;
  body?: string | null;
  family?: string | null;
  topic?: { title?: string | null; synonyms?: readonly string[] | null } | null;
}

/**
 * Words a type code's letters stand for (the four preference pairs the theory articles explain:
 * Energy E/I, Information S/N, Decisions T/F, Structure J/P), indexed on type profiles.
 */
export const TYPE_LETTER_WORDS: Readonly<Record<string, readonly string[]>> = {
  E: ['extravert', 'extrovert', 'extraverted', 'extroverted', 'extraversion', 'extroversion'],
  I: ['introvert', 'introverted', 'introversion'],
  S: ['sensing', 'sensor', 'observant'],
  N: ['intuitive', 'intuition'],
  T: ['thinking', 'thinker'],
  F: ['feeling', 'feeler'],
  J: ['judging', 'judger'],
  P: ['perceiving', 'perceiver'],
};

/** Field boosts (title > SEO/type words > headings > summary > body). */
export const FIELD_BOOSTS = { code: 12, title: 8, keywords: 4, typeWords: 4, headings: 3, text: 1.5, body: 1 } as const;

type Field = keyof typeof FIELD_BOOSTS;
const FIELDS = Object.keys(FIELD_BOOSTS) as Field[];

/** Lower-cased words (letters and digits) of a text. */
export function tokenize(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** Stems of words seen so far (the vocabulary is small; stemming every token again dominated the build). */
const STEMS = new Map<string, string>();
/** Most stems remembered; past this the memo is cleared (bounded memory for odd input). */
const MAX_STEMS = 200_000;

/** The index form of a word: lower case, Porter-stemmed (words of 3+ letters of a–z). */
export function normalizeWord(word: string): string {
  const lower = word.toLowerCase();
  if (lower.length < 3 || !/^[a-z]+$/.test(lower)) return lower;
  let stem = STEMS.get(lower);
  if (stem === undefined) {
    if (STEMS.size >= MAX_STEMS) STEMS.clear();
    stem = stemmer(lower);
    STEMS.set(lower, stem);
  }
  return stem;
}

/** Longest query word that may be dropped as filler when it matches nothing ("vs", "the"). */
const MAX_FILLER_LENGTH = 3;

/** Below this many exact/prefix results a query is searched again with typo tolerance. */
export const MIN_EXACT_RESULTS = 10;

/** Max edit distance for a query word (0 below 4 letters, 1 below 10, else 2). */
function fuzziness(term: string): number {
  return term.length < 4 ? 0 : term.length < 10 ? 1 : 2;
}

const join = (parts: readonly (string | null | undefined)[]) => parts.filter(Boolean).join(' ');

/** The type words of a profile's code (`INTJ` → introvert…, intuitive…, thinking…, judging…). */
function typeWords(row: SearchCorpusRow): string {
  if (row._type !== 'personalityType' || !row.code) return '';
  return join([...row.code.toUpperCase()].flatMap((letter) => TYPE_LETTER_WORDS[letter] ?? []).concat(row.family ?? ''));
}

interface IndexedDoc {
  id: string;
  code: string;
  title: string;
  keywords: string;
  typeWords: string;
  headings: string;
  text: string;
  body: string;
}

/** A built index: its rows by id and the MiniSearch instance. */
export interface SearchIndex<Row extends SearchCorpusRow = SearchCorpusRow> {
  rows: ReadonlyMap<string, Row>;
  mini: MiniSearch<IndexedDoc>;
}

/**
 * Builds the index over corpus rows (duplicate ids keep the first row).
 * @returns the index; ~1.3 s for the 5,000-article scale dataset on the 2-core dev machine
 */
export function buildSearchIndex<Row extends SearchCorpusRow>(rows: readonly Row[]): SearchIndex<Row> {
  const byId = new Map<string, Row>();
  for (const row of rows) if (!byId.has(row._id)) byId.set(row._id, row);
  const mini = new MiniSearch<IndexedDoc>({
    fields: FIELDS,
    storeFields: [],
    tokenize,
    processTerm: normalizeWord,
  });
  mini.addAll(
    [...byId.values()].map((row) => ({
      id: row._id,
      code: row._type === 'personalityType' ? (row.code ?? '') : '',
      title: join([row.title, row.shortTitle]),
      keywords: join([row.keyword, ...(row.synonyms ?? [])]),
      typeWords: typeWords(row),
      headings: join(row.headings ?? []),
      text: row.text ?? '',
      body: row.body ?? '',
    })),
  );
  return { rows: byId, mini };
}

/** True when every query word (normalized) starts a normalized word of the row's topic. */
export function namesTopic(row: SearchCorpusRow, words: readonly string[]): boolean {
  if (!row.topic || words.length === 0) return false;
  const topicWords = [row.topic.title, ...(row.topic.synonyms ?? [])].flatMap((text) => tokenize(text ?? '')).map(normalizeWord);
  return words.every((word) => {
    const normalized = normalizeWord(word);
    return topicWords.some((topicWord) => topicWord.startsWith(normalized));
  });
}

/** True for a type profile whose code is one of the words (any letter case). */
function namesCode(row: SearchCorpusRow, words: readonly string[]): boolean {
  return row._type === 'personalityType' && !!row.code && words.some((word) => word.toLowerCase() === row.code!.toLowerCase());
}

/**
 * Searches the index.
 * @param words the query words (already split and cleaned, e.g. by `searchTerms` without `*`)
 * @param limit most rows returned
 * @returns rows best first: those whose topic every word names ({@link namesTopic}), then type
 *   profiles whose code is a query word ("intj" → the INTJ profile before the 15 INTJ pairings),
 *   then by MiniSearch score (ties by title); [] for no words
 */
export function querySearchIndex<Row extends SearchCorpusRow>(index: SearchIndex<Row>, words: readonly string[], limit: number): Row[] {
  if (words.length === 0) return [];
  const query = words.join(' ');
  const exact = {
    boost: FIELD_BOOSTS,
    prefix: (term: string) => term.length >= 3,
    weights: { fuzzy: 0.3, prefix: 0.45 },
  };
  const fuzzy = { ...exact, fuzzy: (term: string) => fuzziness(term) };
  // Typo tolerance only when the words as typed (and their prefixes) find few documents: a fuzzy
  // search of a common word scores thousands of documents again for nothing better.
  let options: SearchOptions = exact;
  let results: SearchResult[] = index.mini.search(query, { ...exact, combineWith: 'AND' });
  if (results.length < MIN_EXACT_RESULTS) {
    options = fuzzy;
    results = index.mini.search(query, { ...fuzzy, combineWith: 'AND' });
  }
  if (results.length === 0 && words.length > 1) {
    // A short filler word found nowhere ("vs" in "intj vs enfp") drops out; the others must still all match.
    const kept = words.filter((word) => word.length > MAX_FILLER_LENGTH || index.mini.search(word, options).length > 0);
    if (kept.length > 0 && kept.length < words.length) results = index.mini.search(kept.join(' '), { ...options, combineWith: 'AND' });
  }
  return results
    .flatMap((result) => {
      const row = index.rows.get(String(result.id));
      return row ? [{ row, score: result.score, topic: namesTopic(row, words), code: namesCode(row, words) }] : [];
    })
    .sort(
      (a, b) =>
        Number(b.topic) - Number(a.topic) ||
        Number(b.code) - Number(a.code) ||
        b.score - a.score ||
        (a.row.title ?? '').localeCompare(b.row.title ?? ''),
    )
    .slice(0, limit)
    .map(({ row }) => row);
}
