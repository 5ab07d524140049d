/**
 * The report PDF (issue 11 "The personal report", issue 23 "A report worth paying for"): the
 * character image (the PNG rendered from the site's own character drawing, in a tagged Figure),
 * the structure (headings, lists, callouts as tagged elements), embedded fonts decoded from WOFF,
 * and rendering on a worker thread (./pdf-pool.ts running ./pdf-worker.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PDFParse } from 'pdf-parse';
import { CHARACTER_PNG_SIZE, characterPng } from '@/features/billing/character-png';
import { defaultPdfThreads, PdfWorkerPool, RENDER_NICE } from './pdf-pool';
import { renderReportPdf, type ReportInput } from './report-pdf';
import { woffToSfnt } from './woff';

const input: ReportInput = {
  kind: 'guide',
  name: '',
  type: { code: 'INFJ', title: 'Counselor', summary: 'Quietly insightful.', familyTitle: 'Diplomats', colour: 'mint' },
  scores: [],
  completedAt: null,
  sections: [{ title: 'Strengths', blocks: [{ kind: 'paragraph', runs: [{ text: 'Listening closely.' }] }] }],
  pairings: [],
  footer: 'TypeAtlas — test',
};

/** Width and height from a PNG's IHDR chunk. */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

describe('character image in the report', () => {
  it('renders the type character as a square PNG of the documented size, different per type', async () => {
    const infj = await characterPng('infj', 'female');
    expect(infj.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(pngSize(infj)).toEqual({ width: CHARACTER_PNG_SIZE, height: CHARACTER_PNG_SIZE });
    const estp = await characterPng('ESTP', 'male');
    expect(estp.equals(infj)).toBe(false);
    await expect(characterPng('XXXX', null)).rejects.toThrow(RangeError);
  });

  it('draws it as a tagged Figure with its alternative text; without one the PDF has no image', async () => {
    const png = await characterPng('infj', 'female');
    const alt = 'The INFJ character, Counselor, drawn in the Diplomats colour.';
    const withCharacter = await renderReportPdf({ ...input, character: { png, alt } });
    const without = await renderReportPdf(input);
    const raw = withCharacter.toString('latin1');
    expect(raw).toMatch(/\/Subtype \/Image/);
    expect(raw).toMatch(/\/S \/Figure/);
    expect(raw).toContain(`/Alt (${alt})`);
    expect(without.toString('latin1')).not.toMatch(/\/Subtype \/Image/);
    // The text is still all there (the title block is narrowed beside the image, not hidden).
    const text = (await new PDFParse({ data: new Uint8Array(withCharacter) }).getText()).text;
    expect(text).toContain('INFJ (Counselor) type guide');
    expect(text).toContain('Listening closely.');
  });
});

/** A report with every kind of block, scores and a pairings section. */
const full: ReportInput = {
  ...input,
  kind: 'report',
  name: 'Ada Reader',
  completedAt: '2026-11-20T10:00:00.000Z',
  scores: [
    {
      key: 'EI',
      firstLabel: 'Extraversion (E)',
      secondLabel: 'Introversion (I)',
      firstLetter: 'E',
      secondLetter: 'I',
      percentage: 27.5,
      bandLow: 18.5,
      bandHigh: 36.5,
      settled: true,
      band: 'Introversion (I) 72.5%',
      meaning: 'You recharge alone.',
    },
    {
      key: 'JP',
      firstLabel: 'Judging (J)',
      secondLabel: 'Perceiving (P)',
      firstLetter: 'J',
      secondLetter: 'P',
      percentage: 55,
      bandLow: 46,
      bandHigh: 64,
      settled: false,
      band: 'Balanced, Judging (J) 55%',
      meaning: 'Either way.',
    },
  ],
  sections: [
    {
      title: 'Strengths',
      blocks: [
        { kind: 'paragraph', runs: [{ text: 'Lead paragraph.' }] },
        { kind: 'subhead', text: 'Strengths that often show up' },
        {
          kind: 'list',
          ordered: false,
          items: [[{ text: 'Foresight.', bold: true }, { text: ' Sees patterns early.' }], [{ text: 'Calm.' }]],
        },
        { kind: 'callout', title: 'Tip', runs: [{ text: 'Say the ' }, { text: 'first', italic: true }, { text: ' step out loud.' }] },
      ],
    },
  ],
  pairings: [
    {
      title: 'Three preferences in common',
      note: 'One difference.',
      pairs: [
        {
          code: 'ENTJ',
          title: 'Commander',
          relation: 'Share N, T, J · differ on energy (E / I)',
          works: [{ text: 'Energy.', bold: true }, { text: ' Doors open.' }],
          hard: [{ text: 'Quiet spells.' }],
          reach: 'Come with a clear point.',
        },
      ],
    },
  ],
};

describe('report structure', () => {
  it('tags headings, lists (L/LI/Lbl/LBody), callouts and pair cards, with every text in reading order; fonts embedded', async () => {
    const pdf = await renderReportPdf(full);
    const raw = pdf.toString('latin1');
    for (const tag of ['H1', 'H2', 'H3', 'H4', 'P', 'L', 'LI', 'Lbl', 'LBody']) expect(raw, tag).toMatch(new RegExp(`/S /${tag}\\b`));
    expect(raw).toMatch(/\/MarkInfo \d+ 0 R/);
    expect(raw).toMatch(/\/Marked true/);
    expect(raw).toContain('/Lang (en-GB)');
    // Embedded TrueType programs (FontFile2), one per weight used: regular, bold, italic.
    expect(raw.match(/\/FontFile2/g)?.length).toBe(3);
    const text = (await new PDFParse({ data: new Uint8Array(pdf) }).getText()).text.replace(/\s+/g, ' ');
    for (const part of [
      'INFJ personal report for Ada Reader',
      'Your four preference scores',
      'Introversion (I) 72.5%',
      'One balanced preference',
      'Strengths that often show up',
      'Foresight. Sees patterns early.',
      'Say the first step out loud.',
      'How INFJ gets on with each type',
      'ENTJ · Commander',
      'What works',
      'Energy. Doors open.',
      'To reach them',
      'Come with a clear point.',
    ]) {
      expect(text, part).toContain(part);
    }
  });

  it('renders on a worker thread (the same text as in-process)', async () => {
    expect(defaultPdfThreads(1)).toBe(1);
    expect(defaultPdfThreads(2)).toBe(1);
    expect(defaultPdfThreads(8)).toBe(7);
    const pool = new PdfWorkerPool(1);
    try {
      const [a, b] = await Promise.all([pool.render(full), pool.render(input)]);
      expect(a.subarray(0, 5).toString()).toBe('%PDF-');
      const text = (await new PDFParse({ data: new Uint8Array(a) }).getText()).text.replace(/\s+/g, ' ');
      expect(text).toContain('Foresight. Sees patterns early.');
      expect((await new PDFParse({ data: new Uint8Array(b) }).getText()).text).toContain('Listening closely.');
      if (process.platform === 'linux') {
        // The rendering thread runs at a lower priority than the event loop (pdf-pool.ts RENDER_NICE).
        expect(threadNiceValues()).toContain(RENDER_NICE);
      }
    } finally {
      await pool.close();
    }
    if (process.platform === 'linux') {
      // …or at the pool's nice value (PDF_RENDER_NICE, web/src/config/env.ts).
      const other = new PdfWorkerPool(1, 7);
      try {
        expect((await other.render(input)).subarray(0, 5).toString()).toBe('%PDF-');
        expect(threadNiceValues()).toContain(7);
      } finally {
        await other.close();
      }
    }
  }, 60_000);
});

/** The nice value of each thread of this process (Linux: /proc/self/task/<tid>/stat, field 19). */
function threadNiceValues(): number[] {
  return readdirSync('/proc/self/task').map((task) => {
    const stat = readFileSync(`/proc/self/task/${task}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
  });
}

describe('woffToSfnt', () => {
  const woff = readFileSync(path.resolve(import.meta.dirname, '../../../node_modules/@fontsource/inter/files/inter-latin-400-normal.woff'));

  it('decodes WOFF 1.0 into an SFNT with the same tables (each inflated to its original length, 4-byte aligned)', () => {
    const sfnt = woffToSfnt(woff);
    const count = woff.readUInt16BE(12);
    expect(sfnt.readUInt32BE(0)).toBe(woff.readUInt32BE(4));
    expect(sfnt.readUInt16BE(4)).toBe(count);
    for (let index = 0; index < count; index += 1) {
      const record = 12 + index * 16;
      expect(sfnt.readUInt32BE(record)).toBe(woff.readUInt32BE(44 + index * 20)); // tag
      expect(sfnt.readUInt32BE(record + 12)).toBe(woff.readUInt32BE(44 + index * 20 + 12)); // length
      expect(sfnt.readUInt32BE(record + 8) % 4).toBe(0);
    }
    // The total is the WOFF header's totalSfntSize.
    expect(sfnt.length).toBe(woff.readUInt32BE(16));
  });

  it('refuses what is not WOFF 1.0, and a truncated file', () => {
    expect(() => woffToSfnt(Buffer.from('wOF2' + '\0'.repeat(60)))).toThrow(RangeError);
    expect(() => woffToSfnt(woff.subarray(0, 200))).toThrow(RangeError);
  });
});
