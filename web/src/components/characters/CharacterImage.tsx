import { MOTIFS } from './character-motifs';
import { CREAM, INK, WHITE, hashString, mix, type Ctx } from './character-paint';
import { resolveCharacter, type Gender, type SkinTone, type TypeSlug } from './characters';

/**
 * Props of {@link CharacterImage}.
 *
 * Defaults follow SPEC §3 ("Character image: type, gender (default male), tone (default 2)").
 */
export interface CharacterImageProps {
  /** Personality type code, case-insensitive (`'intj'`, `'INTJ'`). Unknown codes throw a `RangeError`. */
  type: TypeSlug | (string & Record<never, never>);
  /**
   * `'male' | 'female' | 'other'` — changes hair and outfit silhouette. Missing or invalid → `'male'` (SPEC §3).
   * Pass the type's default gender when you have it.
   */
  gender?: Gender | (string & Record<never, never>) | null;
  /** Skin tone 1 (light) … 5 (deep). Missing, non-integer or out of range → `2` (SPEC §3). */
  tone?: SkinTone | number | null;
  /** Rendered width and height in CSS pixels; the drawing scales from its 240×240 viewBox. Default `160`. */
  size?: number;
  /**
   * Accessible name. When given the SVG gets `role="img"`, a `<title>` and `aria-labelledby`;
   * when absent the SVG is decorative (`aria-hidden="true"`, `focusable="false"`).
   */
  title?: string;
  /** Extra class names for the `<svg>` element. */
  className?: string;
}

/** Hair colours, picked per type so the 16 characters differ a little more. */
const HAIR = ['#2E2320', '#4B3025', '#6E4630', '#8F5535', '#3A2B26', '#B9874F'] as const;
/** Hair colours for deeper skin tones (4–5), dark enough to stay distinct from the skin. */
const DEEP_HAIR = ['#1B1514', '#261B18', '#2F211C'] as const;

/**
 * An original, friendly bust illustration of a personality-type character on a soft circle in the
 * type's family colour. Each of the 16 types holds or shows its own motif (blueprint, chess knight,
 * megaphone, lightbulb, lantern, flower, book, star wand, clipboard, shield, briefcase, teacup,
 * wrench, paintbrush, rocket, microphone).
 *
 * Server-compatible: no hooks, no state, deterministic output. SVG ids (clip path, title) are derived
 * from type + gender + tone (+ title), so several instances on one page never conflict: equal ids
 * always carry identical definitions.
 *
 * The `<svg>` carries `data-character="<type>-<gender>-<tone>"` (normalised) as a test/e2e hook.
 *
 * Defaults (SPEC §3 — "Character image: type, gender (default male), tone (default 2)"):
 * `gender` → `'male'`, `tone` → `2`, `size` → `160`. See {@link CharacterImageProps}.
 *
 * @throws {RangeError} when `type` is not one of the 16 personality type codes.
 */
