import { describe, expect, it } from 'vitest';
import { HUB_URL, isEnglish } from './hub';

describe('isEnglish (SPEC §6: the banner shows only for English sessions)', () => {
  it('accepts en and its regional variants only', () => {
    expect(isEnglish('en')).toBe(true);
    expect(isEnglish('en-GB')).toBe(true);
    expect(isEnglish('EN')).toBe(true);
    expect(isEnglish('')).toBe(false);
    expect(isEnglish('de')).toBe(false);
    expect(isEnglish('eng-x')).toBe(false);
  });

  it('links to the hub root over https', () => {
    expect(new URL(HUB_URL).pathname).toBe('/');
    expect(new URL(HUB_URL).protocol).toBe('https:');
  });
});
