/**
 * Original illustrated author portraits for the seed dataset: a flat, friendly head-and-shoulders
 * drawing (square SVG) from a few parameters in `authors.json` (FORMAT.md "Author portraits") —
 * hair style and colour, skin tone, clothing colour, glasses, beard, earrings — in the site's
 * palette (SPEC §9 theme colours). Deterministic: the same parameters give the same bytes. Each
 * comes with alt text written from what is drawn.
 */
import { PALETTE, type Theme, r1 } from './illustrations.ts';

export const PORTRAIT_SIZE = 400;

export const HAIR_STYLES = ['short', 'swept', 'curly', 'long', 'bun', 'bob'] as const;
export type HairStyle = (typeof HAIR_STYLES)[number];

/** Hair colours: fill and the words of the alt text. */
export const HAIR_COLOURS = {
  black: { fill: '#231f20', name: 'black' },
  'dark-brown': { fill: '#4a2f22', name: 'dark brown' },
  auburn: { fill: '#8a3b1f', name: 'auburn' },
  blonde: { fill: '#d9a94e', name: 'fair' },
  grey: { fill: '#9a9a9f', name: 'grey' },
} as const;
export type HairColour = keyof typeof HAIR_COLOURS;

/** Skin tones (fill, shade for the neck and ears). */
export const SKIN_TONES = {
  deep: { fill: '#7a4a2e', shade: '#633b24' },
  brown: { fill: '#9c6644', shade: '#845434' },
  medium: { fill: '#c68a5e', shade: '#ad744b' },
  light: { fill: '#eec4a2', shade: '#dcab86' },
  fair: { fill: '#f6d9c2', shade: '#e8c2a6' },
} as const;
export type SkinTone = keyof typeof SKIN_TONES;

/** The parameters of one portrait (authors.json `portrait`). */
export interface PortraitParams {
  hair: HairStyle;
  hairColour: HairColour;
  skin: SkinTone;
  /** Theme colour of the background and the top. */
  theme: Theme;
  glasses?: boolean;
  beard?: boolean;
  earrings?: boolean;
}

const HAIR_WORDS: Record<HairStyle, string> = {
  short: 'short',
  swept: 'swept-back',
  curly: 'curly',
  long: 'long',
  bun: 'tied-up',
  bob: 'bobbed',
};

const INK = '#1b2230';
const S = PORTRAIT_SIZE;
const CX = S / 2;
/** Head centre and radii. */
const HY = 178;
const HRX = 66;
const HRY = 80;

/** Hair drawn behind the head (long hair, the bun, the curls' volume). */
function hairBack(style: HairStyle, fill: string): string {
  switch (style) {
    case 'long':
      return `<path d="M ${CX - 86} ${HY - 20} C ${CX - 96} ${HY + 80}, ${CX - 100} ${HY + 150}, ${CX - 70} ${HY + 170} L ${CX + 70} ${HY + 170} C ${CX + 100} ${HY + 150}, ${CX + 96} ${HY + 80}, ${CX + 86} ${HY - 20} Z" fill="${fill}"/>`;
    case 'bun':
      return `<circle cx="${CX}" cy="${HY - 96}" r="36" fill="${fill}"/>`;
    case 'curly':
      return Array.from({ length: 11 }, (_, i) => {
        const angle = Math.PI * (0.95 + (i / 10) * 1.1);
        return `<circle cx="${r1(CX + Math.cos(angle) * 82)}" cy="${r1(HY - 10 + Math.sin(angle) * 88)}" r="30" fill="${fill}"/>`;
      }).join('');
    case 'bob':
      return `<path d="M ${CX - 84} ${HY - 30} C ${CX - 92} ${HY + 30}, ${CX - 88} ${HY + 70}, ${CX - 72} ${HY + 78} L ${CX + 72} ${HY + 78} C ${CX + 88} ${HY + 70}, ${CX + 92} ${HY + 30}, ${CX + 84} ${HY - 30} Z" fill="${fill}"/>`;
    default:
      return '';
  }
}

