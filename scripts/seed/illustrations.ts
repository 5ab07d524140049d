/**
 * Original abstract illustrations for the seed dataset: one deterministic SVG per document, drawn
 * from a motif (FORMAT.md lists them), a theme colour, a variant level (how many circles, rays,
 * cards… it draws) and an optional background pattern, with positions varied by a seed string.
 * Each comes with its alt text, written from what is actually drawn. Article main images pick
 * motif, level and pattern by topic (content.ts `TOPIC_ART`); author portraits are in portraits.ts.
 */
import { createHash } from 'node:crypto';

export const MOTIFS = ['circles', 'waves', 'path', 'bridge', 'sun', 'grid', 'spark', 'stack', 'compass', 'leaf'] as const;
export type Motif = (typeof MOTIFS)[number];
export type Theme = 'red' | 'mint' | 'blue' | 'orange';

/** Theme colours of SPEC §9 (same values as web/src/styles/globals.css): base, strong, soft. */
export const PALETTE: Record<Theme, { base: string; strong: string; soft: string; name: string }> = {
  red: { base: '#e4573d', strong: '#b5371f', soft: '#fdece8', name: 'coral red' },
  mint: { base: '#3fb68e', strong: '#1c7657', soft: '#e6f6f0', name: 'mint green' },
  blue: { base: '#3a7bd5', strong: '#2359a8', soft: '#e8f0fb', name: 'blue' },
  orange: { base: '#f29a2e', strong: '#9a5200', soft: '#fdf1e1', name: 'orange' },
};

/** How many elements a motif draws at each variant level (0–3): the alt text names the count. */
const COUNTS: Record<Motif, readonly [number, number, number, number]> = {
  circles: [3, 4, 5, 6],
  waves: [3, 4, 5, 6],
  path: [4, 5, 6, 7],
  bridge: [3, 4, 5, 6],
  sun: [8, 12, 16, 20],
  grid: [5, 6, 7, 8],
  spark: [3, 5, 7, 9],
  stack: [3, 4, 5, 6],
  compass: [4, 6, 8, 10],
  leaf: [2, 3, 4, 5],
};

/** Number of variant levels of every motif ({@link COUNTS}). */
export const LEVELS = 4;

const WORDS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
  'twenty',
];
const word = (n: number) => WORDS[n] ?? String(n);

const DESCRIPTIONS: Record<Motif, (n: number) => string> = {
  circles: (n) => `${word(n)} overlapping circles`,
  waves: (n) => `${word(n)} layered waves`,
  path: (n) => `a winding path between ${word(n)} dots`,
  bridge: (n) => `an arched bridge with ${word(n)} hangers over water`,
  sun: (n) => `a rising sun with ${word(n)} rays`,
  grid: (n) => `a grid of rounded squares, ${word(n)} columns wide`,
  spark: (n) => `a bright spark with ${word(n)} small stars`,
  stack: (n) => `a stack of ${word(n)} tilted cards`,
  compass: (n) => `a compass rose with ${word(n)} points`,
  leaf: (n) => `a stem with ${word(n)} leaves`,
};

/**
 * Faint background patterns drawn behind the motif. Each article topic has its own (content.ts
 * `TOPIC_ART`), so two topics never share a picture even when they share a motif and a colour.
 */
export const BACKDROPS = ['dots', 'rings', 'stripes', 'ledger', 'blobs', 'confetti', 'graph', 'frame'] as const;
export type Backdrop = (typeof BACKDROPS)[number];

const BACKDROP_DESCRIPTIONS: Record<Backdrop, string> = {
  dots: 'a dotted background',
  rings: 'a background of faint rings',
  stripes: 'a striped background',
  ledger: 'a lined background',
  blobs: 'a background of soft round shapes',
  confetti: 'a confetti background',
  graph: 'a graph-paper background',
  frame: 'a dashed frame',
};

export const WIDTH = 1200;
export const HEIGHT = 630;