export function CharacterImage({ type, gender, tone, size = 160, title, className }: CharacterImageProps) {
  const character = resolveCharacter({ type, gender, tone });
  const { colour } = character;
  const id = `ta-char-${character.type}-${character.gender}-${character.tone}`;
  const ctx: Ctx = {
    colour,
    shade: mix(colour, '#1E2230', 0.28),
    sleeve: mix(colour, '#1E2230', 0.12),
    tint: mix(colour, WHITE, 0.8),
    skin: character.skin.skin,
    shadow: character.skin.shadow,
    line: mix(character.skin.shadow, '#2A1A14', 0.3),
    mouth: character.tone >= 4 ? '#2C1210' : '#7A2E2B',
    id,
  };
  const palette = character.tone >= 4 ? DEEP_HAIR : HAIR;
  const hair = palette[hashString(character.type) % palette.length] ?? HAIR[0];
  const titleId = title ? `${id}-title-${hashString(title).toString(36)}` : undefined;
  const clipId = `${id}-clip`;
  const a11y = titleId ? ({ role: 'img', 'aria-labelledby': titleId } as const) : ({ 'aria-hidden': true, focusable: 'false' } as const);

  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 240 240"
      width={size}
      height={size}
      className={className}
      data-character={`${character.type}-${character.gender}-${character.tone}`}
      {...a11y}
    >
      {titleId ? <title id={titleId}>{title}</title> : null}
      <defs>
        <clipPath id={clipId}>
          <circle cx="120" cy="120" r="112" />
        </clipPath>
      </defs>
      <circle cx="120" cy="120" r="112" fill={ctx.tint} />
      <circle cx="120" cy="120" r="112" fill={colour} fillOpacity="0.16" />
      <g clipPath={`url(#${clipId})`}>
        {MOTIFS[character.type].back?.(ctx)}
        <Figure ctx={ctx} gender={character.gender} hair={hair} />
        {MOTIFS[character.type].front(ctx)}
      </g>
      <circle cx="120" cy="120" r="111" fill="none" stroke={colour} strokeWidth="2" strokeOpacity="0.55" />
    </svg>
  );
}

/* ------------------------------------------------------------------------------------------------ */
/* Figure                                                                                           */
/* ------------------------------------------------------------------------------------------------ */

function Figure({ ctx, gender, hair }: { ctx: Ctx; gender: Gender; hair: string }) {
  const { skin, shadow, colour, shade, line } = ctx;
  const brow = mix(hair, '#000000', 0.15);
  return (
    <g>
      {gender === 'female' ? <path d="M78 98 C76 60 98 46 120 46 C144 46 166 60 163 98 L168 168 Q120 184 72 168 Z" fill={hair} /> : null}
      {/* torso */}
      <path d={TORSO[gender]} fill={colour} />
      {/* neck */}
      <path d="M107 122 L107 152 Q120 162 133 152 L133 122 Z" fill={shadow} />
      {gender === 'male' ? (
        <g>
          <path d="M105 154 L120 178 L135 154 Z" fill={shadow} />
          <path d="M103 151 L120 174 L111 186 L95 159 Z" fill={CREAM} />
          <path d="M137 151 L120 174 L129 186 L145 159 Z" fill={CREAM} />
          <circle cx="120" cy="196" r="2.4" fill={shade} />
          <circle cx="120" cy="212" r="2.4" fill={shade} />
        </g>
      ) : null}
      {gender === 'female' ? (
        <g>
          <path d="M103 158 Q120 190 137 158 Z" fill={shadow} />
          <path d="M104 159 Q120 186 136 159" fill="none" stroke={CREAM} strokeWidth="3" strokeLinecap="round" />
          <path d="M110 165 Q120 178 130 165" fill="none" stroke="#E9B949" strokeWidth="1.6" />
          <circle cx="120" cy="175" r="3" fill="#E9B949" />
        </g>
      ) : null}
      {gender === 'other' ? (
        <g>
          <path d="M102 154 Q120 172 138 154 L141 161 Q120 184 99 161 Z" fill={shade} />
          <path d="M112 172 L110 196" stroke={CREAM} strokeWidth="3" strokeLinecap="round" />
          <path d="M128 172 L130 196" stroke={CREAM} strokeWidth="3" strokeLinecap="round" />
          <circle cx="110" cy="197" r="2.6" fill={CREAM} />
          <circle cx="130" cy="197" r="2.6" fill={CREAM} />
        </g>
      ) : null}
      {/* ears */}
      <circle cx="86" cy="102" r="8.5" fill={skin} stroke={line} strokeWidth="1.5" />
      <circle cx="154" cy="102" r="8.5" fill={skin} stroke={line} strokeWidth="1.5" />
      <circle cx="86.5" cy="102" r="4" fill={shadow} />
      <circle cx="153.5" cy="102" r="4" fill={shadow} />
      {/* head */}
      <path
        d="M86 96 C86 68 100 56 120 56 C140 56 154 68 154 96 C154 122 140 138 120 138 C100 138 86 122 86 96 Z"
        fill={skin}
        stroke={line}
        strokeWidth="1.5"
      />
      {/* face */}
      <ellipse cx="101" cy="115" rx="6.5" ry="4" fill="#F0796E" fillOpacity="0.3" />
      <ellipse cx="139" cy="115" rx="6.5" ry="4" fill="#F0796E" fillOpacity="0.3" />
      <path d="M99 92 Q106 88 113 91" fill="none" stroke={brow} strokeWidth="3" strokeLinecap="round" />
      <path d="M127 91 Q134 88 141 92" fill="none" stroke={brow} strokeWidth="3" strokeLinecap="round" />
      <circle cx="106" cy="104" r="4.3" fill={INK} />
      <circle cx="134" cy="104" r="4.3" fill={INK} />
      <circle cx="107.6" cy="102.4" r="1.5" fill={WHITE} />
      <circle cx="135.6" cy="102.4" r="1.5" fill={WHITE} />
      <path d="M117 112 Q120 116 123 112" fill="none" stroke={shadow} strokeWidth="2.6" strokeLinecap="round" />
      <path d="M110 120 Q120 131 130 120 Q120 123 110 120 Z" fill={ctx.mouth} stroke={ctx.mouth} strokeWidth="1.5" strokeLinejoin="round" />
      <path d="M115 126.2 Q120 123.5 125 126.2 Q120 129 115 126.2 Z" fill="#E27C72" />
      {/* front hair */}
      <Hair gender={gender} hair={hair} />
    </g>
  );
}

