/**
 * The subscriber's PDFs drawn with pdfkit (issues 11 and 23): the personal report and the type
 * guide, tagged for accessibility, fonts embedded. Runs on a worker thread: no framework imports.
 * Design notes: docs/premium-and-billing.md "Notes from the source files".
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { woffToSfnt } from './woff.ts';

/** A piece of text with its emphasis. */
export interface TextRun {
  text: string;
  bold?: boolean;
  italic?: boolean;
}

/** One block of a section's body (from the type profile's Portable Text). */
export type ReportBlock =
  | { kind: 'paragraph'; runs: TextRun[] }
  | { kind: 'subhead'; text: string }
  | { kind: 'list'; ordered: boolean; items: TextRun[][] }
  | { kind: 'callout'; title: string; runs: TextRun[] };

/** One scored preference pair, ready to print. */
export interface ReportScore {
  /** e.g. `EI`. */
  key: string;
  /** The two poles' names, e.g. `Extraversion (E)`, `Introversion (I)`. */
  firstLabel: string;
  secondLabel: string;
  /** The poles' letters, e.g. `E`, `I`. */
  firstLetter: string;
  secondLetter: string;
  /** Share of the first pole, 0–100. */
  percentage: number;
  /** The measurement band of `percentage` (score ± BAND_WIDTH_SEM·SEM, score-bands.ts), 0–100. */
  bandLow: number;
  bandHigh: number;
  /** True when the band clears 50 (the preference is settled). */
  settled: boolean;
  /** The band in words, e.g. "Clear preference for Introversion (I) — 71%". */
  band: string;
  /** What the score means (result-explanation.ts). */
  meaning: string;
}

/** How the reader's type gets on with one type (from the compatibility document of the pair). */
export interface ReportPair {
  /** The other type's code, e.g. `ENTJ`. */
  code: string;
  /** The other type's name, e.g. `Commander`. */
  title: string;
  /** What the two share and where they differ, e.g. "Share N, T, J · differ on energy (E / I)". */
  relation: string;
  /** What works, a bullet of the pair's "What works" section on a preference they differ on. */
  works: TextRun[];
  /** Where it gets hard, likewise from "Where it gets hard". */
  hard: TextRun[];
  /** How to get through to the other type ('' = none in the document). */
  reach: string;
}

/** Pairs grouped by how many preferences they share. */
export interface ReportPairGroup {
  title: string;
  /** One line on what the group has in common. */
  note: string;
  pairs: ReportPair[];
}

