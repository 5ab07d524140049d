/**
 * The image loader of every content image (next/image `loader`): Sanity's image-URL pipeline
 * parameters — width `w`, quality `q` (SPEC §9: widths 640–3840, default quality 75), `auto=format`
 * and `fit=max` — on the asset URL, as next-sanity's `imageLoader` sets them (not imported: its
 * module is a 'use client' one and would put next/image's client code on every page). Cloud mode:
 * the Sanity CDN URL. Embedded mode: the seed asset served locally at `/seed-assets/{file}`, which
 * receives the same parameters (the seed illustrations are SVG, so every width is sharp).
 */
import { IMAGE_WIDTHS } from '@/lib/image-widths';

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
  const absolute = /^https?:\/\//.test(src);
  const url = new URL(src, 'http://relative.invalid');
  url.searchParams.set('auto', 'format');
  if (!url.searchParams.has('fit')) url.searchParams.set('fit', 'max');
  url.searchParams.set('w', String(width));
  url.searchParams.set('q', String(q));
  return absolute ? url.href : `${url.pathname}${url.search}`;
}

/**
 * The `src` and `srcset` of a responsive image: one candidate per {@link IMAGE_WIDTHS} entry
 * (`{url} {w}w`), each through {@link contentImageLoader} at the default quality; `src` (for
 * browsers without srcset) is the 1080 px candidate. The browser picks from `sizes`.
 * @param src the asset URL (Sanity CDN or site-relative seed asset)
 */
export function responsiveImage(src: string): { src: string; srcSet: string } {
  return {
    src: contentImageLoader({ src, width: 1080 }),
    srcSet: IMAGE_WIDTHS.map((width) => `${contentImageLoader({ src, width })} ${width}w`).join(', '),
  };
}