/** A small deterministic PRNG (mulberry32) seeded from a string. */
export function random(seed: string): () => number {
  let state = createHash('sha1').update(seed).digest().readUInt32LE(0);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const r1 = (n: number) => Math.round(n * 10) / 10;

type Colours = { base: string; strong: string; soft: string };

function backdrop(kind: Backdrop, c: Colours, rnd: () => number): string {
  const pattern = (size: number, inner: string) =>
    `<defs><pattern id="bg" width="${size}" height="${size}" patternUnits="userSpaceOnUse">${inner}</pattern></defs><rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>`;
  switch (kind) {
    case 'dots':
      return pattern(60, `<circle cx="30" cy="30" r="5" fill="${c.base}" fill-opacity="0.25"/>`);
    case 'stripes':
      return pattern(
        80,
        `<path d="M -20 100 L 100 -20" stroke="${c.base}" stroke-width="16" stroke-opacity="0.12"/><path d="M -20 20 L 20 -20 M 60 100 L 100 60" stroke="${c.base}" stroke-width="16" stroke-opacity="0.12"/>`,
      );
    case 'ledger':
      return pattern(48, `<line x1="0" y1="46" x2="48" y2="46" stroke="${c.base}" stroke-width="2" stroke-opacity="0.3"/>`);
    case 'graph':
      return pattern(60, `<path d="M 60 0 V 60 M 0 60 H 60" fill="none" stroke="${c.base}" stroke-width="2" stroke-opacity="0.22"/>`);
    case 'rings': {
      const ring = (x: number, y: number) =>
        [90, 150, 210]
          .map((r) => `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r}" fill="none" stroke="${c.base}" stroke-width="6" stroke-opacity="0.2"/>`)
          .join('');
      return ring(60 + rnd() * 80, 60 + rnd() * 60) + ring(1140 - rnd() * 80, 570 - rnd() * 60);
    }
    case 'blobs':
      return [
        [40, 60, 180],
        [1160, 90, 150],
        [1080, 600, 200],
        [120, 610, 130],
      ]
        .map(
          ([x = 0, y = 0, r = 0]) =>
            `<circle cx="${r1(x + (rnd() - 0.5) * 60)}" cy="${r1(y + (rnd() - 0.5) * 40)}" r="${r1(r)}" fill="${c.base}" fill-opacity="0.14"/>`,
        )
        .join('');
    case 'confetti':
      return Array.from({ length: 26 }, () => {
        const x = rnd() * WIDTH;
        const y = rnd() * HEIGHT;
        return `<rect x="${r1(x)}" y="${r1(y)}" width="22" height="10" rx="3" fill="${rnd() > 0.5 ? c.base : c.strong}" fill-opacity="0.25" transform="rotate(${r1(rnd() * 180)} ${r1(x + 11)} ${r1(y + 5)})"/>`;
      }).join('');
    case 'frame':
      return `<rect x="28" y="28" width="${WIDTH - 56}" height="${HEIGHT - 56}" rx="36" fill="none" stroke="${c.base}" stroke-width="6" stroke-opacity="0.35" stroke-dasharray="4 22" stroke-linecap="round"/>`;
  }
}

function leafShape(x: number, y: number, side: 1 | -1, size: number, fill: string, opacity: number): string {
  const px = (dx: number) => r1(x + side * size * dx);
  const py = (dy: number) => r1(y - size * dy);
  return `<path d="M ${r1(x)} ${r1(y)} C ${px(1.2)} ${py(0.05)}, ${px(1.45)} ${py(0.85)}, ${px(0.35)} ${py(1)} C ${px(0.15)} ${py(0.7)}, ${px(0.05)} ${py(0.35)}, ${r1(x)} ${r1(y)} Z" fill="${fill}" fill-opacity="${opacity}"/>`;
}

function shapes(motif: Motif, n: number, c: Colours, rnd: () => number): string {
  const cx = 600 + (rnd() - 0.5) * 160;
  const cy = 315 + (rnd() - 0.5) * 60;
  switch (motif) {
    case 'circles': {
      const spacing = Math.min(160, 760 / (n - 1));
      const r = 150 - n * 12;
      return Array.from({ length: n }, (_, i) => {
        const x = 600 - ((n - 1) * spacing) / 2 + i * spacing;
        return `<circle cx="${r1(x)}" cy="${r1(cy + (rnd() - 0.5) * 80)}" r="${r1(r + rnd() * 40)}" fill="${i % 2 ? c.strong : c.base}" fill-opacity="${0.5 + (i % 3) * 0.1}"/>`;
      }).join('');
    }
    case 'waves':
      return Array.from({ length: n }, (_, i) => {
        const y = r1(230 + i * (320 / n));
        const a = 30 + rnd() * 40;
        return `<path d="M0 ${y} C 300 ${r1(y - a)}, 500 ${r1(y + a)}, 800 ${y} S 1100 ${r1(y - a)}, 1200 ${y} V 630 H 0 Z" fill="${i % 2 ? c.strong : c.base}" fill-opacity="${r1(0.3 + (i / n) * 0.5)}"/>`;
      }).join('');
    case 'path': {
      const points = Array.from({ length: n }, (_, i) => [r1(120 + (i * 960) / (n - 1)), r1(170 + rnd() * 290)] as const);
      const d = points.map(([x, y], i) => `${i ? 'L' : 'M'} ${x} ${y}`).join(' ');
      return `<path d="${d}" fill="none" stroke="${c.strong}" stroke-width="10" stroke-linecap="round" stroke-linejoin="round" stroke-dasharray="2 26"/>${points
        .map(([x, y], i) => `<circle cx="${x}" cy="${y}" r="${i === n - 1 ? 34 : 20}" fill="${i === n - 1 ? c.strong : c.base}"/>`)
        .join('')}`;
    }
    case 'bridge': {
      const top = 120 + rnd() * 60;
      // The deck is the quadratic curve (180,440) → (600,top) → (1020,440); x is linear in t.
      const deckY = (t: number) => (1 - t) ** 2 * 440 + 2 * t * (1 - t) * top + t ** 2 * 440;
      return `<rect x="0" y="440" width="1200" height="190" fill="${c.base}" fill-opacity="0.45"/><path d="M 180 440 Q 600 ${r1(top)} 1020 440" fill="none" stroke="${c.strong}" stroke-width="22"/><rect x="160" y="300" width="40" height="200" fill="${c.strong}"/><rect x="1000" y="300" width="40" height="200" fill="${c.strong}"/>${Array.from(
        { length: n },
        (_, i) => {
          const t = (i + 1) / (n + 1);
          const x = r1(180 + 840 * t);
          return `<line x1="${x}" y1="440" x2="${x}" y2="${r1(deckY(t) + 10)}" stroke="${c.strong}" stroke-width="8"/>`;
        },
      ).join('')}`;
    }
    case 'sun':
      return `${Array.from({ length: n }, (_, i) => {
        const angle = (i / n) * Math.PI * 2;
        return `<line x1="${r1(cx + Math.cos(angle) * 170)}" y1="${r1(cy + Math.sin(angle) * 170)}" x2="${r1(cx + Math.cos(angle) * (230 + rnd() * 50))}" y2="${r1(cy + Math.sin(angle) * (230 + rnd() * 50))}" stroke="${c.base}" stroke-width="${n > 12 ? 10 : 14}" stroke-linecap="round"/>`;
      }).join('')}<circle cx="${r1(cx)}" cy="${r1(cy)}" r="140" fill="${c.strong}"/>`;
    case 'grid': {
      const x0 = (WIDTH - (n * 130 - 30)) / 2;
      return Array.from({ length: 4 }, (_, row) =>
        Array.from({ length: n }, (_, col) => {
          const on = rnd() > 0.55;
          return `<rect x="${r1(x0 + col * 130)}" y="${90 + row * 120}" width="100" height="100" rx="22" fill="${on ? c.strong : c.base}" fill-opacity="${on ? 0.9 : 0.35}"/>`;
        }).join(''),
      ).join('');
    }
    case 'spark': {
      const star = (x: number, y: number, s: number, fill: string) =>
        `<path d="M ${r1(x)} ${r1(y - s)} L ${r1(x + s * 0.25)} ${r1(y - s * 0.25)} L ${r1(x + s)} ${r1(y)} L ${r1(x + s * 0.25)} ${r1(y + s * 0.25)} L ${r1(x)} ${r1(y + s)} L ${r1(x - s * 0.25)} ${r1(y + s * 0.25)} L ${r1(x - s)} ${r1(y)} L ${r1(x - s * 0.25)} ${r1(y - s * 0.25)} Z" fill="${fill}"/>`;
      return (
        star(cx, cy, 190, c.strong) +
        Array.from({ length: n }, () => star(100 + rnd() * 1000, 80 + rnd() * 470, 20 + rnd() * 30, c.base)).join('')
      );
    }
    case 'stack':
      return Array.from({ length: n }, (_, i) => {
        const top = i === n - 1;
        return `<rect x="${r1(cx - 220)}" y="${r1(cy - 150 + i * 10)}" width="440" height="300" rx="28" fill="${top ? c.strong : c.base}" fill-opacity="${top ? 1 : r1(0.3 + (i / n) * 0.5)}" transform="rotate(${r1((i - (n - 1) / 2) * 7 + (rnd() - 0.5) * 4)} ${r1(cx)} ${r1(cy)})"/>`;
      }).join('');
    case 'compass':
      return `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="230" fill="none" stroke="${c.base}" stroke-width="14"/><circle cx="${r1(cx)}" cy="${r1(cy)}" r="12" fill="${c.strong}"/>${Array.from(
        { length: n },
        (_, i) => {
          const rot = (i * 360) / n + (rnd() - 0.5) * 8;
          const long = i % 2 === 0 || n === 4;
          return `<path d="M ${r1(cx)} ${r1(cy - (long ? 200 : 140))} L ${r1(cx + 36)} ${r1(cy)} L ${r1(cx)} ${r1(cy + 24)} L ${r1(cx - 36)} ${r1(cy)} Z" fill="${i === 0 ? c.strong : c.base}" fill-opacity="${long ? 1 : 0.6}" transform="rotate(${r1(rot)} ${r1(cx)} ${r1(cy)})"/>`;
        },
      ).join('')}`;
    case 'leaf': {
      const stem = `<path d="M ${r1(cx)} 580 C ${r1(cx - 20)} 440, ${r1(cx + 10)} 300, ${r1(cx)} 110" fill="none" stroke="${c.strong}" stroke-width="12" stroke-linecap="round"/>`;
      const leaves = Array.from({ length: n }, (_, i) => {
        const y = 520 - (i * 380) / n - rnd() * 20;
        const size = 230 - i * (110 / n);
        return leafShape(cx, y, i % 2 ? 1 : -1, size, i % 2 ? c.strong : c.base, i % 2 ? 0.85 : 1);
      }).join('');
      return stem + leaves;
    }
  }
}

/** Variant of a drawing: `level` (0–3, more elements as it rises) and an optional background pattern. */
export interface IllustrationOptions {
  level?: number;
  backdrop?: Backdrop;
}

/**
 * Draws one illustration.
 * @param motif what to draw; @param theme colour family; @param seed varies positions (e.g. the slug)
 * @param options variant level (0–3, default 0; clamped) and background pattern (default none)
 * @returns the SVG text (1200×630, the Open Graph size) and its alt text, which names the motif,
 *   its element count, the background pattern and the colour family
 */
export function drawIllustration(
  motif: Motif,
  theme: Theme,
  seed: string,
  options: IllustrationOptions = {},
): { svg: string; alt: string } {
  const colours = PALETTE[theme];
  const level = Math.max(0, Math.min(LEVELS - 1, Math.trunc(options.level ?? 0)));
  const n = COUNTS[motif][level] ?? COUNTS[motif][0];
  const rnd = random(`${motif}:${theme}:${seed}`);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}">` +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${colours.soft}"/>` +
    (options.backdrop ? backdrop(options.backdrop, colours, rnd) : '') +
    shapes(motif, n, colours, rnd) +
    `</svg>\n`;
  const on = options.backdrop ? ` on ${BACKDROP_DESCRIPTIONS[options.backdrop]}` : '';
  return { svg, alt: `Abstract illustration of ${DESCRIPTIONS[motif](n)}${on} in ${colours.name} tones` };
}

/**
 * What a reader sees as "the same picture": the SVG with every coordinate and size replaced by `#`
 * (colours kept). Two drawings that differ only in where their shapes sit share a signature; a
 * different motif, element count, background or colour gives another.
 */
export function visualSignature(svg: string): string {
  return svg.replace(/(#[0-9a-f]{6})|-?\d+(?:\.\d+)?/gi, (match, colour: string | undefined) => colour ?? '#');
}

/** True when `value` names a motif. */
export const isMotif = (value: string | undefined): value is Motif => (MOTIFS as readonly string[]).includes(value ?? '');

/**
 * A Sanity image asset id for an SVG (`image-{sha1}-{w}x{h}-svg`), the format @sanity/image-url parses.
 * @param width pixel width (default 1200); @param height pixel height (default 630)
 */
export function svgAssetId(svg: string, width = WIDTH, height = HEIGHT): { id: string; hash: string } {
  const hash = createHash('sha1').update(svg).digest('hex');
  return { id: `image-${hash}-${width}x${height}-svg`, hash };
}