/** Everything a PDF shows (built by features/billing/report-input.ts from Firestore and content). */
export interface ReportInput {
  kind: 'report' | 'guide';
  /** The subscriber's name ('' = none; always '' for a guide). */
  name: string;
  type: { code: string; title: string; summary: string; familyTitle: string; colour: FamilyColour | null };
  /** The four scores (report only; empty for a guide). */
  scores: ReportScore[];
  /** When the test was taken, ISO (report only). */
  completedAt: string | null;
  /** The type profile's sections: strengths, growth areas, career, relationships … */
  sections: Array<{ title: string; blocks: ReportBlock[] }>;
  /** How the type pairs with each type, grouped (empty: no pairings section). */
  pairings: ReportPairGroup[];
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

/** Light tints of the family colours, for callout and card backgrounds (text on them stays ≥ 4.5:1). */
const FAMILY_TINTS: Readonly<Record<FamilyColour, string>> = {
  red: '#fbeeed',
  mint: '#eaf5f0',
  blue: '#ebf2fb',
  orange: '#fcf1e8',
};

const INK = '#1d2330';
const MUTED = '#4a5263';
const RULE = '#d5d9e1';
const TRACK = '#e7e9ee';

type FontName = 'body' | 'bold' | 'italic';
let fonts: Record<FontName, Buffer> | undefined;

/**
 * Inter 400, 400 italic and 700 (latin), read once from @fontsource/inter's files and decoded
 * from WOFF. Found from the working directory (web/ for the production server and `next dev`, the
 * repository root for vitest) rather than `require.resolve`, which the bundler would turn into
 * module references to every font file.
 */
function loadFonts(): Record<FontName, Buffer> {
  if (!fonts) {
    const file = (name: string) => {
      const candidates = [
        path.join(process.cwd(), 'node_modules', '@fontsource', 'inter', 'files', name),
        path.join(process.cwd(), 'web', 'node_modules', '@fontsource', 'inter', 'files', name),
      ];
      // Not traced from here (that would trace the whole project): next.config's outputFileTracingIncludes ships the files.
      return woffToSfnt(readFileSync(/*turbopackIgnore: true*/ candidates.find((candidate) => existsSync(candidate)) ?? candidates[0]!));
    };
    fonts = {
      body: file('inter-latin-400-normal.woff'),
      italic: file('inter-latin-400-italic.woff'),
      bold: file('inter-latin-700-normal.woff'),
    };
  }
  return fonts;
}

/** The day of an ISO date, e.g. "26 Nov 2026". */
function day(iso: string): string {
  return new Date(iso).toUTCString().slice(5, 16);
}

/** A percentage as printed: whole numbers without decimals, else one decimal. */
function percent(value: number): string {
  return `${Number.isInteger(value) ? value : value.toFixed(1)}%`;
}

/** A plain run of text. */
function plain(text: string): TextRun[] {
  return [{ text }];
}

/** The document's title: "{CODE} personal report for {name}" or "{CODE} ({title}) type guide". */
function titleOf(input: ReportInput): string {
  return input.kind === 'report'
    ? `${input.type.code} personal report${input.name ? ` for ${input.name}` : ''}`
    : `${input.type.code} (${input.type.title}) type guide`;
}

/** A tagged A4 document with Inter embedded, and the promise of its bytes once it ends. */
function createDocument(input: ReportInput, title: string): { doc: PDFKit.PDFDocument; done: Promise<Buffer> } {
  const loaded = loadFonts();
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 56, bottom: 64, left: 56, right: 56 },
    tagged: true,
    lang: 'en-GB',
    displayTitle: true,
    pdfVersion: '1.7',
    font: loaded.body as unknown as string,
    info: {
      Title: title,
      Author: 'TypeAtlas',
      Subject: `${input.type.code} — ${input.type.title}`,
      Keywords: `${input.type.code}, personality type, ${input.type.familyTitle}`,
    },
    bufferPages: true,
  });
  doc.registerFont('body', loaded.body);
  doc.registerFont('bold', loaded.bold);
  doc.registerFont('italic', loaded.italic);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}

/**
 * Writes tagged blocks down the page — headings, paragraphs, callouts, lists — in the type's
 * accent colour, under one `Document` structure root. `width` is the text width, narrowed while
 * the title block sits beside the character.
 */
class ReportWriter {
  readonly doc: PDFKit.PDFDocument;
  readonly root: PDFKit.PDFStructureElement;
  readonly accent: string;
  readonly tint: string;
  readonly left: number;
  readonly fullWidth: number;
  width: number;

  constructor(doc: PDFKit.PDFDocument, accent: string, tint: string) {
    this.doc = doc;
    this.accent = accent;
    this.tint = tint;
    this.root = doc.struct('Document');
    doc.addStructure(this.root);
    this.left = doc.page.margins.left;
    this.fullWidth = doc.page.width - this.left - doc.page.margins.right;
    this.width = this.fullWidth;
  }

  /** Starts a new page when less than `height` points are left (keeps a heading with what follows). */
  ensure(height: number): void {
    if (this.doc.y + height > this.doc.page.height - this.doc.page.margins.bottom) this.doc.addPage();
  }

  /** Draws decoration, marked as a layout artifact (not read aloud). */
  decoration(draw: () => void): void {
    this.doc.markContent('Artifact', { type: 'Layout' });
    draw();
    this.doc.endMarkedContent();
  }

  /** Adds one tagged element to `parent`: `draw` runs inside its marked content. */
  element(parent: PDFKit.PDFStructureElement, tag: string, draw: () => void): void {
    const node = this.doc.struct(tag as 'P', {}, draw);
    parent.add(node);
    node.end();
  }

  /** Writes runs as one paragraph at (x, current y), `w` wide. */
  runs(items: TextRun[], x: number, w: number, size: number, colour: string, lineGap = 2.5): void {
    const doc = this.doc;
    const parts = items.filter((run) => run.text.length > 0);
    if (parts.length === 0) return;
    doc.fillColor(colour).fontSize(size);
    parts.forEach((run, index) => {
      const options = { width: w, lineGap, continued: index < parts.length - 1 };
      doc.font(fontOf(run));
      if (index === 0) doc.text(run.text, x, doc.y, options);
      else doc.text(run.text, options);
    });
  }

