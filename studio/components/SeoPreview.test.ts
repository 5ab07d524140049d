import { describe, expect, it } from 'vitest';
import { DESCRIPTION_FONT_PX, DESCRIPTION_MAX_PX, TITLE_FONT_PX, TITLE_MAX_PX, textWidth } from '@typeatlas/schemas/seo-checks';
import { assetFormat, documentImages, firstParagraph, ogCardUrl, publishedId, seoPreview, type SeoDocument } from './SeoPreview';
import { uniqueByDocument } from './SeoSiteData';

const env = { siteUrl: 'https://typeatlas.example/', projectId: 'abc123', dataset: 'production' };

const longTitle = 'Why introverts recharge alone and what the research on quiet time and social energy says about it';
const longDescription =
  'Introverts are not shy or antisocial: they spend energy in company and get it back in quiet. This guide walks through what studies say about recharging, ' +
  'how to plan a week that leaves room for it, and how to explain the need to friends, partners and colleagues without apologising for who you are.';

const article: SeoDocument = {
  _id: 'drafts.article-quiet',
  _type: 'article',
  title: 'Quiet time',
  slug: { current: 'introverts-recharge-alone' },
  excerpt: 'A short excerpt.',
  mainImage: { asset: { _ref: 'image-aaa111-1600x900-png' }, alt: 'A reading nook' },
  body: [
    { _type: 'block', _key: 'h', style: 'h2', children: [{ text: 'A heading' }] },
    { _type: 'block', _key: 'p', style: 'normal', children: [{ text: 'Every introvert ' }, { text: 'knows the feeling.' }] },
    { _type: 'mainImage', _key: 'i', asset: { _ref: 'image-bbb222-800x600-jpg' }, alt: '' },
  ],
  seo: { seo_title: longTitle, meta_description: longDescription, focus_keyword: 'introvert', focus_synonyms: ['quiet people'] },
};

describe('seoPreview: search result', () => {
  it('appends the brand suffix and cuts the title by pixel width with " …"', () => {
    const { title } = seoPreview(article, { brandName: 'TypeAtlas' }, env).search;
    expect(title.full).toBe(`${longTitle} | TypeAtlas`);
    expect(title.truncated).toBe(true);
    expect(title.text.endsWith(' …')).toBe(true);
    expect(title.full.startsWith(title.text.slice(0, -2))).toBe(true);
    expect(textWidth(title.text, TITLE_FONT_PX)).toBeLessThanOrEqual(TITLE_MAX_PX);
  });

  it('keeps a title that fits whole and uses the brand from the site settings', () => {
    const doc = { ...article, seo: { ...article.seo, seo_title: 'Introvert energy' } };
    expect(seoPreview(doc, { brandName: 'Atlas' }, env).search.title).toEqual({
      text: 'Introvert energy | Atlas',
      full: 'Introvert energy | Atlas',
      truncated: false,
    });
    // Without an SEO title the document title is used, as on the site; no brand loaded → default brand.
    expect(seoPreview({ ...article, seo: {} }, {}, env).search.title.text).toBe('Quiet time | TypeAtlas');
  });

  it('builds the URL from the site URL and the type route (presentation.ts)', () => {
    expect(seoPreview(article, {}, env).search.url).toBe('https://typeatlas.example/blog/article/introverts-recharge-alone');
    expect(seoPreview({ ...article, landing: true }, {}, env).search.url).toBe('https://typeatlas.example/blog/introverts-recharge-alone');
    const typeArticle: SeoDocument = { _id: 'ta', _type: 'typeArticle', title: 'At work', slug: { current: 'career' } };
    expect(seoPreview(typeArticle, { typeSlug: 'intp' }, env).search.url).toBe('https://typeatlas.example/personality-type/intp/career');
    expect(seoPreview(typeArticle, {}, env).search.url).toBeNull();
    expect(seoPreview({ _id: 'siteSettings', _type: 'siteSettings' }, {}, env).search.url).toBe('https://typeatlas.example/');
  });

  it('cuts the description by pixel width and falls back to the opening text', () => {
    const { description, descriptionIsFallback } = seoPreview(article, {}, env).search;
    expect(description?.truncated).toBe(true);
    expect(description?.text.endsWith(' …')).toBe(true);
    expect(textWidth(description!.text, DESCRIPTION_FONT_PX)).toBeLessThanOrEqual(DESCRIPTION_MAX_PX);
    expect(descriptionIsFallback).toBe(false);
    const fallback = seoPreview({ ...article, seo: { seo_title: 'x' } }, {}, env).search;
    expect(fallback.description?.text).toBe('A short excerpt.');
    expect(fallback.descriptionIsFallback).toBe(true);
  });
});

