import { describe, expect, it } from 'vitest';
import { contentImageLoader } from './image-loader';

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
