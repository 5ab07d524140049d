/**
 * What the studio's SEO panel shows for one document (issue 15): the search-result snippet, the
 * social card and the focus-keyword warnings. Pure — no React, no client.
 * Design notes: docs/content-and-studio.md "Notes from the source files".
 */
import { createImageUrlBuilder } from '@sanity/image-url';
import {
  DESCRIPTION_FONT_PX,
  DESCRIPTION_MAX_PX,
  TITLE_FONT_PX,
  TITLE_MAX_PX,
  brandTitleSuffix,
  brandedTitle,
  seoWarnings,
  truncateToWidth,
  type SeoWarning,
} from '@typeatlas/schemas/seo-checks';
import { documentPagePath } from '../presentation';
import { ogCardPath } from '@typeatlas/schemas/og-card';

/** The `seo` object as stored (every field optional while editing). */
export interface SeoValue {
  seo_title?: string | null;
  meta_description?: string | null;
  image?: ImageValue | null;
  focus_keyword?: string | null;
  focus_synonyms?: (string | null)[] | null;
}

/** An image field's value: an asset reference (`image-{id}-{w}x{h}-{format}`) and alt text. */
export interface ImageValue {
  _type?: string;
  asset?: { _ref?: string } | null;
  alt?: string | null;
  crop?: unknown;
  hotspot?: unknown;
}

/** The edited document as the form holds it (only the fields the panel reads). */
export interface SeoDocument {
  _id?: string;
  _type?: string;
  title?: string | null;
  name?: string | null;
  code?: string | null;
  slug?: { current?: string | null } | null;
  landing?: boolean | null;
  excerpt?: string | null;
  intro?: string | null;
  summary?: string | null;
  bio?: string | null;
  description?: string | null;
  mainImage?: ImageValue | null;
  body?: unknown;
  seo?: SeoValue | null;
}

/** What the panel fetched about the rest of the dataset (see SeoSiteData.ts). */
export interface SeoSiteFacts {
  /** Site settings' brand name (null: not loaded or unset — the default brand is used). */
  brandName?: string | null;
  /** Titles (SEO title, else title) of other documents equal to this one's, with their ids. */
  otherTitles?: readonly { id: string; title: string | null | undefined }[];
  /** The slug of the personality type a type article belongs to (its URL needs it). */
  typeSlug?: string | null;
}

/** Where the panel builds URLs: the site and the Sanity project of the image CDN. */
export interface SeoEnvironment {
  /** The site's origin, e.g. "https://typeatlas.example" (no trailing slash needed). */
  siteUrl: string;
  projectId: string;
  dataset: string;
}

/** A text as a search engine shows it: `text` (cut with " …" when too wide) and the full text. */
export interface Snippet {
  text: string;
  full: string;
  truncated: boolean;
}

/** Everything the panel renders. */
export interface SeoPreviewModel {
  search: {
    title: Snippet;
    /** The page's absolute URL, or null when the document has no page yet (no slug). */
    url: string | null;
    /** Null when there is neither a meta description nor a fallback text. */
    description: Snippet | null;
    /** True when the description is the fallback text rather than the meta description. */
    descriptionIsFallback: boolean;
  };
  social: {
    /** The og:image URL (absolute). */
    imageUrl: string;
    /** Where the image comes from. */
    imageSource: 'seo-image' | 'main-image' | 'generated-card';
    /** Set when an image was set but cannot be used (not PNG or JPEG): the reason, for the editor. */
    imageNote: string | null;
    /** The site's host as social networks print it above the title. */
    host: string;
    /** og:title — the title without the brand suffix. */
    title: string;
    description: string | null;
  };
  warnings: SeoWarning[];
}

/** og:image width (px) the site requests from the image CDN. */
export const SHARE_IMAGE_WIDTH = 1200;

const clean = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

/** The published id of a document id (`drafts.x` and `versions.{release}.x` → `x`). */
export function publishedId(id: string): string {
  return id.replace(/^drafts\./, '').replace(/^versions\.[^.]+\./, '');
}

/** The document's own title as its page uses it (authors have a name, types a code and title). */
export function documentTitle(doc: SeoDocument): string {
  if (doc._type === 'author') return clean(doc.name);
  return clean(doc.title) || clean(doc.name) || clean(doc.code);
}

/** The text the site uses as description when the meta description is empty. */
function fallbackText(doc: SeoDocument): string {
  return clean(doc.excerpt) || clean(doc.intro) || clean(doc.summary) || clean(doc.bio) || clean(doc.description);
}

interface Block {
  _type?: string;
  _key?: string;
  style?: string;
  children?: { text?: string }[];
  asset?: { _ref?: string } | null;
  alt?: string | null;
}

const blocksOf = (body: unknown): Block[] => (Array.isArray(body) ? (body as Block[]) : []);

/**
 * Plain text of the first paragraph a reader sees: the body's first normal text block; for
 * documents without a body, the text that opens the page (excerpt, intro, summary, bio,
 * description). Undefined when the document has neither (the check is skipped).
 */
export function firstParagraph(doc: SeoDocument): string | undefined {
  const paragraph = blocksOf(doc.body).find((block) => block._type === 'block' && (block.style ?? 'normal') === 'normal');
  if (paragraph) return clean((paragraph.children ?? []).map((child) => child.text ?? '').join(''));
  if (Array.isArray(doc.body)) return '';
  return fallbackText(doc) || undefined;
}

const hasAsset = (image: ImageValue | null | undefined): image is ImageValue => Boolean(image?.asset?._ref);

