import { ThemeProvider } from '@sanity/ui';
import { buildTheme } from '@sanity/ui/theme';
import { renderToStaticMarkup } from 'react-dom/server';
import type { SchemaType } from 'sanity';
import { describe, expect, it } from 'vitest';
import { TITLE_FONT_PX, TITLE_MAX_PX, textWidth } from '@typeatlas/schemas/seo-checks';
import { isSeoType } from './SeoInput';
import { SeoPanel } from './SeoPanel';
import { seoPreview, type SeoDocument, type SeoSiteFacts } from './SeoPreview';

const env = { siteUrl: 'https://typeatlas.example', projectId: 'abc123', dataset: 'production' };
const theme = buildTheme();

/** Renders the panel for a document the way the SEO input does (model from the document and facts). */
function render(
  doc: SeoDocument,
  facts: SeoSiteFacts = { brandName: 'TypeAtlas' },
  state: { checking?: boolean; checkFailed?: boolean } = {},
): string {
  return renderToStaticMarkup(
    <ThemeProvider theme={theme}>
      <SeoPanel model={seoPreview(doc, facts, env)} {...state} />
    </ThemeProvider>,
  );
}

/** The visible text inside the element carrying `data-testid="{id}"` (tags stripped). */
function textOf(html: string, id: string): string {
  const start = html.indexOf(`data-testid="${id}"`);
  expect(start, `no element ${id}`).toBeGreaterThan(-1);
  const open = html.lastIndexOf('<', start);
  const tag = /^<(\w+)/.exec(html.slice(open))![1]!;
  let depth = 0;
  const pattern = new RegExp(`<(/?)${tag}\\b[^>]*>`, 'g');
  pattern.lastIndex = open;
  for (let match = pattern.exec(html); match; match = pattern.exec(html)) {
    depth += match[1] ? -1 : 1;
    if (depth === 0) return decode(html.slice(open, match.index).replace(/<[^>]+>/g, ''));
  }
  throw new Error(`unclosed ${id}`);
}

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

const seoTitle = 'How introverts recharge: quiet time, social energy and the research behind needing space';
const description =
  'Introverts spend energy in company and get it back in quiet. What studies say about recharging, how to plan a week with room for it, ' +
  'and how to explain the need to friends, partners and colleagues without apologising for it or feeling guilty afterwards.';

const article: SeoDocument = {
  _id: 'drafts.article-recharge',
  _type: 'article',
  title: 'Recharging',
  slug: { current: 'how-introverts-recharge' },
  mainImage: { asset: { _ref: 'image-aaa111-1600x900-webp' }, alt: 'A reading nook by a window' },
  body: [
    { _type: 'block', _key: 'p', style: 'normal', children: [{ text: 'After a long party, many people want a sofa and a book.' }] },
    { _type: 'mainImage', _key: 'i', asset: { _ref: 'image-bbb222-800x600-jpg' } },
  ],
  seo: { seo_title: seoTitle, meta_description: description, focus_keyword: 'introvert', focus_synonyms: ['quiet people'] },
};

