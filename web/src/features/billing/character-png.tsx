/**
 * The type's character as a PNG for the personal report (issue 11 "The personal report": the
 * type's character image). pdfkit embeds PNG and JPEG only, and the characters are React SVG
 * drawings (components/characters): their markup (components/characters/svg-markup.ts) goes as an `<img>` to
 * `next/og`'s ImageResponse (satori + resvg, bundled with Next, no network), which rasterises the
 * same drawing the site shows.
 */
import 'server-only';
import { ImageResponse } from 'next/og';
import { CharacterImage } from '@/components/characters/CharacterImage';
import { svgMarkup } from '@/components/characters/svg-markup';

/** Side of the rendered PNG in pixels (printed at ~100 pt: about 3× for print sharpness). */
export const CHARACTER_PNG_SIZE = 320;

/**
 * Renders a type's character.
 * @param type a type code or slug (any case); unknown codes throw a RangeError (CharacterImage)
 * @param gender the type's default gender (`male` | `female` | `other`; anything else → `male`, SPEC §3)
 * @returns PNG bytes, {@link CHARACTER_PNG_SIZE} px square, transparent background
 */
export async function characterPng(type: string, gender: string | null | undefined): Promise<Buffer> {
  const svg = svgMarkup(<CharacterImage type={type} gender={gender} size={CHARACTER_PNG_SIZE} />);
  const src = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
  const response = new ImageResponse(
    <div style={{ display: 'flex', width: CHARACTER_PNG_SIZE, height: CHARACTER_PNG_SIZE }}>
      {/* eslint-disable-next-line @next/next/no-img-element -- satori draws <img>, not next/image */}
      <img src={src} width={CHARACTER_PNG_SIZE} height={CHARACTER_PNG_SIZE} alt="" />
    </div>,
    { width: CHARACTER_PNG_SIZE, height: CHARACTER_PNG_SIZE },
  );
  return Buffer.from(await response.arrayBuffer());
}
