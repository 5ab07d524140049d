/**
 * Search benchmark (issue 27): for N generated articles, the corpus read, the index build and
 * search times in the embedded backend.
 * Design notes: docs/benchmarks.md "Notes from the source files".
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { SearchCorpusRow } from '../web/src/content/search-index.ts';
import { registerWorkspaceResolution } from './lib/ts-resolve.ts';
import { readSeed, renderNdjson, scaleDataset } from './seed/scale.ts';

registerWorkspaceResolution();
const { createLocalBackend } = await import('../web/src/content/client.ts');
const { searchCorpusQuery, searchQuery } = await import('../web/src/content/queries.ts');
const { buildSearchIndex, querySearchIndex } = await import('../web/src/content/search-index.ts');
const { documentPath } = await import('../schemas/src/routes.ts');
type Row = SearchCorpusRow;

/** New terms: plurals, typos, prefixes, type words, two-word queries, a miss; each used once per N. */
const TERMS = [
  'introvert',
  'introverts',
  'introvet',
  'introv',
  'intj',
  'enfp',
  'architect',
  'mastermind',
  'champions',
  'intj enfp',
  'intj vs enfp',
  'extrovert',
  'judging',
  'perceiving',
  'thinking',
  'type families',
  'romance',
  'core theory',
  'compass',
  'work style',
  'career guide mastermind',
  'habits',
  'habbits',
  'conflicts',
  'feedback',
  'critisism',
  'friendships',
  'interview',
  'meetings',
  'illustration',
  'relashionship',
  'storytelling',
  'revisited',
  'in practice',
  'field guide 7',
  'introvert energy',
  'career change',
  'zzqqxx',
  'stres',
  'planners in love',
];
const GROQ_TERMS = ['introvert', 'habits', 'career change', 'zzqqxx', 'field guide'];

const sizes = process.argv.slice(2).map(Number);
if (sizes.some((n) => !Number.isInteger(n) || n < 1)) {
  console.error('usage: node --experimental-transform-types scripts/bench-search.ts [N ...]   (N: articles; default 500 5000)');
  process.exit(1);
}
if (!sizes.length) sizes.push(500, 5000);

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
const ms = (value: number) => `${value.toFixed(1)} ms`;

const seed = readSeed();
const dir = mkdtempSync(join(tmpdir(), 'typeatlas-bench-search-'));
try {
  for (const n of sizes) {
    const file = join(dir, `dataset-${n}.ndjson`);
    writeFileSync(file, renderNdjson(scaleDataset(seed, n)));
    const backend = createLocalBackend(file);
    await backend.fetch('count(*)', {}); // parse the file once, outside the figures

    let start = performance.now();
    const rows = await backend.fetch<Row[]>(searchCorpusQuery, {});
    const readMs = performance.now() - start;

    start = performance.now();
    const index = buildSearchIndex(rows);
    const buildMs = performance.now() - start;

    const times: number[] = [];
    for (const term of TERMS) {
      start = performance.now();
      const hits = querySearchIndex(index, term.split(' '), 60)
        .flatMap((row) => {
          const path = documentPath({ _type: row._type, slug: row.slug, landing: row.landing, testSlug: row.testSlug, href: row.href });
          return path ? [path] : [];
        })
        .slice(0, 30);
      times.push(performance.now() - start);
      if (process.env.BENCH_VERBOSE) console.log(`    ${term.padEnd(24)} ${ms(times.at(-1)!)}`);
      if (hits.length > 30) throw new Error('unreachable');
    }

    const groqTimes: number[] = [];
    for (const term of GROQ_TERMS) {
      start = performance.now();
      await backend.fetch(searchQuery, { term: term.split(' ').map((word) => `${word}*`) });
      groqTimes.push(performance.now() - start);
    }

    console.log(`N = ${n} articles (${rows.length} searchable documents)`);
    console.log(`  corpus read (groq-js)   ${ms(readMs)}`);
    console.log(`  index build (MiniSearch) ${ms(buildMs)}`);
    console.log(
      `  query, ${TERMS.length} new terms   p50 ${ms(percentile(times, 50))}  p95 ${ms(percentile(times, 95))}  max ${ms(Math.max(...times))}`,
    );
    console.log(`  GROQ search, ${GROQ_TERMS.length} new terms  p50 ${ms(percentile(groqTimes, 50))}  max ${ms(Math.max(...groqTimes))}`);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