describe("SeoPanel (the SEO input's previews and checks)", () => {
  it('shows the search result: title with the brand cut by pixel width, page URL, description', () => {
    const html = render(article);
    const title = textOf(html, 'seo-title');
    expect(title.endsWith(' …')).toBe(true);
    expect(`${seoTitle} | TypeAtlas`.startsWith(title.slice(0, -2))).toBe(true);
    expect(title.length).toBeGreaterThan(30);
    expect(textWidth(title, TITLE_FONT_PX)).toBeLessThanOrEqual(TITLE_MAX_PX);
    expect(html).toContain(`Full title: “${seoTitle} | TypeAtlas”`);
    expect(textOf(html, 'seo-url')).toBe('https://typeatlas.example/blog/article/how-introverts-recharge');
    const shown = textOf(html, 'seo-description');
    expect(shown.endsWith(' …')).toBe(true);
    expect(description.startsWith(shown.slice(0, -2))).toBe(true);
  });

  it('shows a short title and description whole, with the brand from the site settings', () => {
    const doc = {
      ...article,
      seo: { ...article.seo, seo_title: 'Introvert recharge guide', meta_description: 'How introverts recharge.' },
    };
    const html = render(doc, { brandName: 'Atlas' });
    expect(textOf(html, 'seo-title')).toBe('Introvert recharge guide | Atlas');
    expect(textOf(html, 'seo-description')).toBe('How introverts recharge.');
    expect(html).not.toContain('Full title:');
  });

  it('shows the social card with the image the site serves (generated card when the main image is WebP)', () => {
    const html = render(article);
    const card = textOf(html, 'seo-social-card');
    expect(card).toContain('typeatlas.example');
    expect(card).toContain(seoTitle);
    expect(card).toContain(description.slice(0, 60));
    const src = decode(/<img[^>]*src="([^"]+)"/.exec(html)![1]!);
    const url = new URL(src);
    expect(url.origin + url.pathname).toBe('https://typeatlas.example/og');
    expect(url.searchParams.get('t')).toBe(seoTitle);
    expect(html).toContain('The main image is WEBP');
    expect(html).toMatch(/<img[^>]*alt="Share image of /);
  });

  it('uses the SEO image when it is a PNG', () => {
    const doc = { ...article, seo: { ...article.seo, image: { asset: { _ref: 'image-ccc333-1200x630-png' }, alt: 'Card art' } } };
    const src = decode(/<img[^>]*src="([^"]+)"/.exec(render(doc))![1]!);
    expect(src).toMatch(/^https:\/\/cdn\.sanity\.io\/images\/abc123\/production\/ccc333-1200x630\.png\?/);
    expect(src).toContain('fm=png');
  });

  it('lists the warnings, with a summary in a live region: keyword checks, lengths, duplicates, alt text', () => {
    const html = render(article, { brandName: 'TypeAtlas', otherTitles: [{ id: 'article-twin', title: seoTitle.toUpperCase() }] });
    expect(html).toMatch(/<div role="status" aria-live="polite" data-testid="seo-warnings-status"/);
    expect(textOf(html, 'seo-warnings-status')).toBe(
      '5 suggestions: keyword not in the first paragraph, title too long, description too long, duplicate title, image without alt text.',
    );
    const codes = [...html.matchAll(/<li[^>]*data-code="([a-z-]+)"/g)].map((match) => match[1]);
    expect(codes).toEqual(['keyword-first-paragraph', 'title-too-long', 'description-too-long', 'title-duplicate', 'image-alt-missing']);
    const warnings = textOf(html, 'seo-warnings');
    expect(warnings).toContain('The first paragraph does not mention “introvert” or a synonym.');
    expect(warnings).toContain('1 other document has the same SEO title (article-twin).');
    expect(warnings).toContain('The image at Body image 1 has no alternative text.');
  });

  it('has a heading per part, says when duplicates are still being checked, and praises a clean document', () => {
    const clean: SeoDocument = {
      ...article,
      mainImage: { asset: { _ref: 'image-aaa111-1600x900-png' }, alt: 'A reading nook by a window' },
      body: [{ _type: 'block', _key: 'p', style: 'normal', children: [{ text: 'Every introvert knows the quiet after a party.' }] }],
      seo: {
        ...article.seo,
        seo_title: 'How introverts recharge after busy weeks',
        meta_description:
          'Introverts spend energy in company and get it back in quiet: what the research says and how to plan a week with room to recharge.',
      },
    };
    const html = render(clean, { brandName: 'TypeAtlas' }, { checking: true });
    expect([...html.matchAll(/<h3[^>]*>(.*?)<\/h3>/g)].map((match) => match[1]!.replace(/<[^>]+>/g, ''))).toEqual([
      'Search result preview',
      'Social card preview',
      'SEO checks',
    ]);
    expect(html).not.toContain('data-code=');
    expect(textOf(html, 'seo-warnings-status')).toContain('No findings');
    expect(textOf(html, 'seo-warnings')).toContain('Checking other documents for the same title…');
  });
});

describe('isSeoType (registration in sanity.config.ts)', () => {
  it('matches the seo type and types built on it, nothing else', () => {
    const seo = { name: 'seo', jsonType: 'object' } as unknown as SchemaType;
    expect(isSeoType(seo)).toBe(true);
    expect(isSeoType({ name: 'seo', jsonType: 'object', type: seo } as unknown as SchemaType)).toBe(true);
    expect(isSeoType({ name: 'mainImage', jsonType: 'object', type: { name: 'image' } } as unknown as SchemaType)).toBe(false);
    expect(isSeoType(undefined)).toBe(false);
  });
});
