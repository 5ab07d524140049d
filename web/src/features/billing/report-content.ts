/**
 * Shapes content for the subscriber's PDFs (server/report/report-pdf.ts; issue 23 "A report worth
 * paying for"): a type profile's Portable Text as printable blocks (subheads, lists and callouts
 * kept, not flattened to lines), and the pairings section from the compatibility documents — for
 * each pair what they share, where they differ, the "What works" and "Where it gets hard" bullets
 * on a preference they differ on, and how to get through to the other type. Pure; no framework
 * imports.
 */
import type { ReportBlock, ReportPair, ReportPairGroup, TextRun } from '@/server/report/report-pdf';

/** A Portable Text span as the report query reads it. */
export interface SpanLike {
  text: string | null;
  marks: string[] | null;
}

/** A Portable Text block or callout as the report query reads it. */
export interface BodyBlockLike {
  _type: string;
  style?: string | null;
  listItem?: string | null;
  tone?: string | null;
  spans?: SpanLike[] | null;
  paragraphs?: Array<{ spans: SpanLike[] | null }> | null;
}

/** Callout labels by tone (schemas/src/objects/callout.ts: "Tip", "Note", "Watch out"). */
const CALLOUT_TITLES: Readonly<Record<string, string>> = { tip: 'Tip', note: 'Note', warning: 'Watch out' };

/**
 * Printable runs of Portable Text spans: `strong` → bold, `em` → italic (link marks dropped),
 * whitespace collapsed, the ends trimmed, neighbours of the same emphasis merged.
 * @param spans the spans (null = none)
 * @returns the runs; [] when there is no text
 */
export function runsOf(spans: readonly SpanLike[] | null | undefined): TextRun[] {
  const runs: TextRun[] = [];
  for (const span of spans ?? []) {
    const text = (span.text ?? '').replace(/\s+/g, ' ');
    if (!text) continue;
    const bold = span.marks?.includes('strong') ?? false;
    const italic = span.marks?.includes('em') ?? false;
    const last = runs.at(-1);
    if (last && Boolean(last.bold) === bold && Boolean(last.italic) === italic) last.text = (last.text + text).replace(/ {2,}/g, ' ');
    else runs.push({ text, ...(bold ? { bold } : {}), ...(italic ? { italic } : {}) });
  }
  for (let index = 1; index < runs.length; index += 1) {
    if (runs[index - 1]!.text.endsWith(' ') && runs[index]!.text.startsWith(' ')) runs[index]!.text = runs[index]!.text.slice(1);
  }
  if (runs[0]) runs[0].text = runs[0].text.trimStart();
  const last = runs.at(-1);
  if (last) last.text = last.text.trimEnd();
  return runs.filter((run) => run.text.length > 0);
}

/** The plain text of runs. */
export function textOf(runs: readonly TextRun[]): string {
  return runs.map((run) => run.text).join('');
}

/**
 * A section body as printable blocks: `h2`/`h3` → subhead, consecutive `bullet`/`number` items →
 * one list, `blockquote` → an untitled callout, a callout object → a callout titled by its tone,
 * anything else → a paragraph. Blocks without text are dropped.
 * @param blocks the Portable Text blocks (null = none)
 * @returns the blocks in order
 */
export function blocksOf(blocks: readonly BodyBlockLike[] | null | undefined): ReportBlock[] {
  const out: ReportBlock[] = [];
  for (const block of blocks ?? []) {
    if (block._type === 'callout') {
      const runs = (block.paragraphs ?? []).flatMap((paragraph, index) => {
        const text = runsOf(paragraph.spans);
        return index > 0 && text.length > 0 ? [{ text: ' ' }, ...text] : text;
      });
      if (runs.length > 0) out.push({ kind: 'callout', title: CALLOUT_TITLES[block.tone ?? ''] ?? 'Note', runs });
      continue;
    }
    const runs = runsOf(block.spans);
    if (runs.length === 0) continue;
    if (block.listItem === 'bullet' || block.listItem === 'number') {
      const ordered = block.listItem === 'number';
      const previous = out.at(-1);
      if (previous?.kind === 'list' && previous.ordered === ordered) previous.items.push(runs);
      else out.push({ kind: 'list', ordered, items: [runs] });
    } else if (block.style === 'h2' || block.style === 'h3') {
      out.push({ kind: 'subhead', text: textOf(runs) });
    } else if (block.style === 'blockquote') {
      out.push({ kind: 'callout', title: '', runs });
    } else {
      out.push({ kind: 'paragraph', runs });
    }
  }
  return out;
}

/** A compatibility document as the report query reads it. */
export interface PairLike {
  typeA: { code: string | null; title: string | null } | null;
  typeB: { code: string | null; title: string | null } | null;
  sections: Array<{ slug: string | null; blocks: Array<{ listItem: string | null; spans: SpanLike[] | null }> | null }> | null;
}

/**
 * The four preferences in code order, with the lead word the compatibility documents' bullets
 * start with (studio/seed: "Energy.", "Information.", "Decisions.", "Structure.").
 */
const PREFERENCES = [
  { lead: 'Energy', name: 'energy (E / I)' },
  { lead: 'Information', name: 'information (S / N)' },
  { lead: 'Decisions', name: 'decisions (T / F)' },
  { lead: 'Structure', name: 'structure (J / P)' },
] as const;

