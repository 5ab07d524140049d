import { describe, expect, it } from 'vitest';
import { landingCarriesAttribution } from './landing';

const origin = 'https://typeatlas.example';
const plain = { search: '', pathname: '/blog', referrer: '', origin };

describe('landingCarriesAttribution', () => {
  it('is false for a direct visit and for the site’s own links', () => {
    expect(landingCarriesAttribution(plain)).toBe(false);
    expect(landingCarriesAttribution({ ...plain, referrer: `${origin}/` })).toBe(false);
    expect(landingCarriesAttribution({ ...plain, referrer: `${origin}/personality-type/intj` })).toBe(false);
  });

  it('is true for a query, a shared-result path, and a referrer from another site', () => {
    expect(landingCarriesAttribution({ ...plain, search: '?utm_source=x' })).toBe(true);
    expect(landingCarriesAttribution({ ...plain, pathname: '/shared-result/AbCdEfGhIjKlMnOpQrStUv' })).toBe(true);
    expect(landingCarriesAttribution({ ...plain, referrer: 'https://www.google.com/' })).toBe(true);
    // Another site whose name starts with ours is another site.
    expect(landingCarriesAttribution({ ...plain, referrer: `${origin}.evil.test/` })).toBe(true);
  });
});