/** Hair drawn over the top of the head (the fringe or crown). */
function hairFront(style: HairStyle, fill: string): string {
  const crown = (dip: number, side: number) =>
    `<path d="M ${CX - HRX - 6} ${HY + side} C ${CX - HRX - 12} ${HY - 70}, ${CX - 40} ${HY - HRY - 22}, ${CX} ${HY - HRY - 20} C ${CX + 44} ${HY - HRY - 22}, ${CX + HRX + 12} ${HY - 70}, ${CX + HRX + 6} ${HY + side} C ${CX + HRX - 6} ${HY - 30}, ${CX + 30} ${HY - dip}, ${CX - 10} ${HY - dip} C ${CX - 40} ${HY - dip}, ${CX - HRX + 4} ${HY - 40}, ${CX - HRX - 6} ${HY + side} Z" fill="${fill}"/>`;
  switch (style) {
    case 'short':
      return crown(52, -10);
    case 'swept':
      return `<path d="M ${CX - HRX - 4} ${HY - 4} C ${CX - HRX - 14} ${HY - 80}, ${CX - 20} ${HY - HRY - 34}, ${CX + 30} ${HY - HRY - 26} C ${CX + 70} ${HY - HRY - 18}, ${CX + HRX + 10} ${HY - 60}, ${CX + HRX + 4} ${HY - 6} C ${CX + HRX - 8} ${HY - 40}, ${CX + 30} ${HY - 66}, ${CX - 20} ${HY - 58} C ${CX - 46} ${HY - 54}, ${CX - HRX + 2} ${HY - 36}, ${CX - HRX - 4} ${HY - 4} Z" fill="${fill}"/>`;
    case 'curly':
      return Array.from(
        { length: 7 },
        (_, i) =>
          `<circle cx="${r1(CX - 54 + i * 18)}" cy="${r1(HY - HRY + 4 - Math.sin((i / 6) * Math.PI) * 14)}" r="22" fill="${fill}"/>`,
      ).join('');
    case 'long':
    case 'bob':
      return `<path d="M ${CX - HRX - 8} ${HY + 10} C ${CX - HRX - 14} ${HY - 80}, ${CX - 30} ${HY - HRY - 24}, ${CX + 4} ${HY - HRY - 22} C ${CX + 50} ${HY - HRY - 22}, ${CX + HRX + 14} ${HY - 70}, ${CX + HRX + 8} ${HY + 10} C ${CX + HRX - 10} ${HY - 30}, ${CX + 20} ${HY - 50}, ${CX + 4} ${HY - 64} C ${CX - 20} ${HY - 46}, ${CX - HRX + 6} ${HY - 34}, ${CX - HRX - 8} ${HY + 10} Z" fill="${fill}"/>`;
    case 'bun':
      return crown(58, -20);
  }
}

/**
 * Draws one author portrait.
 * @param name the author's name (used in the alt text)
 * @param params the drawing's parameters (see {@link PortraitParams})
 * @returns a 400×400 SVG and its alt text ("Illustrated portrait of {name}: …")
 */
