/**
 * Original abstract illustrations for the seed dataset: one deterministic SVG per document, drawn
 * from a motif (FORMAT.md lists them) and a theme colour, varied by a seed string. Each comes with
 * its alt text, written from what is actually drawn.
 */
import { createHash } from 'node:crypto';

export const MOTIFS = ['circles', 'waves', 'path', 'bridge', 'sun', 'grid', 'spark', 'stack', 'compass', 'leaf'] as const;
export type Motif = (typeof MOTIFS)[number];
export type Theme = 'red' | 'mint' | 'blue' | 'orange';

/** Theme colours of SPEC §9 (same values as web/src/styles/globals.css): base, strong, soft. */
const PALETTE: Record<Theme, { base: string; strong: string; soft: string; name: string }> = {
  red: { base: '#e4573d', strong: '#b5371f', soft: '#fdece8', name: 'coral red' },
  mint: { base: '#3fb68e', strong: '#1c7657', soft: '#e6f6f0', name: 'mint green' },
  blue: { base: '#3a7bd5', strong: '#2359a8', soft: '#e8f0fb', name: 'blue' },
  orange: { base: '#f29a2e', strong: '#9a5200', soft: '#fdf1e1', name: 'orange' },
};

const DESCRIPTIONS: Record<Motif, string> = {
  circles: 'overlapping circles',
  waves: 'layered waves',
  path: 'a winding path between dots',
  bridge: 'an arched bridge over water',
  sun: 'a rising sun with rays',
  grid: 'a grid of rounded squares',
  spark: 'a bright spark with small stars',
  stack: 'a stack of tilted cards',
  compass: 'a compass rose',
  leaf: 'a pair of leaves on a stem',
};

export const WIDTH = 1200;
export const HEIGHT = 630;