const TORSO: Record<Gender, string> = {
  male: 'M36 260 C36 196 58 164 104 152 L136 152 C182 164 204 196 204 260 Z',
  female: 'M50 260 C50 200 70 168 104 157 L136 157 C170 168 190 200 190 260 Z',
  other: 'M42 260 C42 198 63 166 104 154 L136 154 C177 166 198 198 198 260 Z',
};

function Hair({ gender, hair }: { gender: Gender; hair: string }) {
  const light = mix(hair, WHITE, 0.18);
  if (gender === 'male') {
    return (
      <g>
        <path
          d="M84 100 C79 66 98 50 122 50 C146 50 163 66 157 100 L153 100 C152 88 149 80 143 74 C130 82 106 84 94 79 C89 85 88 92 88 100 Z"
          fill={hair}
        />
        <path d="M104 58 Q122 54 138 60" fill="none" stroke={light} strokeWidth="2.5" strokeLinecap="round" />
      </g>
    );
  }
  if (gender === 'female') {
    return (
      <g>
        <path
          d="M84 104 C80 68 98 50 121 50 C146 50 162 68 157 104 C154 92 150 82 142 74 C132 86 110 92 90 92 C87 96 85 100 84 104 Z"
          fill={hair}
        />
        <path d="M84 100 C82 120 80 140 76 160 L88 158 C88 138 88 118 88 102 Z" fill={hair} />
        <path d="M156 100 C158 120 160 140 164 160 L152 158 C152 138 152 118 152 102 Z" fill={hair} />
        <path d="M106 58 Q124 53 140 62" fill="none" stroke={light} strokeWidth="2.5" strokeLinecap="round" />
      </g>
    );
  }
  return (
    <g fill={hair}>
      <path d="M85 100 C82 74 96 58 120 58 C144 58 158 74 155 100 C150 90 146 84 140 82 C128 88 110 88 99 82 C93 86 89 92 85 100 Z" />
      <circle cx="94" cy="76" r="12" />
      <circle cx="107" cy="62" r="13" />
      <circle cx="123" cy="57" r="14" />
      <circle cx="139" cy="63" r="13" />
      <circle cx="149" cy="77" r="11" />
      <circle cx="87" cy="90" r="7" />
      <circle cx="153" cy="90" r="7" />
      <circle cx="116" cy="74" r="9" />
      <circle cx="132" cy="75" r="8" />
    </g>
  );
}