  /** Height runs will take (measured with the body font; bold lead-ins are a little wider). */
  heightOf(items: TextRun[], w: number, size: number, lineGap = 2.5): number {
    return this.doc
      .font('body')
      .fontSize(size)
      .heightOfString(items.map((run) => run.text).join(''), { width: w * 0.97, lineGap });
  }

  heading(tag: 'H1' | 'H2' | 'H3', text: string, size: number, colour = INK, after = 0.4): void {
    this.element(this.root, tag, () => {
      this.doc.font('bold').fontSize(size).fillColor(colour).text(text, this.left, this.doc.y, { width: this.width });
      this.doc.moveDown(after);
    });
  }

  /** A section heading: new space (or page), the title in the accent colour over a thin rule. */
  sectionHeading(text: string): void {
    const doc = this.doc;
    this.ensure(120);
    if (doc.y > doc.page.margins.top + 1) doc.moveDown(0.8);
    this.heading('H2', text, 16, this.accent, 0.15);
    this.decoration(() => {
      doc
        .moveTo(this.left, doc.y)
        .lineTo(this.left + this.fullWidth, doc.y)
        .lineWidth(1)
        .strokeColor(this.accent)
        .stroke();
    });
    doc.y += 10;
  }

  paragraph(items: TextRun[], size = 10.5, colour = INK, after = 0.6, x = this.left, w = this.width): void {
    this.ensure(Math.min(this.heightOf(items, w, size), 60));
    this.element(this.root, 'P', () => {
      this.runs(items, x, w, size, colour);
      this.doc.moveDown(after);
    });
    this.doc.x = this.left;
  }

  /** A tinted box with an accent rule on its left: a title line (optional) and text. */
  callout(heading: string, items: TextRun[], parent = this.root): void {
    const { doc, left, fullWidth, accent } = this;
    const pad = 12;
    const inner = fullWidth - 2 * pad - 4;
    const titleHeight = heading ? doc.font('bold').fontSize(10.5).heightOfString(heading, { width: inner }) + 4 : 0;
    const height = titleHeight + this.heightOf(items, inner, 10) + 2 * pad;
    this.ensure(height + 12);
    const top = doc.y;
    this.decoration(() => {
      doc.rect(left, top, fullWidth, height).fill(this.tint);
      doc.rect(left, top, 4, height).fill(accent);
    });
    doc.y = top + pad;
    if (heading)
      this.element(parent, 'P', () => {
        doc
          .font('bold')
          .fontSize(10.5)
          .fillColor(accent)
          .text(heading, left + pad + 4, doc.y, { width: inner });
        doc.y += 4;
      });
    this.element(parent, 'P', () => this.runs(items, left + pad + 4, inner, 10, INK));
    doc.x = left;
    doc.y = Math.max(doc.y, top + height) + 14;
  }

  /** A bulleted or numbered list, tagged L > LI > (Lbl, LBody). */
  list(items: TextRun[][], ordered: boolean): void {
    const { doc, left, accent } = this;
    const list = doc.struct('L');
    this.root.add(list);
    const indent = 18;
    items.forEach((item, index) => {
      this.ensure(Math.min(this.heightOf(item, this.width - indent, 10.5), 40));
      const top = doc.y;
      const entry = doc.struct('LI');
      list.add(entry);
      const label = doc.struct('Lbl', {}, () => {
        if (ordered)
          doc
            .font('bold')
            .fontSize(10.5)
            .fillColor(accent)
            .text(`${index + 1}.`, left, top, { width: indent, lineBreak: false });
        else doc.circle(left + 5, top + 6.5, 2.3).fill(accent);
      });
      entry.add(label);
      label.end();
      doc.y = top;
      const body = doc.struct('LBody', {}, () => this.runs(item, left + indent, this.width - indent, 10.5, INK));
      entry.add(body);
      body.end();
      entry.end();
      doc.moveDown(0.45);
      doc.x = left;
    });
    list.end();
    doc.moveDown(0.25);
  }
}

