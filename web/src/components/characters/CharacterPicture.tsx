import type { CharacterImageProps } from './CharacterImage';
import { characterImagePath, resolveCharacter } from './characters';

/**
 * A character drawing as an `<img>` of its static SVG file (`/characters/{type}-{gender}-{tone}.svg`,
 * app/characters/[file]/route.ts) — for pages, where an inline {@link CharacterImage} would put a
 * few hundred SVG nodes into the HTML, the flight data and hydration (the home page carried 20 of
 * them: 84 KB of its 265 KB HTML). Same props and defaults as CharacterImage (SPEC §3).
 * @param title the alt text; without it the image is decorative (`alt=""`)
 * @param eager load at once (above the fold); otherwise `loading="lazy"`
 * @throws {RangeError} for an unknown type (as CharacterImage)
 */
export function CharacterPicture({
  type,
  gender,
  tone,
  size = 160,
  title,
  className,
  eager = false,
}: CharacterImageProps & { eager?: boolean }) {
  const character = resolveCharacter({ type, gender, tone });
  return (
    // eslint-disable-next-line @next/next/no-img-element -- a static SVG: nothing for next/image to optimise, and it would ship its client component
    <img
      src={characterImagePath(character)}
      width={size}
      height={size}
      alt={title ?? ''}
      className={className}
      loading={eager ? undefined : 'lazy'}
      decoding="async"
      data-character={`${character.type}-${character.gender}-${character.tone}`}
    />
  );
}
