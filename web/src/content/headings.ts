/**
 * The section headings of a Portable Text body and their anchor ids — one function, used by the
 * renderer (PortableTextBody puts the ids on the h2 elements) and by an article's "On this page"
 * navigation (the header's append area), so links and targets never disagree. Pure.
 */

/** One h2 section of a body. */
export interface Heading {
  /** The block's `_key`. */
  key: string;
  /** The heading's plain text. */
  text: string;
  /** Its anchor id: lower-case words joined by '-', unique within the body, e.g. 'how-it-works-2'. */
  id: string;
}

interface BlockLike {
  _type?: unknown;
  _key?: unknown;
  style?: unknown;
  children?: unknown;
}

/** The plain text of a block's spans. */
function blockText(block: BlockLike): string {
  if (!Array.isArray(block.children)) return '';
  return block.children
    .map((child) => (typeof (child as { text?: unknown })?.text === 'string' ? (child as { text: string }).text : ''))
    .join('');
}

/** 'Why it matters — and when!' → 'why-it-matters-and-when' ('section' when nothing is left). */
export function anchorId(text: string): string {
  const words = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .match(/[a-z0-9]+/g);
  return words ? words.join('-').slice(0, 64).replace(/-+$/, '') : 'section';
}

/**
 * The h2 headings of a body, in order, with unique anchor ids (a repeated id gets `-2`, `-3`, …).
 * @param body a Portable Text array (anything else gives no headings)
 */
export function bodyHeadings(body: unknown): Heading[] {
  if (!Array.isArray(body)) return [];
  const used = new Map<string, number>();
  const headings: Heading[] = [];
  body.forEach((raw, index) => {
    const block = (raw ?? {}) as BlockLike;
    if (block._type !== 'block' || block.style !== 'h2') return;
    const text = blockText(block).trim();
    if (!text) return;
    const base = anchorId(text);
    const count = (used.get(base) ?? 0) + 1;
    used.set(base, count);
    headings.push({ key: typeof block._key === 'string' ? block._key : `h2-${index}`, text, id: count === 1 ? base : `${base}-${count}` });
  });
  return headings;
}
