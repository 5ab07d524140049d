import { describe, expect, it } from 'vitest';
import { linkClick as click } from './link-click.test-support';
import { isTrackedLinkClick, routeChangeTarget, showsLoadingBar } from './route-change';
import { declareSkipRouteChange, skipRouteChangeDeclared } from './skip-route-change';

const here = new URL('https://typeatlas.test/tools?x=1#top');

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

describe('skip-route-change flag (SPEC §2 "Pages may declare … a skip-route-change flag")', () => {
  it('skips query changes of the declaring page only', () => {
    expect(isTrackedLinkClick(click({ href: '/tools?x=2' }), here, true)).toBeNull();
    expect(isTrackedLinkClick(click({ href: '/tools?x=2' }), here, false)?.search).toBe('?x=2');
    expect(isTrackedLinkClick(click({ href: '/personality-types' }), here, true)?.pathname).toBe('/personality-types');
    expect(showsLoadingBar(new URL('https://typeatlas.test/tools?tab=b'), here, true)).toBe(false);
    expect(showsLoadingBar(new URL('https://typeatlas.test/blog'), here, true)).toBe(true);
  });

  it('is declared while at least one declaration is mounted', () => {
    expect(skipRouteChangeDeclared()).toBe(false);
    const releaseA = declareSkipRouteChange();
    const releaseB = declareSkipRouteChange();
    expect(skipRouteChangeDeclared()).toBe(true);
    expect(isTrackedLinkClick(click({ href: '/tools?x=2' }), here)).toBeNull();
    releaseA();
    releaseA(); // releasing twice counts once
    expect(skipRouteChangeDeclared()).toBe(true);
    releaseB();
    expect(skipRouteChangeDeclared()).toBe(false);
    expect(isTrackedLinkClick(click({ href: '/tools?x=2' }), here)?.search).toBe('?x=2');
  });
});
