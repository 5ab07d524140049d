/**
 * Character illustration data and normalisation (pure logic, no React).
 *
 * SPEC §3 — "Character image: type, gender (default male), tone (default 2)".
 * Callers that know a type's default gender should pass it; otherwise the
 * character falls back to `'male'` as the SPEC prescribes.
 */
import { DEFAULT_GENDER, DEFAULT_TONE, GENDERS, TONES, type Gender, type SkinTone } from '@/lib/character-traits';

// Gender and skin tone are shared with the server (profile defaults): defined in lib, offered here too.
export { DEFAULT_GENDER, DEFAULT_TONE, GENDERS, TONES, type Gender, type SkinTone };

/** The 16 personality type codes, lower case, in family order (analysts, diplomats, sentinels, explorers). */
export const TYPE_SLUGS = [
  'intp',
  'entj',
  'intj',
  'entp',
  'infj',
  'infp',
  'enfj',
  'enfp',
  'istj',
  'isfj',
  'estj',
  'esfj',
  'istp',
  'isfp',
  'estp',
  'esfp',
] as const;

/** One of the 16 personality type codes in lower case, e.g. `'intj'`. */
export type TypeSlug = (typeof TYPE_SLUGS)[number];

/** The four type families. */
export type Family = 'analysts' | 'diplomats' | 'sentinels' | 'explorers';

/**
 * Colours of one skin tone: `skin` is the base fill, `shadow` the matching shade used for ears, neck and nose.
 * A tone's human-readable name (e.g. for a tone picker) is a UI string: `getT('types')('characters.tones.{tone}')`.
 */
export interface SkinToneColours {
  /** Base skin colour (hex). */
  readonly skin: string;
  /** Matching darker shade of the same skin (hex). */
  readonly shadow: string;
}

/**
 * Skin tone palette, 1 (light) → 5 (deep): five realistic skin colours,
 * each with a matching shadow colour.
 */
export const SKIN_TONES: Readonly<Record<SkinTone, SkinToneColours>> = {
  1: { skin: '#F7DCC8', shadow: '#E6BBA0' },
  2: { skin: '#EDC39F', shadow: '#D6A27C' },
  3: { skin: '#CB9066', shadow: '#AE744C' },
  4: { skin: '#9C6642', shadow: '#7F4F31' },
  5: { skin: '#64402A', shadow: '#4A2E1D' },
};

/**
 * Brand colour of each family: analysts red, diplomats mint, sentinels blue, explorers orange.
 */
export const FAMILY_COLOURS: Readonly<Record<Family, string>> = {
  analysts: '#E4573D',
  diplomats: '#3FB68E',
  sentinels: '#3A7BD5',
  explorers: '#F29A2E',
};

const FAMILY_OF: Readonly<Record<TypeSlug, Family>> = {
  intp: 'analysts',
  entj: 'analysts',
  intj: 'analysts',
  entp: 'analysts',
  infj: 'diplomats',
  infp: 'diplomats',
  enfj: 'diplomats',
  enfp: 'diplomats',
  istj: 'sentinels',
  isfj: 'sentinels',
  estj: 'sentinels',
  esfj: 'sentinels',
  istp: 'explorers',
  isfp: 'explorers',
  estp: 'explorers',
  esfp: 'explorers',
};

/** The family a type belongs to, e.g. `familyOf('intj') === 'analysts'`. */
export function familyOf(slug: TypeSlug): Family {
  return FAMILY_OF[slug];
}

/** `true` when `value` is one of the 16 lower-case type codes (case-sensitive). */
export function isTypeSlug(value: string): value is TypeSlug {
  return (TYPE_SLUGS as readonly string[]).includes(value);
}

/** Raw, possibly untrusted character parameters (e.g. from a URL or CMS). */
export interface CharacterInput {
  /** Type code, case-insensitive (`'INTJ'`, `'intj'`, `' Intj '`). Required; unknown codes throw. */
  type: string;
  /** `'male' | 'female' | 'other'` (case-insensitive). Missing or invalid → `'male'` (SPEC §3). */
  gender?: string | null;
  /** Integer 1..5. Missing, non-integer or out of range → `2` (SPEC §3). */
  tone?: number | null;
}

