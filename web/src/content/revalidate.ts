/**
 * Cache tags: the one convention shared by the readers (`sanityFetch` callers) and the revalidation
 * webhook. Pages and the webhook only meet through these strings.
 * Design notes: docs/caching-and-scale-out.md "Notes from the source files".
 */
import { isWellFormedText } from '@/lib/well-formed';
import type { AllSanitySchemaTypes } from './generated/sanity.types';

declare const cacheTagBrand: unique symbol;

/** A cache tag made by this module's helpers; a plain string is not one. */
export type CacheTag = string & { readonly [cacheTagBrand]: true };

/** The `_type` of every content document of the schema (TypeGen), e.g. `article`, `siteSettings`. */
export type DocumentType = Exclude<Extract<AllSanitySchemaTypes, { _id: string }>['_type'], `sanity.${string}`>;

/** Second argument of `revalidateTag` (Next 16): stale-while-revalidate with the longest expiry. */
export const REVALIDATE_PROFILE = 'max';

/** Prefix of the per-document id tag. */
const ID_TAG_PREFIX = 'id:';

/** Longest cache tag Next.js keeps (`NEXT_CACHE_TAG_MAX_LENGTH`); longer tags are dropped with a warning. */
export const CACHE_TAG_MAX_LENGTH = 256;

/**
 * True when a string can serve as (part of) a cache tag: well-formed Unicode (a lone surrogate
 * makes Next throw URIError) and no control characters.
 */
export function isTagSafe(value: string): boolean {
  return isWellFormedText(value) && !/\p{Cc}/u.test(value);
}

const asTag = (value: string) => value as CacheTag;

/**
 * `{type}:{slug}` with the slug trimmed and lower-cased; null without a (non-blank) slug, and for a
 * slug no tag can carry (malformed Unicode, control characters, or a tag over
 * {@link CACHE_TAG_MAX_LENGTH}) — readers and the webhook skip it alike and meet on the type tag.
 */
function slugTag(type: string, slug: string | null | undefined): CacheTag | null {
  const trimmed = slug?.trim();
  if (!trimmed || !isTagSafe(trimmed)) return null;
  const tag = `${type}:${trimmed.toLowerCase()}`;
  return tag.length <= CACHE_TAG_MAX_LENGTH ? asTag(tag) : null;
}

/**
 * Tags of a read of one or more whole document types (list and aggregate reads).
 * @example typeTags('article', 'author') // ['article', 'author']
 */
export function typeTags(...types: DocumentType[]): CacheTag[] {
  return types.map(asTag);
}

/**
 * Tags of a read of one document type, optionally of one document by slug.
 * @param type the document `_type`, e.g. `personalityType`
 * @param slug the document's `slug.current` as found in a route (any letter case); omitted for
 *   list reads
 * @returns `[type]` or `[type, "{type}:{slug in lower case}"]`
 * @example documentTags('personalityType', 'INTJ') // ['personalityType', 'personalityType:intj']
 */
export function documentTags(type: DocumentType, slug?: string | null): CacheTag[] {
  const bySlug = slugTag(type, slug);
  return bySlug ? [asTag(type), bySlug] : [asTag(type)];
}

/**
 * Tag of one document by id, without a `drafts.` or `versions.{release}.` prefix (a draft, a
 * release version and the published document share pages).
 */
export function idTag(id: string): CacheTag {
  return asTag(`${ID_TAG_PREFIX}${id.replace(/^(?:drafts\.|versions\.[^.]+\.)/, '')}`);
}

/** The fields of a webhook notification that decide what to revalidate. */
export interface ChangedDocument {
  _id: string;
  _type: string;
  slug?: string | null;
}

/**
 * Every tag to revalidate when a document changed (created, updated or deleted). Takes any
 * `_type` the webhook reports, also types this app does not read.
 * @returns `[_type, "{_type}:{slug}"?, "id:{_id}"]`, without duplicates
 */
export function webhookTags(document: ChangedDocument): CacheTag[] {
  const bySlug = slugTag(document._type, document.slug);
  return [...new Set([asTag(document._type), ...(bySlug ? [bySlug] : []), idTag(document._id)])];
}

/**
 * The tag sets of reads that several readers share or that read many types (named so a reader
 * and its listing agree; single-document reads use {@link documentTags} directly).
 */
export const LISTING_TAGS = {
  /** Blog listing pages and the blog's static paths: articles with their authors and categories. */
  blog: typeTags('article', 'author', 'category'),
  /** Blog categories with their article counts. */
  categories: typeTags('category', 'article'),
  /** Theory articles in reading order. */
  theory: typeTags('theoryArticle'),
  /** The compatibility pairs with both types. */
  compatibility: typeTags('compatibility', 'personalityType'),
  /** Posts with their authors. */
  posts: typeTags('post', 'author'),
  faq: typeTags('faq'),
  /** Premium plans (pricing, premium and checkout pages). */
  plans: typeTags('plan'),
  /** Testimonials with the type each names. */
  testimonials: typeTags('testimonial', 'personalityType'),
  /** Tool listing entries and the toolkit tests they open. */
  tools: typeTags('tool', 'test'),
  /** Toolkit tests of a category. */
  toolkitTests: typeTags('test'),
  /** The families with their types, and all types. */
  typeCatalogue: typeTags('typeFamily', 'personalityType'),
  /** Every (type, section) pair of the type profiles. */
  typeSections: typeTags('typeArticle'),
  /**
   * Site search: every searchable type, and the types whose titles it indexes with them (an
   * article's category names its topic, a type's family, a tool's test gives its path) —
   * content/search.ts rebuilds its in-memory index when these change.
   */
  search: typeTags('article', 'theoryArticle', 'personalityType', 'compatibility', 'post', 'tool', 'category', 'typeFamily', 'test'),
  /** The sitemap: every type with a page (lib/routes.ts `documentPath`). */
  sitemap: typeTags(
    'article',
    'author',
    'category',
    'theoryArticle',
    'personalityType',
    'typeArticle',
    'compatibility',
    'post',
    'page',
    'test',
    'freeTest',
  ),
} as const satisfies Record<string, readonly CacheTag[]>;
