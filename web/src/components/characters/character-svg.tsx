import { CharacterImage } from './CharacterImage';
import type { Character } from './characters';
import { svgMarkup } from './svg-markup';

/** The pixel size written into a character SVG file (the drawing's own 240×240 viewBox; `<img>` scales it). */
export const CHARACTER_FILE_SIZE = 240;

/**
 * A character drawing as a standalone SVG document (decorative: `aria-hidden`; the `<img>` showing
 * it carries the alt text), the same drawing {@link CharacterImage} renders inline.
 * @param character a normalised character (characters.ts `resolveCharacter` / `parseCharacterFileName`)
 * @returns SVG markup with the XML namespace, ready to serve as `image/svg+xml`
 */
export function characterSvgFile(character: Character): string {
  return svgMarkup(<CharacterImage type={character.type} gender={character.gender} tone={character.tone} size={CHARACTER_FILE_SIZE} />);
}
