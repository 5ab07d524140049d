import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PremiumOffer } from './PremiumOffer';

describe('PremiumOffer', () => {
  it('offers a premium profile section as a section', () => {
    const html = renderToStaticMarkup(<PremiumOffer teaser="A public teaser." kind="section" />);
    expect(html).toContain('This section is part of Premium');
    expect(html).toContain('read the full section');
    expect(html).toContain('A public teaser.');
    expect(html).toContain('href="/premium"');
  });

  it('offers a premium toolkit test as a test, never promising "the full section"', () => {
    const html = renderToStaticMarkup(<PremiumOffer kind="test" />);
    expect(html).toContain('This test is part of Premium');
    expect(html).toContain('take this test');
    expect(html).not.toContain('section is part of');
    expect(html).not.toContain('read the full section');
    expect(html).toContain('href="/premium"');
  });
});