export function drawPortrait(name: string, params: PortraitParams): { svg: string; alt: string } {
  const theme = PALETTE[params.theme];
  const skin = SKIN_TONES[params.skin];
  const hair = HAIR_COLOURS[params.hairColour];
  const parts = [
    `<rect width="${S}" height="${S}" fill="${theme.soft}"/>`,
    `<circle cx="${CX}" cy="${S / 2}" r="168" fill="${theme.base}" fill-opacity="0.35"/>`,
    hairBack(params.hair, hair.fill),
    // Shoulders and top, then the neck with a collar.
    `<path d="M ${CX - 150} ${S} C ${CX - 146} 320, ${CX - 100} 292, ${CX - 40} 286 L ${CX + 40} 286 C ${CX + 100} 292, ${CX + 146} 320, ${CX + 150} ${S} Z" fill="${theme.strong}"/>`,
    `<path d="M ${CX - 26} ${HY + 50} L ${CX - 28} 292 C ${CX - 12} 306, ${CX + 12} 306, ${CX + 28} 292 L ${CX + 26} ${HY + 50} Z" fill="${skin.shade}"/>`,
    `<path d="M ${CX - 40} 286 L ${CX} 318 L ${CX + 40} 286" fill="none" stroke="${theme.soft}" stroke-width="6" stroke-linejoin="round" stroke-opacity="0.8"/>`,
    // Ears, head.
    `<ellipse cx="${CX - HRX}" cy="${HY + 8}" rx="12" ry="18" fill="${skin.shade}"/>`,
    `<ellipse cx="${CX + HRX}" cy="${HY + 8}" rx="12" ry="18" fill="${skin.shade}"/>`,
    params.earrings
      ? `<circle cx="${CX - HRX - 2}" cy="${HY + 32}" r="6" fill="${PALETTE.orange.base}"/><circle cx="${CX + HRX + 2}" cy="${HY + 32}" r="6" fill="${PALETTE.orange.base}"/>`
      : '',
    `<ellipse cx="${CX}" cy="${HY}" rx="${HRX}" ry="${HRY}" fill="${skin.fill}"/>`,
    params.beard
      ? `<path d="M ${CX - HRX + 4} ${HY + 6} C ${CX - HRX + 6} ${HY + 70}, ${CX - 30} ${HY + HRY + 8}, ${CX} ${HY + HRY + 8} C ${CX + 30} ${HY + HRY + 8}, ${CX + HRX - 6} ${HY + 70}, ${CX + HRX - 4} ${HY + 6} C ${CX + 40} ${HY + 40}, ${CX - 40} ${HY + 40}, ${CX - HRX + 4} ${HY + 6} Z" fill="${hair.fill}"/>`
      : '',
    hairFront(params.hair, hair.fill),
    // Face: brows, eyes, cheeks, nose, smile (the smile sits on the beard when there is one).
    `<path d="M ${CX - 38} ${HY - 18} Q ${CX - 26} ${HY - 26} ${CX - 14} ${HY - 18} M ${CX + 14} ${HY - 18} Q ${CX + 26} ${HY - 26} ${CX + 38} ${HY - 18}" fill="none" stroke="${INK}" stroke-width="4" stroke-linecap="round" stroke-opacity="0.75"/>`,
    `<circle cx="${CX - 26}" cy="${HY + 2}" r="6" fill="${INK}"/><circle cx="${CX + 26}" cy="${HY + 2}" r="6" fill="${INK}"/>`,
    `<circle cx="${CX - 40}" cy="${HY + 30}" r="11" fill="${PALETTE.red.base}" fill-opacity="0.18"/><circle cx="${CX + 40}" cy="${HY + 30}" r="11" fill="${PALETTE.red.base}" fill-opacity="0.18"/>`,
    `<path d="M ${CX} ${HY + 8} Q ${CX - 6} ${HY + 26} ${CX + 4} ${HY + 30}" fill="none" stroke="${skin.shade}" stroke-width="4" stroke-linecap="round"/>`,
    `<path d="M ${CX - 20} ${HY + 44} Q ${CX} ${HY + 60} ${CX + 20} ${HY + 44}" fill="none" stroke="${params.beard ? theme.soft : INK}" stroke-width="5" stroke-linecap="round"/>`,
    params.glasses
      ? `<g fill="none" stroke="${INK}" stroke-width="4"><circle cx="${CX - 26}" cy="${HY + 2}" r="19"/><circle cx="${CX + 26}" cy="${HY + 2}" r="19"/><path d="M ${CX - 7} ${HY} Q ${CX} ${HY - 6} ${CX + 7} ${HY} M ${CX - 45} ${HY} L ${CX - HRX + 2} ${HY - 4} M ${CX + 45} ${HY} L ${CX + HRX - 2} ${HY - 4}"/></g>`
      : '',
  ];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${S} ${S}" width="${S}" height="${S}">${parts.join('')}</svg>\n`;
  const extras = [params.glasses ? 'round glasses' : '', params.beard ? 'a beard' : '', params.earrings ? 'small earrings' : ''].filter(
    Boolean,
  );
  const withExtras = extras.length ? ` and ${extras.join(' and ')}` : '';
  const alt = `Illustrated portrait of ${name}, smiling, with ${HAIR_WORDS[params.hair]} ${hair.name} hair${withExtras}, wearing ${/^[aeiou]/.test(theme.name) ? 'an' : 'a'} ${theme.name} top`;
  return { svg, alt };
}

/** True when `value` is a well-formed {@link PortraitParams} (used to check authors.json). */
export function isPortraitParams(value: unknown): value is PortraitParams {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  const optionalBoolean = (key: string) => v[key] === undefined || typeof v[key] === 'boolean';
  return (
    (HAIR_STYLES as readonly unknown[]).includes(v.hair) &&
    typeof v.hairColour === 'string' &&
    v.hairColour in HAIR_COLOURS &&
    typeof v.skin === 'string' &&
    v.skin in SKIN_TONES &&
    typeof v.theme === 'string' &&
    v.theme in PALETTE &&
    optionalBoolean('glasses') &&
    optionalBoolean('beard') &&
    optionalBoolean('earrings')
  );
}