/** A small deterministic PRNG (mulberry32) seeded from a string. */
function random(seed: string): () => number {
  let state = createHash('sha1').update(seed).digest().readUInt32LE(0);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const r1 = (n: number) => Math.round(n * 10) / 10;

function shapes(motif: Motif, c: { base: string; strong: string; soft: string }, rnd: () => number): string {
  const cx = 600 + (rnd() - 0.5) * 160;
  const cy = 315 + (rnd() - 0.5) * 60;
  switch (motif) {
    case 'circles':
      return [0, 1, 2]
        .map((i) => `<circle cx="${r1(cx - 140 + i * 140)}" cy="${r1(cy + (rnd() - 0.5) * 60)}" r="${r1(120 + rnd() * 40)}" fill="${i === 1 ? c.strong : c.base}" fill-opacity="${0.55 + i * 0.1}"/>`)
        .join('');
    case 'waves':
      return [0, 1, 2, 3]
        .map((i) => {
          const y = 260 + i * 80;
          const a = 30 + rnd() * 40;
          return `<path d="M0 ${y} C 300 ${r1(y - a)}, 500 ${r1(y + a)}, 800 ${y} S 1100 ${r1(y - a)}, 1200 ${y} V 630 H 0 Z" fill="${i % 2 ? c.strong : c.base}" fill-opacity="${0.35 + i * 0.15}"/>`;
        })
        .join('');
    case 'path': {
      const points = Array.from({ length: 6 }, (_, i) => [120 + i * 190, r1(200 + rnd() * 230)] as const);
      const d = points.map(([x, y], i) => `${i ? 'L' : 'M'} ${x} ${y}`).join(' ');
      return `<path d="${d}" fill="none" stroke="${c.strong}" stroke-width="10" stroke-linecap="round" stroke-linejoin="round" stroke-dasharray="2 26"/>${points
        .map(([x, y], i) => `<circle cx="${x}" cy="${y}" r="${i === 5 ? 34 : 20}" fill="${i === 5 ? c.strong : c.base}"/>`)
        .join('')}`;
    }
    case 'bridge':
      return `<rect x="0" y="440" width="1200" height="190" fill="${c.base}" fill-opacity="0.45"/><path d="M 180 440 Q 600 ${r1(120 + rnd() * 60)} 1020 440" fill="none" stroke="${c.strong}" stroke-width="22"/><rect x="160" y="300" width="40" height="200" fill="${c.strong}"/><rect x="1000" y="300" width="40" height="200" fill="${c.strong}"/>${[0, 1, 2, 3, 4]
        .map((i) => `<line x1="${300 + i * 150}" y1="440" x2="${300 + i * 150}" y2="${r1(300 - Math.sin((i + 1) / 6 * Math.PI) * 90)}" stroke="${c.strong}" stroke-width="8"/>`)
        .join('')}`;
    case 'sun':
      return `${Array.from({ length: 12 }, (_, i) => {
        const angle = (i / 12) * Math.PI * 2;
        return `<line x1="${r1(cx + Math.cos(angle) * 170)}" y1="${r1(cy + Math.sin(angle) * 170)}" x2="${r1(cx + Math.cos(angle) * (230 + rnd() * 50))}" y2="${r1(cy + Math.sin(angle) * (230 + rnd() * 50))}" stroke="${c.base}" stroke-width="14" stroke-linecap="round"/>`;
      }).join('')}<circle cx="${r1(cx)}" cy="${r1(cy)}" r="140" fill="${c.strong}"/>`;
    case 'grid':
      return Array.from({ length: 4 }, (_, row) =>
        Array.from({ length: 7 }, (_, col) => {
          const on = rnd() > 0.55;
          return `<rect x="${150 + col * 130}" y="${90 + row * 120}" width="100" height="100" rx="22" fill="${on ? c.strong : c.base}" fill-opacity="${on ? 0.9 : 0.35}"/>`;
        }).join(''),
      ).join('');
    case 'spark': {
      const star = (x: number, y: number, s: number, fill: string) =>
        `<path d="M ${r1(x)} ${r1(y - s)} L ${r1(x + s * 0.25)} ${r1(y - s * 0.25)} L ${r1(x + s)} ${r1(y)} L ${r1(x + s * 0.25)} ${r1(y + s * 0.25)} L ${r1(x)} ${r1(y + s)} L ${r1(x - s * 0.25)} ${r1(y + s * 0.25)} L ${r1(x - s)} ${r1(y)} L ${r1(x - s * 0.25)} ${r1(y - s * 0.25)} Z" fill="${fill}"/>`;
      return star(cx, cy, 190, c.strong) + Array.from({ length: 6 }, () => star(100 + rnd() * 1000, 80 + rnd() * 470, 20 + rnd() * 30, c.base)).join('');
    }
    case 'stack':
      return [0, 1, 2, 3]
        .map((i) => `<rect x="${r1(cx - 220)}" y="${r1(cy - 150 + i * 10)}" width="440" height="300" rx="28" fill="${i === 3 ? c.strong : c.base}" fill-opacity="${0.4 + i * 0.2}" transform="rotate(${r1((i - 2) * 7 + (rnd() - 0.5) * 4)} ${r1(cx)} ${r1(cy)})"/>`)
        .join('');
    case 'compass':
      return `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="230" fill="none" stroke="${c.base}" stroke-width="14"/><circle cx="${r1(cx)}" cy="${r1(cy)}" r="12" fill="${c.strong}"/>${[0, 1, 2, 3]
        .map((i) => {
          const rot = i * 90 + (rnd() - 0.5) * 8;
          return `<path d="M ${r1(cx)} ${r1(cy - 200)} L ${r1(cx + 36)} ${r1(cy)} L ${r1(cx)} ${r1(cy + 24)} L ${r1(cx - 36)} ${r1(cy)} Z" fill="${i === 0 ? c.strong : c.base}" transform="rotate(${r1(rot)} ${r1(cx)} ${r1(cy)})"/>`;
        })
        .join('')}`;
    case 'leaf':
      return `<path d="M ${r1(cx)} 560 C ${r1(cx - 20)} 420, ${r1(cx + 10)} 300, ${r1(cx)} 180" fill="none" stroke="${c.strong}" stroke-width="12" stroke-linecap="round"/><path d="M ${r1(cx)} 320 C ${r1(cx - 260)} ${r1(300 - rnd() * 80)}, ${r1(cx - 300)} 120, ${r1(cx - 40)} 110 C ${r1(cx - 40)} 200, ${r1(cx - 20)} 270, ${r1(cx)} 320 Z" fill="${c.base}"/><path d="M ${r1(cx)} 400 C ${r1(cx + 260)} ${r1(380 - rnd() * 80)}, ${r1(cx + 300)} 200, ${r1(cx + 40)} 190 C ${r1(cx + 40)} 280, ${r1(cx + 20)} 350, ${r1(cx)} 400 Z" fill="${c.strong}" fill-opacity="0.85"/>`;
  }
}

/**
 * Draws one illustration.
 * @param motif what to draw; @param theme colour family; @param seed varies positions (e.g. the slug)
 * @returns the SVG text (1200×630, the Open Graph size) and its alt text
 */
export function drawIllustration(motif: Motif, theme: Theme, seed: string): { svg: string; alt: string } {
  const colours = PALETTE[theme];
  const rnd = random(`${motif}:${theme}:${seed}`);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}">` +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${colours.soft}"/>` +
    shapes(motif, colours, rnd) +
    `</svg>\n`;
  return { svg, alt: `Abstract illustration of ${DESCRIPTIONS[motif]} in ${colours.name} tones` };
}

/** True when `value` names a motif. */
export const isMotif = (value: string | undefined): value is Motif => (MOTIFS as readonly string[]).includes(value ?? '');

/** A Sanity image asset id for an SVG (`image-{sha1}-{w}x{h}-svg`), the format @sanity/image-url parses. */
export function svgAssetId(svg: string): { id: string; hash: string } {
  const hash = createHash('sha1').update(svg).digest('hex');
  return { id: `image-${hash}-${WIDTH}x${HEIGHT}-svg`, hash };
}
