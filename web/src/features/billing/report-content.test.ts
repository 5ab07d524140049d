/**
 * The report's content shaping (issue 23 "A report worth paying for"; ./report-content.ts): the
 * profile's Portable Text keeps its subheads, lists and callouts; the pairings come from the
 * compatibility documents with real differences between pairs — checked on the seed dataset.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLocalBackend } from '@/content/client';
import { reportContentQuery } from '@/content/queries';
import { REPORT_SECTIONS } from '@/content/report';
import type { ReportContentQueryResult } from '@/content/generated/sanity.types';
import { blocksOf, pairingsOf, runsOf, textOf } from './report-content';

const backend = createLocalBackend(path.resolve(import.meta.dirname, '../../../../studio/seed/dataset.ndjson'));
const reportContent = async (slug: string) =>
  (await backend.fetch<ReportContentQueryResult>(reportContentQuery, { slug, sections: [...REPORT_SECTIONS] }))!;

describe('runsOf', () => {
  it('maps strong/em to bold/italic, drops link marks, collapses whitespace, trims the ends, merges equal neighbours', () => {
    expect(
      runsOf([
        { text: ' Foresight.', marks: ['strong'] },
        { text: '  Their ', marks: [] },
        { text: 'Intuitive', marks: ['link-key'] },
        { text: ' side\n picks up ', marks: null },
        { text: 'patterns', marks: ['em'] },
        { text: ' early. ', marks: [] },
      ]),
    ).toEqual([
      { text: 'Foresight.', bold: true },
      { text: ' Their Intuitive side picks up ' },
      { text: 'patterns', italic: true },
      { text: ' early.' },
    ]);
    expect(runsOf(null)).toEqual([]);
    expect(runsOf([{ text: '   ', marks: [] }])).toEqual([]);
  });
});

describe('blocksOf', () => {
  it('keeps subheads, groups list items into lists, turns callouts and quotes into callouts', () => {
    const span = (text: string) => [{ text, marks: [] }];
    const blocks = blocksOf([
      { _type: 'block', style: 'normal', spans: span('Lead.') },
      { _type: 'block', style: 'h3', spans: span('Strengths that show up') },
      { _type: 'block', style: 'normal', listItem: 'bullet', spans: span('One') },
      { _type: 'block', style: 'normal', listItem: 'bullet', spans: span('Two') },
      { _type: 'block', style: 'normal', listItem: 'number', spans: span('First') },
      { _type: 'block', style: 'blockquote', spans: span('Quoted.') },
      { _type: 'callout', tone: 'warning', paragraphs: [{ spans: span('Careful.') }, { spans: span('Really.') }] },
      { _type: 'block', style: 'normal', spans: span(' ') },
    ]);
    expect(blocks).toEqual([
      { kind: 'paragraph', runs: [{ text: 'Lead.' }] },
      { kind: 'subhead', text: 'Strengths that show up' },
      { kind: 'list', ordered: false, items: [[{ text: 'One' }], [{ text: 'Two' }]] },
      { kind: 'list', ordered: true, items: [[{ text: 'First' }]] },
      { kind: 'callout', title: '', runs: [{ text: 'Quoted.' }] },
      { kind: 'callout', title: 'Watch out', runs: [{ text: 'Careful.' }, { text: ' ' }, { text: 'Really.' }] },
    ]);
  });

  it('every seed profile section of INTJ has subheads or lists, not only plain lines', async () => {
    const content = await reportContent('intj');
    const sections = content.sections.map((section) => ({ slug: section.slug, blocks: blocksOf(section.blocks) }));
    expect(sections).toHaveLength(REPORT_SECTIONS.length);
    for (const section of sections)
      expect(
        section.blocks.some((block) => block.kind !== 'paragraph'),
        section.slug ?? '',
      ).toBe(true);
    const bullets = sections.flatMap((section) => section.blocks).filter((block) => block.kind === 'list');
    expect(bullets.some((list) => list.items.some((item) => item[0]?.bold))).toBe(true);
  });
});

describe('pairingsOf (from the compatibility documents)', () => {
  it('groups the 16 INTJ pairs by shared preferences (1 + 4 + 6 + 4 + 1), each with distinct, pair-specific text', async () => {
    const content = await reportContent('intj');
    const groups = pairingsOf('INTJ', content.pairs);
    expect(groups.map((group) => [group.title, group.pairs.length])).toEqual([
      ['The same type', 1],
      ['Three preferences in common', 4],
      ['Two preferences in common', 6],
      ['One preference in common', 4],
      ['Opposite on every preference', 1],
    ]);
    const pairs = groups.flatMap((group) => group.pairs);
    expect(new Set(pairs.map((pair) => pair.code)).size).toBe(16);
    for (const pair of pairs) {
      expect(pair.title, pair.code).not.toBe('');
      expect(textOf(pair.works).length, pair.code).toBeGreaterThan(40);
      expect(textOf(pair.hard).length, pair.code).toBeGreaterThan(40);
      expect(pair.reach, pair.code).toMatch(/^[A-Z].{10,}\.$/);
    }
    // Real differences: no two pairs share their "what works", "watch for" or "to reach them" text.
    for (const field of ['works', 'hard'] as const) expect(new Set(pairs.map((pair) => textOf(pair[field]))).size, field).toBe(16);
    // Not just the other type's name swapped into one sentence pattern.
    for (const field of ['works', 'hard'] as const) {
      const patterns = new Set(pairs.map((pair) => textOf(pair[field]).replaceAll(pair.code, '·')));
      expect(patterns.size, field).toBeGreaterThanOrEqual(11); // 9 when each pair simply took its first differing bullet
    }
    expect(new Set(pairs.map((pair) => pair.reach)).size).toBeGreaterThanOrEqual(15);
    // The bullets are about a preference the pair differs on; with two or more differences, two different ones.
    const leads = { E: 'Energy', S: 'Information', T: 'Decisions', J: 'Structure' } as const;
    for (const pair of pairs.filter((candidate) => candidate.code !== 'INTJ')) {
      const differing = (['E', 'S', 'T', 'J'] as const)
        .filter((letter, index) => 'INTJ'[index] !== pair.code[index])
        .map((letter) => leads[letter]);
      const works = textOf(pair.works).split('.')[0]!;
      const hard = textOf(pair.hard).split('.')[0]!;
      expect(differing, pair.code).toContain(works);
      expect(differing, pair.code).toContain(hard);
      if (differing.length > 1) expect(works, pair.code).not.toBe(hard);
    }
    const entj = pairs.find((pair) => pair.code === 'ENTJ')!;
    expect(entj.relation).toBe('Share N, T, J · differ on energy (E / I)');
    expect(textOf(entj.works)).toMatch(/^Energy\. /);
    expect(textOf(entj.hard)).toMatch(/^Energy\. /);
    expect(entj.reach).toBe('Come with a clear point and a proposed next step.');
    expect(pairs.find((pair) => pair.code === 'ESFP')!.relation).toBe('Differ on all four preferences');
  });

  it('skips documents that do not name the type', () => {
    expect(
      pairingsOf('INTJ', [{ typeA: { code: 'ENFP', title: 'Champion' }, typeB: { code: 'ISFJ', title: 'Defender' }, sections: [] }]),
    ).toEqual([]);
  });
});
