import { describe, expect, it } from 'vitest';
import { type LinkClick, isTrackedLinkClick, routeChangeTarget } from './route-change';

const here = new URL('https://typeatlas.test/tools?x=1#top');
const click = (overrides: Partial<LinkClick> = {}): LinkClick => ({
  button: 0,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
  target: '',
  download: false,
  href: '/personality-types',
  ...overrides,
});

describe('routeChangeTarget', () => {
  it('accepts same-origin links to another path or query', () => {
    expect(routeChangeTarget('/personality-types', here)?.pathname).toBe('/personality-types');
    expect(routeChangeTarget('/tools?x=2', here)?.search).toBe('?x=2');
    expect(routeChangeTarget('career', new URL('https://typeatlas.test/tools/'))?.pathname).toBe('/tools/career');
  });

  it('rejects hash-only changes, the current URL and other origins', () => {
    expect(routeChangeTarget('#section', here)).toBeNull();
    expect(routeChangeTarget('/tools?x=1#other', here)).toBeNull();
    expect(routeChangeTarget('/tools?x=1', here)).toBeNull();
    expect(routeChangeTarget('https://example.com/tools', here)).toBeNull();
    expect(routeChangeTarget('mailto:hi@typeatlas.test', here)).toBeNull();
  });
});

describe('isTrackedLinkClick', () => {
  it('tracks a plain click on an internal link', () => {
    expect(isTrackedLinkClick(click(), here)?.pathname).toBe('/personality-types');
    expect(isTrackedLinkClick(click({ target: '_self' }), here)).not.toBeNull();
  });

  it('ignores modifier clicks, other buttons, new tabs and downloads', () => {
    for (const overrides of [
      { metaKey: true },
      { ctrlKey: true },
      { shiftKey: true },
      { altKey: true },
      { button: 1 },
      { target: '_blank' },
      { download: true },
      { href: null },
    ]) {
      expect(isTrackedLinkClick(click(overrides), here), JSON.stringify(overrides)).toBeNull();
    }
  });
});