function fontOf(run: TextRun): FontName {
  return run.bold ? 'bold' : run.italic ? 'italic' : 'body';
}

/**
 * The title band in the family colour, the character at the top right (a tagged Figure with its
 * alternative text) and the title block beside it, narrowed so the text never runs under the image.
 */
function drawTitleBlock(w: ReportWriter, input: ReportInput, title: string): void {
  const { doc, left, fullWidth } = w;
  w.decoration(() => doc.rect(0, 0, doc.page.width, 10).fill(w.accent));
  const character = input.character;
  const top = doc.y;
  if (character) {
    const figure = doc.struct('Figure', { alt: character.alt }, () => {
      doc.image(character.png, left + fullWidth - CHARACTER_PT, top, { width: CHARACTER_PT, height: CHARACTER_PT });
    });
    w.root.add(figure);
    figure.end();
    doc.y = top;
    w.width = fullWidth - CHARACTER_PT - 16;
  }
  w.heading('H1', title, 22, w.accent);
  w.paragraph(plain(`${input.type.code} — ${input.type.title}, ${input.type.familyTitle}`), 12, MUTED);
  if (input.type.summary) w.paragraph(plain(input.type.summary));
  w.width = fullWidth;
  if (character) doc.y = Math.max(doc.y, top + CHARACTER_PT + 12);
}

/** The "At a glance" text: the settled and balanced letters (report) and what the document holds. */
function glanceOf(input: ReportInput): TextRun[] {
  const sectionCount = input.sections.filter((section) => section.blocks.length > 0).length;
  const pairCount = input.pairings.reduce((sum, group) => sum + group.pairs.length, 0);
  const inside = [
    ...(input.kind === 'report' && input.scores.length > 0 ? ['your four scores with their bands'] : []),
    ...(sectionCount > 0 ? [`${sectionCount === 1 ? 'one section' : `${sectionCount} sections`} of the ${input.type.code} profile`] : []),
    ...(pairCount > 0 ? [`how ${input.type.code} gets on with ${pairCount === 16 ? 'each of the 16 types' : `${pairCount} types`}`] : []),
  ];
  const glance: TextRun[] = [];
  if (input.kind === 'report' && input.scores.length > 0) {
    const letter = (score: ReportScore) => (score.percentage >= 50 ? score.firstLetter : score.secondLetter);
    const settled = input.scores.filter((score) => score.settled);
    const balanced = input.scores.filter((score) => !score.settled);
    glance.push(
      { text: `${input.completedAt ? `From your free personality test of ${day(input.completedAt)}. ` : ''}Settled: ` },
      { text: settled.length > 0 ? settled.map(letter).join(', ') : 'none', bold: true },
    );
    if (balanced.length > 0)
      glance.push(
        { text: '. Balanced: ' },
        { text: balanced.map((score) => `${score.firstLetter}–${score.secondLetter}`).join(', '), bold: true },
      );
    glance.push({ text: '. ' });
  }
  if (inside.length > 0) glance.push({ text: `Inside: ${inside.join('; ')}.` });
  return glance;
}

/**
 * One score's bar (decoration; the numbers are in the text below): the band as a tinted stretch,
 * the score as a marker, the middle as a tick, the pole letters at both ends.
 */
function drawScoreBar(w: ReportWriter, score: ReportScore): void {
  const { doc, left, fullWidth, accent } = w;
  w.decoration(() => {
    const y = doc.y;
    const barLeft = left + 16;
    const barWidth = fullWidth - 32;
    const at = (value: number) => barLeft + (barWidth * Math.min(100, Math.max(0, value))) / 100;
    doc
      .font('bold')
      .fontSize(10)
      .fillColor(score.percentage >= 50 ? accent : MUTED)
      .text(score.firstLetter, left, y - 1, { width: 12, lineBreak: false });
    doc
      .font('bold')
      .fontSize(10)
      .fillColor(score.percentage < 50 ? accent : MUTED)
      .text(score.secondLetter, barLeft + barWidth + 6, y - 1, { width: 12, lineBreak: false });
    doc.roundedRect(barLeft, y, barWidth, 10, 5).fill(TRACK);
    doc
      .rect(at(score.bandLow), y, Math.max(2, at(score.bandHigh) - at(score.bandLow)), 10)
      .fillOpacity(0.35)
      .fill(accent)
      .fillOpacity(1);
    doc
      .moveTo(at(50), y - 3)
      .lineTo(at(50), y + 13)
      .lineWidth(1)
      .strokeColor(MUTED)
      .stroke();
    doc.circle(at(score.percentage), y + 5, 6).fill(accent);
    doc.circle(at(score.percentage), y + 5, 2.5).fill('#ffffff');
    doc
      .font('body')
      .fontSize(8)
      .fillColor(MUTED)
      .text(`band ${percent(score.bandLow)}–${percent(score.bandHigh)}`, at(score.bandLow), y + 13, { width: 120, lineBreak: false });
    doc.x = left;
    doc.y = y + 26;
  });
}