describe('seoPreview: social card', () => {
  it('serves the SEO image when it is a PNG or JPEG, at 1200 px in its own format', () => {
    const doc = { ...article, seo: { ...article.seo, image: { asset: { _ref: 'image-ccc333-2400x1260-jpg' }, alt: 'Card' } } };
    const social = seoPreview(doc, {}, env).social;
    expect(social.imageSource).toBe('seo-image');
    expect(social.imageUrl).toMatch(/^https:\/\/cdn\.sanity\.io\/images\/abc123\/production\/ccc333-2400x1260\.jpg\?/);
    expect(social.imageUrl).toContain('w=1200');
    expect(social.imageUrl).toContain('fm=jpg');
    expect(social.title).toBe(longTitle);
    expect(social.host).toBe('typeatlas.example');
  });

  it('falls back to the main image, then to the generated card; says why an SVG is not used', () => {
    expect(seoPreview(article, {}, env).social).toMatchObject({ imageSource: 'main-image', imageNote: null });
    expect(seoPreview(article, {}, env).social.imageUrl).toContain('aaa111-1600x900.png');
    const svg = { ...article, mainImage: { asset: { _ref: 'image-ddd444-100x100-svg' }, alt: 'Logo' } };
    const social = seoPreview(svg, {}, env).social;
    expect(social.imageSource).toBe('generated-card');
    expect(social.imageNote).toContain('SVG');
    const card = new URL(social.imageUrl);
    expect(card.origin + card.pathname).toBe('https://typeatlas.example/og');
    expect(card.searchParams.get('t')).toBe(longTitle);
    expect(card.searchParams.get('e')).toBe('Blog');
  });

  it('builds the card query the /og route reads (t, e, k), cutting long texts', () => {
    const url = new URL(ogCardUrl('https://x.example', { title: 'a'.repeat(200), eyebrow: 'Personality type', code: 'INTP' }));
    expect(url.searchParams.get('t')).toHaveLength(120);
    expect(url.searchParams.get('t')?.endsWith('…')).toBe(true);
    expect(url.searchParams.get('e')).toBe('Personality type');
    expect(url.searchParams.get('k')).toBe('INTP');
  });
});

describe('seoPreview: warnings', () => {
  it('runs the focus-keyword checks on the document (title, description, slug, first paragraph, alt texts)', () => {
    const codes = (doc: SeoDocument, facts = {}) => seoPreview(doc, facts, env).warnings.map((warning) => warning.code);
    expect(codes(article)).toEqual(['title-too-long', 'description-too-long', 'image-alt-missing']);
    const off = {
      ...article,
      slug: { current: 'quiet-time' },
      body: [{ _type: 'block', style: 'normal', children: [{ text: 'Nothing here.' }] }],
    };
    expect(codes(off)).toEqual(expect.arrayContaining(['keyword-slug', 'keyword-first-paragraph']));
    expect(codes({ ...article, seo: { ...article.seo, focus_keyword: 'extravert', focus_synonyms: [] } })).toEqual(
      expect.arrayContaining(['keyword-title', 'keyword-description', 'keyword-slug', 'keyword-first-paragraph']),
    );
  });

  it('reports other documents with the same title, never the document itself', () => {
    const doc = { ...article, seo: { ...article.seo, seo_title: 'Introvert energy' } };
    const others = uniqueByDocument([
      { _id: 'drafts.article-other', title: 'Introvert Energy' },
      { _id: 'article-other', title: 'Introvert Energy' },
      { _id: 'article-quiet', title: 'Introvert energy' },
    ]);
    expect(others).toEqual([
      { id: 'article-other', title: 'Introvert Energy' },
      { id: 'article-quiet', title: 'Introvert energy' },
    ]);
    const duplicate = seoPreview(doc, { otherTitles: others }, env).warnings.filter((warning) => warning.code === 'title-duplicate');
    expect(duplicate).toHaveLength(1);
    expect(duplicate[0]!.message).toContain('1 other document has the same SEO title (article-other)');
  });
});

describe('document helpers', () => {
  it('finds the first paragraph, the images and the asset format', () => {
    expect(firstParagraph(article)).toBe('Every introvert knows the feeling.');
    expect(firstParagraph({ _type: 'test', description: 'Opening text' })).toBe('Opening text');
    expect(firstParagraph({ _type: 'test' })).toBeUndefined();
    expect(documentImages(article)).toEqual([
      { path: 'Main image', alt: 'A reading nook' },
      { path: 'Body image 1', alt: '' },
    ]);
    expect(assetFormat('image-abc-10x20-jpeg')).toBe('jpeg');
    expect(assetFormat('file-abc-pdf')).toBeNull();
    expect(publishedId('drafts.a')).toBe('a');
    expect(publishedId('versions.r1.a')).toBe('a');
  });
});
