import { describe, expect, it } from 'vitest';
import {
  ARIAL_WIDTHS,
  DEFAULT_BRAND_NAME,
  brandTitleSuffix,
  brandedTitle,
  DESCRIPTION_FONT_PX,
  DESCRIPTION_MAX_PX,
  TITLE_FONT_PX,
  TITLE_MAX_PX,
  containsPhrase,
  seoWarnings,
  textWidth,
  truncateToWidth,
} from './seo-checks';

const codes = (input: Parameters<typeof seoWarnings>[0]) => seoWarnings(input).map((warning) => warning.code);

const good = {
  id: 'article-a',
  focusKeyword: 'introvert',
  focusSynonyms: ['quiet people'],
  seoTitle: 'Six introvert myths worth retiring',
  titleSuffix: ' | TypeAtlas',
  metaDescription:
    'Introverts are not shy, rude or antisocial. Six common myths about introverts, why they stick and what quiet people would like you to know instead.',
  slug: 'six-introvert-myths-worth-retiring',
  firstParagraph: 'Ask a room of introverts which myth annoys them most and you will hear a lot.',
  images: [{ path: 'mainImage', alt: 'Abstract circles' }],
  otherTitles: [{ id: 'article-b', title: 'Another title' }],
};

describe('pixel widths (Arial, Adobe Helvetica AFM metrics)', () => {
  it('sums advance widths per 1000 em at the font size', () => {
    expect(textWidth('', 20)).toBe(0);
    expect(textWidth('i', 1000)).toBe(222);
    expect(textWidth('W', 1000)).toBe(944);
    expect(textWidth('Wi', 20)).toBeCloseTo((944 + 222) * 0.02);
    // Narrow letters fit many more characters than wide ones in the same width.
    expect(textWidth('i'.repeat(60), TITLE_FONT_PX)).toBeLessThan(TITLE_MAX_PX);
    expect(textWidth('W'.repeat(60), TITLE_FONT_PX)).toBeGreaterThan(TITLE_MAX_PX);
    expect(ARIAL_WIDTHS.m).toBe(833);
  });

  it('counts unknown characters as an "n"', () => {
    expect(textWidth('é', 1000)).toBe(556);
  });

  it('truncates by width at a word boundary with an ellipsis, not by characters', () => {
    const narrow = 'ill '.repeat(30).trim();
    const wide = 'WOW MOM WMW '.repeat(6).trim();
    expect(narrow.length).toBeGreaterThan(wide.length);
    expect(truncateToWidth(narrow, TITLE_FONT_PX, TITLE_MAX_PX).truncated).toBe(false);
    const cut = truncateToWidth(wide, TITLE_FONT_PX, TITLE_MAX_PX);
    expect(cut.truncated).toBe(true);
    expect(cut.text.endsWith(' …')).toBe(true);
    expect(textWidth(cut.text, TITLE_FONT_PX)).toBeLessThanOrEqual(TITLE_MAX_PX);
    expect(wide.startsWith(cut.text.slice(0, -2))).toBe(true);
    expect(/\s(WOW|MOM|WMW)$/.test(` ${cut.text.slice(0, -2)}`)).toBe(true);
  });

  it('keeps a description that fits, cuts one that does not', () => {
    expect(truncateToWidth(good.metaDescription, DESCRIPTION_FONT_PX, DESCRIPTION_MAX_PX)).toEqual({
      text: good.metaDescription,
      truncated: false,
    });
    const long = `${good.metaDescription} ${good.metaDescription}`;
    expect(truncateToWidth(long, DESCRIPTION_FONT_PX, DESCRIPTION_MAX_PX).truncated).toBe(true);
  });
});

describe('containsPhrase', () => {
  it('matches whole words, case-insensitively, plural allowed, slugs by hyphen', () => {
    expect(containsPhrase('Six Introverts myths', 'introvert')).toBe(true);
    expect(containsPhrase('six-introvert-myths', 'introvert myths')).toBe(true);
    expect(containsPhrase('introversion explained', 'introvert')).toBe(false);
    expect(containsPhrase('quiet, people', 'quiet people')).toBe(true);
    expect(containsPhrase('anything', '')).toBe(false);
  });
});