/** "Your four preference scores": how to read the bars, each score with its band and meaning, a note on balanced ones. */
function drawScores(w: ReportWriter, scores: ReportScore[]): void {
  w.sectionHeading('Your four preference scores');
  w.paragraph(
    plain(
      'The marker is your score; the tinted stretch around it is the measurement band, where your score would likely land if you took the test again. A band on one side of the middle line is a settled preference; a band across it means you are balanced.',
    ),
    9.5,
    MUTED,
  );
  for (const score of scores) {
    w.ensure(58 + w.heightOf([{ text: score.band }], w.fullWidth, 10.5) + w.heightOf([{ text: score.meaning }], w.fullWidth, 9.5));
    w.heading('H3', `${score.firstLabel} – ${score.secondLabel}`, 11.5, INK, 0.3);
    drawScoreBar(w, score);
    w.paragraph([{ text: score.band, bold: true }], 10.5, score.settled ? INK : MUTED, 0.25);
    w.paragraph(plain(score.meaning), 9.5, MUTED, 0.6);
  }
  const balanced = scores.filter((score) => !score.settled);
  if (balanced.length > 0) {
    w.callout(
      balanced.length === 1 ? 'One balanced preference' : `${balanced.length} balanced preferences`,
      plain(
        `Your band for ${balanced.map((score) => `${score.firstLetter}–${score.secondLetter}`).join(' and ')} crosses the middle. Read the type descriptions on both sides of ${balanced.length === 1 ? 'that letter' : 'those letters'}: the one that sounds more like you in everyday life is the better guide than the score.`,
      ),
    );
  }
}

/** The type profile's sections, each block as written (the first paragraph as the lead, a little larger). */
function drawSections(w: ReportWriter, sections: ReportInput['sections']): void {
  for (const section of sections) {
    if (section.blocks.length === 0) continue;
    w.sectionHeading(section.title);
    section.blocks.forEach((block, index) => {
      if (block.kind === 'paragraph') {
        w.paragraph(block.runs, index === 0 ? 11.5 : 10.5, INK, 0.6);
      } else if (block.kind === 'subhead') {
        w.ensure(70);
        w.doc.moveDown(0.3);
        w.heading('H3', block.text, 12, w.accent, 0.35);
      } else if (block.kind === 'list') {
        w.list(block.items, block.ordered);
      } else {
        w.callout(block.title, block.runs);
      }
    });
  }
}

/** Width of a pair card's label column, in points. */
const PAIR_LABEL_WIDTH = 78;

/** A pair card's labelled rows: what works, what to watch for, how to reach them (empty rows left out). */
function pairRows(pair: ReportPair): Array<[string, TextRun[]]> {
  return (
    [
      ['What works', pair.works],
      ['Watch for', pair.hard],
      ['To reach them', pair.reach ? plain(pair.reach) : []],
    ] as Array<[string, TextRun[]]>
  ).filter(([, text]) => text.length > 0);
}

