/**
 * Shapes shared by the account screens' server pages and client components (type-only).
 */
import type { Gender, SkinTone } from '@/components/characters/characters';
import type { resources } from '@/i18n/resources';

/** Every text of account.json (same shape); built on the server by `accountTexts()`. */
export type AccountTexts = (typeof resources)['en']['account'];

/** The skin tone names, 1 (light) … 5 (deep), from types.json `characters.tones`. */
export type ToneNames = Readonly<Record<SkinTone, string>>;

/** A personality type to choose or show: lower-case code, CMS title and the type's default gender. */
export interface TypeOption {
  code: string;
  title: string;
  defaultGender: Gender | null;
}
