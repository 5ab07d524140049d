/**
 * The subscriber's PDFs (issue 11 "The personal report"; SPEC §7 `GET /api/download/{file}`),
 * drawn with pdfkit: the personal report (`report.pdf`: the four preference scores with their band
 * and meaning, then the type's guidance) and the type guide (`{type}-guide.pdf`: the guidance
 * alone). Tagged PDF (a structure tree with H1/H2/P/L elements, document language and title shown
 * in the viewer's title bar — pdfkit's `tagged`, `lang`, `displayTitle`), fonts embedded (Inter,
 * from @fontsource/inter), the type's family colour as the accent, the type's character at the top
 * (a Figure with alternative text).
 */
import 'server-only';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import PDFDocument from 'pdfkit';

/** One scored preference pair, ready to print. */
export interface ReportScore {
  /** e.g. `EI`. */
  key: string;
  /** The two poles' names, e.g. `Extraversion (E)`, `Introversion (I)`. */
  firstLabel: string;
  secondLabel: string;
  /** Share of the first pole, 0–100. */
  percentage: number;
  /** The band, e.g. "Clear preference for Introversion (I) — 71%". */
  band: string;
  /** What the score means (result-explanation.ts). */
  meaning: string;
}

/** Everything a PDF shows (built by features/billing/report-input.ts from Firestore and content). */
export interface ReportInput {
  kind: 'report' | 'guide';
  /** The subscriber's name ('' = none). */
  name: string;
  type: { code: string; title: string; summary: string; familyTitle: string; colour: FamilyColour | null };
  /** The four scores (report only; empty for a guide). */
  scores: ReportScore[];
  /** When the test was taken, ISO (report only). */
  completedAt: string | null;
  /** Titled text sections: strengths, growth areas, career, relationships … */
  sections: Array<{ title: string; text: string }>;
  /** How the type pairs with each type (the compatibility pages). */
  pairs: Array<{ title: string; summary: string }>;
  /** Footer line, e.g. "TypeAtlas — typeatlas.example". */
  footer: string;
  /** The type's character (PNG bytes) and its alternative text; drawn beside the title when given. */
  character?: { png: Buffer; alt: string };
}

/** Printed size of the character image, in points. */
const CHARACTER_PT = 96;

/** SPEC §9 theme colours (the family colours). */
export type FamilyColour = 'red' | 'mint' | 'blue' | 'orange';

/** Print colours of the families: the strong variants of the site's tokens (contrast ≥ 4.5:1 on white). */
export const FAMILY_PRINT_COLOURS: Readonly<Record<FamilyColour, string>> = {
  red: '#b3261e',
  mint: '#1c7657',
  blue: '#1f5fae',
  orange: '#a8510c',
};

const INK = '#1d2330';
const MUTED = '#4a5263';

let fonts: { regular: Buffer; bold: Buffer } | undefined;

/**
 * Inter 400 and 700 (latin), read once from @fontsource/inter's files. Found from the working
 * directory (web/ for the production server and `next dev`, the repository root for vitest) rather
 * than `require.resolve`, which the bundler would turn into module references to every font file.
 */
function loadFonts(): { regular: Buffer; bold: Buffer } {
  if (!fonts) {
    const file = (weight: number) => {
      const name = `inter-latin-${weight}-normal.woff`;
      const candidates = [path.join(process.cwd(), 'node_modules', '@fontsource', 'inter', 'files', name), path.join(process.cwd(), 'web', 'node_modules', '@fontsource', 'inter', 'files', name)];
      // Not traced from here (that would trace the whole project): next.config's outputFileTracingIncludes ships the two files.
      return readFileSync(/*turbopackIgnore: true*/ candidates.find((candidate) => existsSync(candidate)) ?? candidates[0]!);
    };
    fonts = { regular: file(400), bold: file(700) };
  }
  return fonts;
}

/**
 * Renders a report or guide.
 * @param input the content (see {@link ReportInput})
 * @returns the PDF bytes
 */
