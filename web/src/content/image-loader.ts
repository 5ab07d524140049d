/**
 * The image loader of every content image (next/image `loader`): Sanity's image-URL pipeline
 * parameters — width `w`, quality `q` (SPEC §9: widths 640–3840, default quality 75), `auto=format`
 * and `fit=max` — on the asset URL. Cloud mode: the Sanity CDN URL (next-sanity's own
 * `imageLoader`). Embedded mode: the seed asset served locally at `/seed-assets/{file}`, which
 * receives the same parameters (the seed illustrations are SVG, so every width is sharp).
 */
import { imageLoader as sanityCdnLoader } from 'next-sanity/image';

/** Default image quality (SPEC §9). */
export const IMAGE_QUALITY = 75;

/**
 * @param src absolute Sanity CDN URL or a site-relative path
 * @param width requested width in CSS pixels × device pixel ratio (from next/image's srcset)
 * @param quality 1–100; defaults to 75
 * @returns the URL to request
 */
export function contentImageLoader({ src, width, quality }: { src: string; width: number; quality?: number }): string {
  const q = quality ?? IMAGE_QUALITY;
  if (/^https?:\/\//.test(src)) return sanityCdnLoader({ src, width, quality: q });
  const url = new URL(src, 'http://relative.invalid');
  url.searchParams.set('auto', 'format');
  url.searchParams.set('fit', 'max');
  url.searchParams.set('w', String(width));
  url.searchParams.set('q', String(q));
  return `${url.pathname}${url.search}`;
}