/** Every image of the document with an asset, named for the editor, with its alt text. */
export function documentImages(doc: SeoDocument): { path: string; alt?: string | null }[] {
  const images: { path: string; alt?: string | null }[] = [];
  if (hasAsset(doc.mainImage)) images.push({ path: 'Main image', alt: doc.mainImage.alt });
  if (hasAsset(doc.seo?.image)) images.push({ path: 'SEO → Share image', alt: doc.seo.image.alt });
  let index = 0;
  for (const block of blocksOf(doc.body)) {
    if (block._type === 'block' || !hasAsset(block)) continue;
    index += 1;
    images.push({ path: `Body image ${index}`, alt: block.alt });
  }
  return images;
}

/** The file format of an image asset reference (`image-{id}-{w}x{h}-{format}`), lower case. */
export function assetFormat(ref: string | undefined): string | null {
  const match = /^image-[^-]+-\d+x\d+-([a-z0-9]+)$/i.exec(ref ?? '');
  return match ? match[1]!.toLowerCase() : null;
}

/** Open Graph card facts per document type (the site's `card` arguments: eyebrow, type code). */
function cardFacts(doc: SeoDocument): { eyebrow?: string; code?: string } {
  switch (doc._type) {
    case 'article':
      return { eyebrow: 'Blog' };
    case 'compatibility':
      return { eyebrow: 'Compatibility' };
    case 'personalityType':
      return { eyebrow: 'Personality type', ...(doc.code && /^[EI][SN][TF][JP]$/.test(doc.code) ? { code: doc.code } : {}) };
    default:
      return {};
  }
}

/** The generated share card's URL (absolute) for a title: the site's own builder (@typeatlas/schemas/og-card). */
export function ogCardUrl(siteUrl: string, card: { title: string; eyebrow?: string; code?: string }): string {
  return `${siteUrl.replace(/\/+$/, '')}${ogCardPath(card)}`;
}

/** The og:image the site serves for the document, and where it comes from. */
export function shareImage(
  doc: SeoDocument,
  title: string,
  env: SeoEnvironment,
): Pick<SeoPreviewModel['social'], 'imageUrl' | 'imageSource' | 'imageNote'> {
  const notes: string[] = [];
  const candidates: [ImageValue | null | undefined, 'seo-image' | 'main-image', string][] = [
    [doc.seo?.image, 'seo-image', 'The share image'],
    [doc.mainImage, 'main-image', 'The main image'],
  ];
  for (const [image, source, label] of candidates) {
    if (!hasAsset(image)) continue;
    const format = assetFormat(image.asset?._ref);
    if (format === 'png' || format === 'jpg' || format === 'jpeg') {
      const imageUrl = createImageUrlBuilder({ projectId: env.projectId, dataset: env.dataset })
        .image(image)
        .width(SHARE_IMAGE_WIDTH)
        .format(format === 'png' ? 'png' : 'jpg')
        .url();
      return { imageUrl, imageSource: source, imageNote: notes.length ? notes.join(' ') : null };
    }
    notes.push(
      `${label} is ${format ? format.toUpperCase() : 'not a raster image'}: social networks need PNG or JPEG, so the site does not use it.`,
    );
  }
  return {
    imageUrl: ogCardUrl(env.siteUrl, { title, ...cardFacts(doc) }),
    imageSource: 'generated-card',
    imageNote: notes.length ? notes.join(' ') : null,
  };
}

const snippet = (text: string, fontPx: number, maxPx: number): Snippet => {
  const { text: shown, truncated } = truncateToWidth(text, fontPx, maxPx);
  return { text: shown, full: clean(text), truncated };
};

/**
 * The panel's model for one document.
 * @param doc the document being edited (draft or published, as the form shows it)
 * @param facts what was fetched: brand name, duplicate titles, a type article's type slug
 * @param env site URL and Sanity project (image CDN)
 */
export function seoPreview(doc: SeoDocument, facts: SeoSiteFacts, env: SeoEnvironment): SeoPreviewModel {
  const seo = doc.seo ?? {};
  const title = clean(seo.seo_title) || documentTitle(doc);
  const meta = clean(seo.meta_description);
  const fallback = fallbackText(doc);
  const description = meta || fallback;
  const path =
    doc._type === 'siteSettings'
      ? '/'
      : documentPagePath(doc._type ?? '', { slug: doc.slug?.current, landing: doc.landing, typeSlug: facts.typeSlug });
  const base = env.siteUrl.replace(/\/+$/, '');
  const host = (() => {
    try {
      return new URL(base).host;
    } catch {
      return base;
    }
  })();

  const warnings = seoWarnings({
    id: publishedId(doc._id ?? ''),
    focusKeyword: seo.focus_keyword,
    focusSynonyms: seo.focus_synonyms,
    seoTitle: seo.seo_title,
    title: documentTitle(doc),
    titleSuffix: brandTitleSuffix(facts.brandName),
    metaDescription: seo.meta_description,
    slug: doc.slug === undefined ? undefined : (doc.slug?.current ?? ''),
    firstParagraph: firstParagraph(doc),
    images: documentImages(doc),
    otherTitles: facts.otherTitles,
  });

  return {
    search: {
      title: snippet(brandedTitle(title, facts.brandName), TITLE_FONT_PX, TITLE_MAX_PX),
      url: path ? `${base}${path === '/' ? '/' : path}` : null,
      description: description ? snippet(description, DESCRIPTION_FONT_PX, DESCRIPTION_MAX_PX) : null,
      descriptionIsFallback: !meta && Boolean(fallback),
    },
    social: { ...shareImage(doc, title, env), host, title: title || brandedTitle('', facts.brandName), description: description || null },
    warnings,
  };
}