/** Group titles and notes by the number of shared preferences (4 … 0). */
const GROUPS: ReadonlyArray<{ shared: number; title: string; note: string }> = [
  { shared: 4, title: 'The same type', note: 'A mirror: the same strengths, doubled, and the same blind spots, doubled.' },
  {
    shared: 3,
    title: 'Three preferences in common',
    note: 'One difference: enough contrast to complement each other without much translation.',
  },
  { shared: 2, title: 'Two preferences in common', note: 'Half the same: common ground and real contrast in equal measure.' },
  { shared: 1, title: 'One preference in common', note: 'Mostly different: more to learn from each other, and more to explain.' },
  {
    shared: 0,
    title: 'Opposite on every preference',
    note: 'Every preference differs: the most to offer each other, and the most to translate.',
  },
];

/** The bullets of one section of a pair's document, as runs. */
function bullets(pair: PairLike, slug: string): TextRun[][] {
  const section = pair.sections?.find((candidate) => candidate.slug === slug);
  return (section?.blocks ?? [])
    .filter((block) => block.listItem === 'bullet')
    .map((block) => runsOf(block.spans))
    .filter((runs) => runs.length > 0);
}

/**
 * The bullet to print for a pair: the first of `leads` (preferences, in order of preference) whose
 * bullet reads differently from every bullet already printed for another pair (`used`: texts with
 * the other type's code blanked — the documents share sentence patterns), else the bullet on the
 * first lead, else the first bullet. Adds the choice to `used`.
 */
function pickBullet(items: TextRun[][], leads: readonly string[], other: string, used: Set<string>): TextRun[] {
  const pattern = (runs: TextRun[]) => textOf(runs).replaceAll(other, '·');
  const on = (lead: string) => items.find((runs) => textOf(runs).startsWith(`${lead}.`));
  const candidates = leads.map(on).filter((runs): runs is TextRun[] => runs !== undefined);
  const chosen = candidates.find((runs) => !used.has(pattern(runs))) ?? candidates[0] ?? items[0] ?? [];
  used.add(pattern(chosen));
  return chosen;
}

/** How to get through to the other type, from the pair's Communication section ("To get through to the X, do this." → "Do this."); for a same-type pair its first bullet. */
function reachOf(pair: PairLike, other: string): string {
  const section = pair.sections?.find((candidate) => candidate.slug === 'communication');
  const text = (section?.blocks ?? [])
    .filter((block) => !block.listItem)
    .map((block) => textOf(runsOf(block.spans)))
    .join(' ');
  // Two phrasings in the documents: "To get through to the ENTJ, come with …." and "A practical
  // rule of thumb: with the INTJ, ask …; with the ISTJ, follow through …."
  const match =
    new RegExp(`To get through to the ${other}, ([^.]+)\\.`).exec(text) ?? new RegExp(`with the ${other}, ([^;.]+)[;.]`).exec(text);
  if (match) return `${match[1]!.charAt(0).toUpperCase()}${match[1]!.slice(1)}.`;
  const first = (section?.blocks ?? []).find((block) => block.listItem === 'bullet');
  return first ? textOf(runsOf(first.spans)) : '';
}

/**
 * The pairings section of a type's report.
 * @param code the reader's type code, e.g. `INTJ`
 * @param pairs the compatibility documents that pair the type (any order)
 * @returns groups by shared preferences (4 → 0, empty groups left out), pairs sorted by code; a
 *   pair's "what works" and "watch for" bullets are on preferences they differ on (two different
 *   ones when they differ on two or more), preferring a bullet that does not read like one already
 *   printed for another pair; a same-type pair gets its first bullets; documents not naming the
 *   type or missing a code are skipped
 */
export function pairingsOf(code: string, pairs: readonly PairLike[]): ReportPairGroup[] {
  const own = code.toUpperCase();
  const found: Array<{
    pair: PairLike;
    other: { code: string; title: string };
    differing: Array<(typeof PREFERENCES)[number]>;
    shared: string[];
  }> = [];
  for (const pair of pairs) {
    const a = pair.typeA?.code?.toUpperCase();
    const b = pair.typeB?.code?.toUpperCase();
    if (!a || !b || (a !== own && b !== own)) continue;
    const otherCode = a === own ? b : a;
    found.push({
      pair,
      other: { code: otherCode, title: (a === own ? pair.typeB : pair.typeA)?.title ?? '' },
      differing: PREFERENCES.filter((_, index) => own[index] !== otherCode[index]),
      shared: [...own].filter((letter, index) => otherCode[index] === letter),
    });
  }
  // In print order (most shared first, then by code), so the choice of bullets is stable.
  found.sort((x, y) => y.shared.length - x.shared.length || x.other.code.localeCompare(y.other.code));
  const usedWorks = new Set<string>();
  const usedHard = new Set<string>();
  const rows: Array<ReportPair & { shared: number }> = found.map(({ pair, other, differing, shared }) => {
    const leads = differing.map((preference) => preference.lead);
    const works = pickBullet(bullets(pair, 'strengths'), leads, other.code, usedWorks);
    const worksLead = textOf(works).split('.')[0];
    // "Watch for" on another preference than "what works" when they differ on two or more.
    const hardLeads = leads.length > 1 ? [...leads].reverse().filter((lead) => lead !== worksLead) : leads;
    return {
      shared: shared.length,
      code: other.code,
      title: other.title,
      relation:
        differing.length === 0
          ? 'Same four preferences'
          : shared.length === 0
            ? 'Differ on all four preferences'
            : `Share ${shared.join(', ')} · differ on ${differing.map((preference) => preference.name).join(', ')}`,
      works,
      hard: pickBullet(bullets(pair, 'challenges'), hardLeads, other.code, usedHard),
      reach: reachOf(pair, other.code),
    };
  });
  return GROUPS.map((group) => ({
    title: group.title,
    note: group.note,
    pairs: rows
      .filter((row) => row.shared === group.shared)
      .sort((x, y) => x.code.localeCompare(y.code))
      .map(({ shared: _shared, ...pair }) => pair),
  })).filter((group) => group.pairs.length > 0);
}
