/**
 * AuthorAvatar (issue 15): an author's portrait beside their name is decorative (alt=""), sized by
 * its variant (the `sizes` attribute matches the CSS), and absent when there is no portrait.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AuthorAvatar } from './AuthorAvatar';

const portrait = {
  alt: 'Illustrated portrait of Ann Writer, smiling, with curly black hair',
  asset: { url: '/seed-assets/abc.svg', width: 400, height: 400 },
};

describe('AuthorAvatar', () => {
  it('renders the portrait with empty alt text, its own square size and the byline sizes', () => {
    const html = renderToStaticMarkup(<AuthorAvatar image={portrait} variant="byline" />);
    expect(html).toContain('alt=""');
    expect(html).not.toContain('Illustrated portrait');
    expect(html).toContain('sizes="32px"');
    expect(html).toContain('width="400" height="400"');
    expect(html).toContain('src="/seed-assets/abc.svg?');
  });

  it('uses the box sizes (96 px, 72 px on phones) for the About-the-author box', () => {
    expect(renderToStaticMarkup(<AuthorAvatar image={portrait} variant="box" />)).toContain('sizes="(max-width: 575.98px) 72px, 96px"');
  });

  it('renders nothing without a portrait URL', () => {
    expect(renderToStaticMarkup(<AuthorAvatar image={null} variant="byline" />)).toBe('');
    expect(renderToStaticMarkup(<AuthorAvatar image={{ alt: 'x', asset: { url: null } }} variant="box" />)).toBe('');
  });
});
