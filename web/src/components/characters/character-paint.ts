/**
 * Colours and colour helpers shared by the character drawing ({@link CharacterImage}) and its type
 * motifs (`character-motifs.tsx`). Pure: no React.
 */

/** Ink used for eyes — dark enough on every skin tone thanks to the white catch-light. */
export const INK = '#2B2330';
export const WHITE = '#FFFFFF';
export const CREAM = '#FFFBF4';

/** Colours of one drawing, derived from the type's family colour and the skin tone (`#RRGGBB`). */
export interface Ctx {
  readonly colour: string;
  readonly shade: string;
  readonly sleeve: string;
  readonly tint: string;
  readonly skin: string;
  readonly shadow: string;
  /** Outline around skin shapes, so light skin still reads on light backgrounds. */
  readonly line: string;
  /** Mouth colour, darker on deeper skin tones for contrast. */
  readonly mouth: string;
  readonly id: string;
}

/* ------------------------------------------------------------------------------------------------ */
/* Helpers                                                                                          */
/* ------------------------------------------------------------------------------------------------ */

/** Mixes two `#RRGGBB` colours: `t = 0` → `a`, `t = 1` → `b`. */
export function mix(a: string, b: string, t: number): string {
  const pa = parseHex(a);
  const pb = parseHex(b);
  const out = pa.map((v, i) => Math.round(v + ((pb[i] ?? 0) - v) * t));
  return `#${out
    .map((v) => v.toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase()}`;
}

function parseHex(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Small deterministic string hash (djb2), used for stable ids and per-type variety. */
export function hashString(value: string): number {
  let h = 5381;
  for (let i = 0; i < value.length; i += 1) h = ((h << 5) + h + value.charCodeAt(i)) >>> 0;
  return h;
}