describe('seoWarnings', () => {
  it('finds nothing wrong with a well-prepared document', () => {
    expect(seoWarnings(good)).toEqual([]);
  });

  it('warns when the keyword (or a synonym) is missing from title, description, slug and first paragraph', () => {
    const input = { ...good, focusKeyword: 'stress', focusSynonyms: [] };
    expect(codes(input)).toEqual(['keyword-title', 'keyword-description', 'keyword-slug', 'keyword-first-paragraph']);
    // A synonym counts.
    expect(codes({ ...good, seoTitle: 'Myths quiet people hear', focusSynonyms: ['quiet people'] })).not.toContain('keyword-title');
    expect(codes({ ...good, focusKeyword: '' })).toEqual(['keyword-missing']);
  });

  it('measures the title with the brand suffix in pixels', () => {
    const wide = 'WWWWWWWWWWWW WWWWWWWWWWWW introvert';
    expect(wide.length).toBeLessThan(40);
    expect(codes({ ...good, seoTitle: wide })).toContain('title-too-long');
    expect(codes({ ...good, seoTitle: 'introvert', titleSuffix: '' })).toContain('title-too-short');
    const narrow = 'illustrating little introvert lists, little fill-ins, tiny lilt';
    expect(narrow.length).toBeGreaterThan(60);
    expect(codes({ ...good, seoTitle: narrow })).not.toContain('title-too-long');
  });

  it('checks the description: missing, too long, too short', () => {
    expect(codes({ ...good, metaDescription: '' })).toEqual(['keyword-description', 'description-missing']);
    expect(codes({ ...good, metaDescription: `${good.metaDescription} ${good.metaDescription}` })).toContain('description-too-long');
    expect(codes({ ...good, metaDescription: 'Introverts.' })).toContain('description-too-short');
  });

  it('reports other documents with the same SEO title (whitespace and case ignored), never itself', () => {
    const warnings = seoWarnings({
      ...good,
      otherTitles: [
        { id: 'article-a', title: good.seoTitle },
        { id: 'post-x', title: '  six INTROVERT myths  worth retiring ' },
      ],
    });
    expect(warnings.map((w) => w.code)).toEqual(['title-duplicate']);
    expect(warnings[0]?.message).toContain('post-x');
  });

  it('warns for every image without alt text', () => {
    expect(
      codes({
        ...good,
        images: [
          { path: 'mainImage', alt: '' },
          { path: 'seo.image', alt: null },
          { path: 'body[3]', alt: 'ok' },
        ],
      }),
    ).toEqual(['image-alt-missing', 'image-alt-missing']);
  });

  it('falls back to the document title when the SEO title is empty, as the site does', () => {
    expect(codes({ ...good, seoTitle: '', title: 'Introvert myths, retired for good' })).toEqual([]);
  });
});

describe('brand suffix (the site\'s title template "%s | {brand}")', () => {
  it('appends " | {brand}" and falls back to the default brand', () => {
    expect(brandTitleSuffix('Atlas')).toBe(' | Atlas');
    expect(brandTitleSuffix('  ')).toBe(` | ${DEFAULT_BRAND_NAME}`);
    expect(brandedTitle('  Six   introvert myths ', 'Atlas')).toBe('Six introvert myths | Atlas');
    expect(brandedTitle('Six introvert myths', null)).toBe(`Six introvert myths | ${DEFAULT_BRAND_NAME}`);
  });

  it("is only the brand when the title is empty (the layout's default title)", () => {
    expect(brandedTitle('', 'Atlas')).toBe('Atlas');
    expect(brandedTitle(undefined, undefined)).toBe(DEFAULT_BRAND_NAME);
  });
});
