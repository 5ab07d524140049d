/**
 * The report PDF's character image (issue 11 "The personal report": the type's character image):
 * the PNG rendered from the site's own character drawing, and the tagged Figure the PDF draws it in.
 */
import { describe, expect, it } from 'vitest';
import { PDFParse } from 'pdf-parse';
import { CHARACTER_PNG_SIZE, characterPng } from '@/features/billing/character-png';
import { renderReportPdf, type ReportInput } from './report-pdf';

const input: ReportInput = {
  kind: 'guide',
  name: '',
  type: { code: 'INFJ', title: 'Counselor', summary: 'Quietly insightful.', familyTitle: 'Diplomats', colour: 'mint' },
  scores: [],
  completedAt: null,
  sections: [{ title: 'Strengths', text: 'Listening closely.' }],
  pairs: [],
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
  }, 30_000);

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
  }, 30_000);
});