/** One pair as a framed card: an H4 with code, name and relation, then its rows. Never broken across pages. */
function drawPairCard(w: ReportWriter, pair: ReportPair, height: number, textWidth: number): void {
  const { doc, left, fullWidth, accent } = w;
  w.ensure(height + 10);
  const boxTop = doc.y;
  doc.y = boxTop + 8;
  const pairHeading = doc.struct('H4', {}, () => {
    doc
      .font('bold')
      .fontSize(11)
      .fillColor(INK)
      .text(`${pair.code} · ${pair.title}`, left + 10, doc.y, { width: fullWidth - 20, continued: true });
    doc.font('body').fontSize(9).fillColor(MUTED).text(`   ${pair.relation}`);
  });
  w.root.add(pairHeading);
  pairHeading.end();
  doc.y += 4;
  for (const [label, text] of pairRows(pair)) {
    const rowTop = doc.y;
    w.element(w.root, 'P', () => {
      doc
        .font('bold')
        .fontSize(9)
        .fillColor(accent)
        .text(label, left + 10, rowTop + 0.5, { width: PAIR_LABEL_WIDTH });
      doc.y = rowTop;
      w.runs(text, left + 10 + PAIR_LABEL_WIDTH, textWidth, 9.5, INK, 1.5);
    });
    doc.y += 4;
  }
  // The frame is drawn last, around what was written.
  const boxBottom = doc.y + 4;
  w.decoration(() => {
    doc
      .roundedRect(left, boxTop, fullWidth, boxBottom - boxTop, 4)
      .lineWidth(0.75)
      .strokeColor(RULE)
      .stroke();
  });
  doc.x = left;
  doc.y = boxBottom + 8;
}

/** "How {CODE} gets on with each type": an introduction, then each group's heading and note and its pair cards. */
function drawPairings(w: ReportWriter, input: ReportInput): void {
  w.sectionHeading(`How ${input.type.code} gets on with each type`);
  w.paragraph(
    plain(
      `Drawn from the sixteen ${input.type.code} compatibility pages. Pairs are grouped by how many of the four preferences they share; for each, one thing that tends to work, one thing to watch for, and how to get through to the other type. These are likely patterns, not predictions.`,
    ),
    10,
    MUTED,
  );
  const textWidth = w.fullWidth - PAIR_LABEL_WIDTH - 20;
  const cardHeight = (pair: ReportPair) =>
    30 + pairRows(pair).reduce((sum, [, text]) => sum + w.heightOf(text, textWidth, 9.5, 1.5) + 4, 0);
  for (const group of input.pairings) {
    // The group's heading stays with its first pair.
    w.ensure(60 + cardHeight(group.pairs[0]!));
    w.doc.moveDown(0.3);
    w.heading('H3', group.title, 12.5, w.accent, 0.2);
    w.paragraph(plain(group.note), 9.5, MUTED, 0.5);
    for (const pair of group.pairs) drawPairCard(w, pair, cardHeight(pair), textWidth);
  }
}

/** The running header from page 2 on and the page footers (artifacts, not read aloud). */
function drawPageFurniture(w: ReportWriter, title: string, footer: string): void {
  const { doc, left, fullWidth } = w;
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    w.decoration(() => {
      const bottom = doc.page.margins.bottom;
      doc.page.margins.bottom = 0;
      if (index > range.start) {
        doc.rect(0, 0, doc.page.width, 4).fill(w.accent);
        doc.font('body').fontSize(8).fillColor(MUTED).text(title, left, 26, { width: fullWidth, align: 'right', lineBreak: false });
      }
      doc
        .font('body')
        .fontSize(8)
        .fillColor(MUTED)
        .text(`${footer} · page ${index + 1} of ${range.count}`, left, doc.page.height - 40, {
          width: fullWidth,
          align: 'center',
          lineBreak: false,
        });
      doc.page.margins.bottom = bottom;
    });
  }
}

/**
 * Renders a report or guide.
 * @param input the content (see {@link ReportInput})
 * @returns the PDF bytes
 */
export async function renderReportPdf(input: ReportInput): Promise<Buffer> {
  const title = titleOf(input);
  const { doc, done } = createDocument(input, title);
  const accent = input.type.colour ? FAMILY_PRINT_COLOURS[input.type.colour] : INK;
  const tint = input.type.colour ? FAMILY_TINTS[input.type.colour] : '#f1f3f6';
  const w = new ReportWriter(doc, accent, tint);
  drawTitleBlock(w, input, title);
  const glance = glanceOf(input);
  if (glance.length > 0) w.callout('At a glance', glance);
  if (input.kind === 'report' && input.scores.length > 0) drawScores(w, input.scores);
  drawSections(w, input.sections);
  if (input.pairings.length > 0) drawPairings(w, input);
  drawPageFurniture(w, title, input.footer);
  w.root.end();
  doc.end();
  return done;
}