/** A fully normalised character: what the illustration is drawn from. */
export interface Character {
  /** Lower-case type code. */
  readonly type: TypeSlug;
  /** Family of the type. */
  readonly family: Family;
  /** Family colour (hex) from {@link FAMILY_COLOURS}. */
  readonly colour: string;
  /** Normalised gender. */
  readonly gender: Gender;
  /** Normalised skin tone. */
  readonly tone: SkinTone;
  /** Skin colours of `tone` from {@link SKIN_TONES}. */
  readonly skin: SkinToneColours;
}

/**
 * Normalises character parameters (SPEC §3 — "Character image: type, gender (default male), tone (default 2)").
 *
 * - `type`: trimmed and lower-cased; anything other than the 16 codes throws a `RangeError`.
 * - `gender`: `'male' | 'female' | 'other'` (case-insensitive); missing or invalid → `'male'`.
 *   Callers that know the type's default gender should pass it explicitly.
 * - `tone`: integer 1..5; missing, non-integer, NaN or out of range → `2`.
 *
 * @throws {RangeError} when `type` is not one of the 16 personality type codes.
 */
export function resolveCharacter(input: CharacterInput): Character {
  const rawType = typeof input.type === 'string' ? input.type.trim().toLowerCase() : '';
  if (!isTypeSlug(rawType)) {
    throw new RangeError(
      `Unknown personality type ${JSON.stringify(input.type)}: expected one of ${TYPE_SLUGS.join(', ')} (case-insensitive).`,
    );
  }
  const family = familyOf(rawType);
  const gender = normaliseGender(input.gender);
  const tone = normaliseTone(input.tone);
  return {
    type: rawType,
    family,
    colour: FAMILY_COLOURS[family],
    gender,
    tone,
    skin: SKIN_TONES[tone],
  };
}

function normaliseGender(value: string | null | undefined): Gender {
  if (typeof value !== 'string') return DEFAULT_GENDER;
  const lower = value.trim().toLowerCase();
  return (GENDERS as readonly string[]).includes(lower) ? (lower as Gender) : DEFAULT_GENDER;
}

function normaliseTone(value: number | null | undefined): SkinTone {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > 5) return DEFAULT_TONE;
  return value as SkinTone;
}

/** Where the site serves each character drawing as an SVG file (app/characters/[file]/route.ts). */
export const CHARACTER_IMAGE_DIRECTORY = '/characters';

/**
 * The file name of a character drawing: `{type}-{gender}-{tone}.svg`, from normalised parameters
 * (so every spelling of one character shares one URL and one cached file).
 * @throws {RangeError} for an unknown type (as {@link resolveCharacter})
 */
export function characterFileName(input: CharacterInput): string {
  const { type, gender, tone } = resolveCharacter(input);
  return `${type}-${gender}-${tone}.svg`;
}

/** The URL path of a character drawing, e.g. `/characters/intj-male-2.svg`. @throws {RangeError} for an unknown type */
export function characterImagePath(input: CharacterInput): string {
  return `${CHARACTER_IMAGE_DIRECTORY}/${characterFileName(input)}`;
}

/**
 * The character a file name names, or `null` unless it is exactly the canonical name
 * {@link characterFileName} gives (lower case, a known type, gender and tone 1–5) — so one drawing
 * has one URL.
 */
export function parseCharacterFileName(file: string): Character | null {
  const match = /^([a-z]{4})-(male|female|other)-([1-5])\.svg$/.exec(file);
  if (!match || !isTypeSlug(match[1]!)) return null;
  return resolveCharacter({ type: match[1]!, gender: match[2]!, tone: Number(match[3]) });
}

/** Every canonical character file name: 16 types × 3 genders × 5 tones. */
export function allCharacterFileNames(): string[] {
  return TYPE_SLUGS.flatMap((type) => GENDERS.flatMap((gender) => TONES.map((tone) => characterFileName({ type, gender, tone }))));
}
