/**
 * The two traits a user picks for their avatar and a character illustration shows (SPEC §3
 * "Character image: type, gender (default male), tone (default 2)"): gender and skin tone, with
 * their defaults. Pure constants; shared by the character feature (drawing), the account screens
 * (choosing) and the server (stored profile defaults).
 */

/** Gender of a character illustration. Changes hair and outfit silhouette. SPEC §3 default: `'male'`. */
export type Gender = 'male' | 'female' | 'other';

/** All accepted genders, in display order. */
export const GENDERS: readonly Gender[] = ['male', 'female', 'other'];

/** Skin tone of a character illustration: 1 (light) … 5 (deep). SPEC §3 default: `2`. */
export type SkinTone = 1 | 2 | 3 | 4 | 5;

/** All accepted skin tones, light to deep. */
export const TONES: readonly SkinTone[] = [1, 2, 3, 4, 5];

/** Default gender of a character image (SPEC §3: "gender (default male)"). */
export const DEFAULT_GENDER: Gender = 'male';

/** Default skin tone of a character image and of a new profile (SPEC §3: "tone (default 2)"). */
export const DEFAULT_TONE: SkinTone = 2;
