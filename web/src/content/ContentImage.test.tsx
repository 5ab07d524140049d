/**
 * ContentImage: an above-the-fold image (priority) is eager and fetched with high priority
 * (Lighthouse "LCP request discovery", issue 14); other images stay lazy without the hint.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ContentImage } from './ContentImage';

const image = { alt: 'A stack of cards', asset: { url: '/seed-assets/abc.svg', width: 1200, height: 630 } };

describe('ContentImage', () => {
  it('marks the priority image fetchpriority="high" and does not lazy-load it', () => {
    const html = renderToStaticMarkup(<ContentImage image={image} sizes="100vw" priority />);
    expect(html).toContain('fetchPriority="high"');
    expect(html).not.toContain('loading="lazy"');
  });

  it('keeps other images lazy, without a fetch priority', () => {
    const html = renderToStaticMarkup(<ContentImage image={image} sizes="100vw" />);
    expect(html).toContain('loading="lazy"');
    expect(html.toLowerCase()).not.toContain('fetchpriority');
  });

  it('uses the image\'s alt text unless the caller replaces it (alt="" beside a name)', () => {
    expect(renderToStaticMarkup(<ContentImage image={image} sizes="100vw" />)).toContain('alt="A stack of cards"');
    const decorative = renderToStaticMarkup(<ContentImage image={image} sizes="100vw" alt="" />);
    expect(decorative).toContain('alt=""');
    expect(decorative).not.toContain('A stack of cards');
  });
});
