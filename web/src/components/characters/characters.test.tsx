import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { CharacterImage } from './CharacterImage';
import {
  FAMILY_COLOURS,
  GENDERS,
  SKIN_TONES,
  TONES,
  TYPE_SLUGS,
  familyOf,
  resolveCharacter,
  type Family,
  type TypeSlug,
} from './characters';

const FAMILIES: Record<Family, readonly TypeSlug[]> = {
  analysts: ['intp', 'entj', 'intj', 'entp'],
  diplomats: ['infj', 'infp', 'enfj', 'enfp'],
  sentinels: ['istj', 'isfj', 'estj', 'esfj'],
  explorers: ['istp', 'isfp', 'estp', 'esfp'],
};

describe('resolveCharacter', () => {
  it('defaults gender to male and tone to 2 (SPEC §3)', () => {
    const c = resolveCharacter({ type: 'intj' });
    expect(c).toMatchObject({ type: 'intj', gender: 'male', tone: 2, family: 'analysts', colour: '#E4573D' });
    expect(c.skin).toEqual(SKIN_TONES[2]);
    expect(resolveCharacter({ type: 'intj', gender: null, tone: null })).toMatchObject({ gender: 'male', tone: 2 });
  });

  it('accepts the type case-insensitively and trims it', () => {
    expect(resolveCharacter({ type: 'INTJ' }).type).toBe('intj');
    expect(resolveCharacter({ type: ' EnFp ' }).type).toBe('enfp');
  });

  it('keeps valid genders (case-insensitive) and falls back to male otherwise', () => {
    for (const gender of GENDERS) expect(resolveCharacter({ type: 'isfj', gender }).gender).toBe(gender);
    expect(resolveCharacter({ type: 'isfj', gender: 'FEMALE' }).gender).toBe('female');
    expect(resolveCharacter({ type: 'isfj', gender: 'robot' }).gender).toBe('male');
    expect(resolveCharacter({ type: 'isfj', gender: '' }).gender).toBe('male');
  });

  it('keeps tones 1..5 and falls back to 2 for anything else', () => {
    for (const tone of TONES) expect(resolveCharacter({ type: 'estp', tone }).tone).toBe(tone);
    for (const tone of [0, 6, -1, 2.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(resolveCharacter({ type: 'estp', tone }).tone).toBe(2);
    }
  });

  it('throws a RangeError naming the bad type', () => {
    expect(() => resolveCharacter({ type: 'abcd' })).toThrow(RangeError);
    expect(() => resolveCharacter({ type: 'abcd' })).toThrow(/Unknown personality type "abcd"/);
    expect(() => resolveCharacter({ type: '' })).toThrow(RangeError);
  });
});

describe('families and palette', () => {
  it('maps every type to its family and colour', () => {
    expect(FAMILY_COLOURS).toEqual({
      analysts: '#E4573D',
      diplomats: '#3FB68E',
      sentinels: '#3A7BD5',
      explorers: '#F29A2E',
    });
    for (const [family, slugs] of Object.entries(FAMILIES)) {
      for (const slug of slugs) expect(familyOf(slug)).toBe(family);
    }
    expect(TYPE_SLUGS).toHaveLength(16);
    expect(new Set(TYPE_SLUGS).size).toBe(16);
  });

  it('orders skin tones from light to deep, each with a darker shadow', () => {
    const luminance = (hex: string) => {
      const n = Number.parseInt(hex.slice(1), 16);
      return 0.2126 * ((n >> 16) & 255) + 0.7152 * ((n >> 8) & 255) + 0.0722 * (n & 255);
    };
    let previous = Infinity;
    for (const tone of TONES) {
      const { skin, shadow } = SKIN_TONES[tone];
      expect(skin).toMatch(/^#[0-9A-F]{6}$/);
      expect(shadow).toMatch(/^#[0-9A-F]{6}$/);
      expect(luminance(skin)).toBeLessThan(previous);
      expect(luminance(shadow)).toBeLessThan(luminance(skin));
      previous = luminance(skin);
    }
  });
});

describe('CharacterImage', () => {
  it('renders every type × gender × tone as an SVG in the family and skin colours', () => {
    const seen = new Set<string>();
    for (const type of TYPE_SLUGS) {
      for (const gender of GENDERS) {
        for (const tone of TONES) {
          const html = renderToStaticMarkup(<CharacterImage type={type} gender={gender} tone={tone} />);
          expect(html.startsWith('<svg')).toBe(true);
          expect(html).toContain('viewBox="0 0 240 240"');
          expect(html).toContain(FAMILY_COLOURS[familyOf(type)]);
          expect(html).toContain(`fill="${SKIN_TONES[tone].skin}"`);
          expect(html).toContain(`fill="${SKIN_TONES[tone].shadow}"`);
          seen.add(html);
        }
      }
    }
    expect(seen.size).toBe(16 * 3 * 5);
  });

  it('draws a distinct motif per type (not only different ids or colours)', () => {
    const strip = (html: string) => html.replace(/ (?:id|data-character|clip-path)="[^"]*"/g, '').replace(/#[0-9A-Fa-f]{6}/g, '#colour');
    const drawings = TYPE_SLUGS.map((type) => strip(renderToStaticMarkup(<CharacterImage type={type} />)));
    expect(new Set(drawings).size).toBe(16);
  });

  it('changes the silhouette with gender', () => {
    const drawings = GENDERS.map((gender) => renderToStaticMarkup(<CharacterImage type="infj" gender={gender} />));
    expect(new Set(drawings).size).toBe(3);
  });

  it('applies the SPEC §3 defaults: male, tone 2, size 160', () => {
    const html = renderToStaticMarkup(<CharacterImage type="INTJ" />);
    expect(html).toBe(renderToStaticMarkup(<CharacterImage type="intj" gender="male" tone={2} size={160} />));
    expect(html).toContain('width="160"');
    expect(html).toContain('height="160"');
    expect(html).toContain('data-character="intj-male-2"');
    expect(renderToStaticMarkup(<CharacterImage type="intj" gender="nope" tone={9} />)).toBe(html);
  });

  it('scales with size and passes className through', () => {
    const html = renderToStaticMarkup(<CharacterImage type="esfp" size={64} className="avatar" />);
    expect(html).toContain('width="64"');
    expect(html).toContain('class="avatar"');
  });

  it('is decorative without a title', () => {
    const html = renderToStaticMarkup(<CharacterImage type="enfj" />);
    expect(html).toContain('aria-hidden="true"');
    expect(html).toContain('focusable="false"');
    expect(html).not.toContain('role="img"');
    expect(html).not.toContain('<title');
  });

  it('is a labelled image with a title', () => {
    const html = renderToStaticMarkup(<CharacterImage type="enfj" gender="female" tone={4} title="The Teacher" />);
    expect(html).toContain('role="img"');
    expect(html).not.toContain('aria-hidden');
    const labelledBy = /aria-labelledby="([^"]+)"/.exec(html)?.[1];
    expect(labelledBy).toBeTruthy();
    expect(html).toContain(`<title id="${labelledBy}">The Teacher</title>`);
    // Stable across renders, different for a different title.
    expect(renderToStaticMarkup(<CharacterImage type="enfj" gender="female" tone={4} title="The Teacher" />)).toBe(html);
    const other = renderToStaticMarkup(<CharacterImage type="enfj" gender="female" tone={4} title="Teacher" />);
    expect(/aria-labelledby="([^"]+)"/.exec(other)?.[1]).not.toBe(labelledBy);
  });

  it('uses ids derived from the props, with every reference resolvable', () => {
    const html = renderToStaticMarkup(<CharacterImage type="istp" gender="other" tone={5} />);
    const ids = [...html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) expect(id).toContain('istp-other-5');
    for (const [, ref] of html.matchAll(/url\(#([^)]+)\)/g)) expect(ids).toContain(ref);
  });

  it('throws for an unknown type', () => {
    expect(() => renderToStaticMarkup(<CharacterImage type="xxxx" />)).toThrow(RangeError);
  });
});