export async function renderReportPdf(input: ReportInput): Promise<Buffer> {
  const { regular, bold } = loadFonts();
  const accent = input.type.colour ? FAMILY_PRINT_COLOURS[input.type.colour] : INK;
  const title = input.kind === 'report' ? `${input.type.code} personal report${input.name ? ` for ${input.name}` : ''}` : `${input.type.code} (${input.type.title}) type guide`;
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 56, bottom: 64, left: 56, right: 56 },
    tagged: true,
    lang: 'en-GB',
    displayTitle: true,
    pdfVersion: '1.7',
    font: regular as unknown as string,
    info: { Title: title, Author: 'TypeAtlas', Subject: `${input.type.code} — ${input.type.title}`, Keywords: `${input.type.code}, personality type, ${input.type.familyTitle}` },
    bufferPages: true,
  });
  doc.registerFont('body', regular);
  doc.registerFont('bold', bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const root = doc.struct('Document');
  doc.addStructure(root);
  let width = doc.page.width - doc.page.margins.left - doc.page.margins.right;

  /** Adds one tagged block: `draw` runs inside the marked content of a new structure element. */
  const block = (tag: 'H1' | 'H2' | 'H3' | 'P' | 'Span', draw: () => void) => {
    const element = doc.struct(tag, {}, draw);
    root.add(element);
    element.end();
  };
  const heading = (tag: 'H1' | 'H2' | 'H3', text: string, size: number, colour = INK) =>
    block(tag, () => {
      doc.font('bold').fontSize(size).fillColor(colour).text(text, { width });
      doc.moveDown(0.4);
    });
  const paragraph = (text: string, size = 10.5, colour = INK) =>
    block('P', () => {
      doc.font('body').fontSize(size).fillColor(colour).text(text, { width, lineGap: 2.5, align: 'left' });
      doc.moveDown(0.6);
    });
  const decoration = (draw: () => void) => {
    doc.markContent('Artifact', { type: 'Layout' });
    draw();
    doc.endMarkedContent();
  };

  // Title band in the family colour.
  decoration(() => doc.rect(0, 0, doc.page.width, 10).fill(accent));
  // The character at the top right (a tagged Figure with its alternative text); the title block
  // beside it is narrowed so the text never runs under the image.
  const character = input.character;
  const top = doc.y;
  const fullWidth = width;
  if (character) {
    const figure = doc.struct('Figure', { alt: character.alt }, () => {
      doc.image(character.png, doc.page.margins.left + fullWidth - CHARACTER_PT, top, { width: CHARACTER_PT, height: CHARACTER_PT });
    });
    root.add(figure);
    figure.end();
    doc.y = top;
    width = fullWidth - CHARACTER_PT - 16;
  }
  heading('H1', title, 22, accent);
  paragraph(`${input.type.code} — ${input.type.title}, ${input.type.familyTitle}`, 12, MUTED);
  if (input.type.summary) paragraph(input.type.summary);
  width = fullWidth;
  if (character) doc.y = Math.max(doc.y, top + CHARACTER_PT + 12);

  if (input.kind === 'report' && input.scores.length > 0) {
    heading('H2', 'Your four preference scores', 15, accent);
    if (input.completedAt) paragraph(`From your free personality test of ${new Date(input.completedAt).toUTCString().slice(5, 16)}.`, 9.5, MUTED);
    for (const score of input.scores) {
      heading('H3', `${score.firstLabel} – ${score.secondLabel}`, 11.5);
      // The bar: the first pole's share, in the family colour (decoration; the numbers are in the text).
      decoration(() => {
        const y = doc.y;
        doc.roundedRect(doc.page.margins.left, y, width, 8, 4).fill('#e7e9ee');
        doc.roundedRect(doc.page.margins.left, y, Math.max(8, (width * score.percentage) / 100), 8, 4).fill(accent);
        doc.y = y + 14;
      });
      paragraph(score.band, 10.5, INK);
      paragraph(score.meaning, 10, MUTED);
    }
  }

  for (const section of input.sections) {
    if (!section.text.trim()) continue;
    heading('H2', section.title, 15, accent);
    for (const text of section.text.split(/\n{2,}/).map((part) => part.trim()).filter(Boolean)) paragraph(text);
  }

  if (input.pairs.length > 0) {
    heading('H2', `How ${input.type.code} pairs with the other types`, 15, accent);
    for (const pair of input.pairs) {
      heading('H3', pair.title, 11);
      if (pair.summary) paragraph(pair.summary, 10, INK);
    }
  }

  // Page footers (artifacts, not read aloud).
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    decoration(() => {
      const bottom = doc.page.margins.bottom;
      doc.page.margins.bottom = 0;
      doc.font('body').fontSize(8).fillColor(MUTED).text(`${input.footer} · page ${index + 1} of ${range.count}`, doc.page.margins.left, doc.page.height - 40, { width, align: 'center', lineBreak: false });
      doc.page.margins.bottom = bottom;
    });
  }
  root.end();
  doc.end();
  return done;
}
