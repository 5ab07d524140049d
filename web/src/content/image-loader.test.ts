import { describe, expect, it } from 'vitest';
import { contentImageLoader, responsiveImage } from './image-loader';

describe('contentImageLoader', () => {
  it('adds width, quality 75, auto=format and fit=max to local seed assets', () => {
    expect(contentImageLoader({ src: '/seed-assets/abc.svg', width: 640 })).toBe('/seed-assets/abc.svg?auto=format&fit=max&w=640&q=75');
  });

  it('uses Sanity CDN parameters for CDN URLs', () => {
    const url = new URL(contentImageLoader({ src: 'https://cdn.sanity.io/images/p/d/abc-1200x630.png', width: 3840, quality: 75 }));
    expect(url.host).toBe('cdn.sanity.io');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ w: '3840', q: '75', auto: 'format', fit: 'max' });
  });
});

describe('responsiveImage (SPEC §9 widths)', () => {
  it('offers exactly the widths 640–3840, each through the loader at quality 75', () => {
    const { srcSet, src } = responsiveImage('/seed-assets/abc.svg');
    const candidates = srcSet.split(', ').map((candidate) => candidate.split(' '));
    expect(candidates.map(([, width]) => width)).toEqual(['640w', '750w', '828w', '1080w', '1200w', '1920w', '2048w', '3840w']);
    for (const [url, width] of candidates) expect(url).toBe(`/seed-assets/abc.svg?auto=format&fit=max&w=${width!.slice(0, -1)}&q=75`);
    expect(src).toBe('/seed-assets/abc.svg?auto=format&fit=max&w=1080&q=75');
  });
});
