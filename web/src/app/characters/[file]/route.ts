import { allCharacterFileNames, parseCharacterFileName } from '@/components/characters/characters';
import { characterSvgFile } from '@/components/characters/character-svg';

/**
 * `/characters/{type}-{gender}-{tone}.svg` — each character drawing as a static SVG file (issue 14:
 * pages show characters as `<img>`, so their HTML, flight data and hydration carry one element
 * instead of a few hundred SVG nodes). All 240 files are prerendered at build time; any other
 * name is 404 (dynamicParams = false).
 */
export const dynamic = 'force-static';
export const dynamicParams = false;

/** Browsers keep a drawing a day and may use it a week longer while refetching (its URL has no version). */
const CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800';

export function generateStaticParams(): { file: string }[] {
  return allCharacterFileNames().map((file) => ({ file }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  const character = parseCharacterFileName((await params).file);
  if (!character) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  return new Response(characterSvgFile(character), {
    headers: {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': CACHE_CONTROL,
      // Opened on its own, the drawing runs nothing (as /seed-assets).
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
