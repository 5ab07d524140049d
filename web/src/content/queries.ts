/**
 * Every GROQ query of the site, written once with `defineQuery` so Sanity TypeGen types each
 * result (generated into ./generated/sanity.types.ts by `pnpm typegen`, which the build runs).
 * The same queries run against the Content Lake (cloud) and the seed dataset via groq-js (embedded).
 */
import { defineQuery } from 'next-sanity';

/** An image with its alt text and expanded asset (URL and pixel dimensions), e.g. a main image or `seo.image`. */
const imageProjection = /* groq */ `{ alt, "asset": asset->{ _id, url, "width": metadata.dimensions.width, "height": metadata.dimensions.height } }`;

/**
 * A document's `seo` object (SPEC §3 "SEO data") with its image expanded like {@link imageProjection},
 * so `seo.image` can become og:image (content/metadata.ts `ogImageUrl`) in every mode.
 */
const seoProjection = /* groq */ `{ seo_title, meta_description, focus_keyword, focus_synonyms, "image": image${imageProjection} }`;

/** The site settings singleton (brand name, navigation, footer links, popular search topics, default SEO). */
export const siteSettingsQuery = defineQuery(`*[_id == "siteSettings"][0]{
  brandName,
  tagline,
  navigation[]{ _key, label, href, children[]{ _key, label, href } },
  footerLinks[]{ _key, label, href },
  popularSearchTopics[]{ _key, label, term },
  seo
}`);

/** The four families in display order, each with its types ordered within the family. */
export const familiesWithTypesQuery = defineQuery(`*[_type == "typeFamily"] | order(order asc){
  _id,
  title,
  "slug": slug.current,
  colour,
  description,
  "types": *[_type == "personalityType" && references(^._id)] | order(order asc){
    _id,
    code,
    title,
    shortTitle,
    "slug": slug.current,
    summary,
    defaultGender
  }
}`);

/** All sixteen types with their family, alphabetically by code (result pages, lookups). */
export const allTypesQuery = defineQuery(`*[_type == "personalityType"] | order(code asc){
  _id,
  code,
  title,
  shortTitle,
  "slug": slug.current,
  summary,
  defaultGender,
  "family": family->{ title, "slug": slug.current, colour }
}`);

/**
 * One type profile by slug (case-insensitive, SPEC §3) with its section list and the requested
 * section (`$article`, "introduction" for the bare profile path). Null when no type matches.
 * A premium section (issue 11) comes without its body (null) but with `premium: true` and its
 * public `teaser`: the body is read only for a subscriber ({@link premiumSectionBodyQuery}), so
 * it never reaches a cached public page.
 */
export const typeProfileQuery = defineQuery(`*[_type == "personalityType" && lower(slug.current) == lower($slug)][0]{
  _id,
  _updatedAt,
  code,
  title,
  shortTitle,
  "slug": slug.current,
  summary,
  defaultGender,
  "seo": seo${seoProjection},
  "family": family->{ title, "slug": slug.current, colour },
  "sections": *[_type == "typeArticle" && references(^._id)] | order(order asc){ title, "slug": slug.current, "premium": premium == true },
  "article": *[_type == "typeArticle" && references(^._id) && slug.current == $article][0]{
    _id,
    _updatedAt,
    title,
    "slug": slug.current,
    "premium": premium == true,
    teaser,
    "body": select(premium == true => null, body),
    "seo": seo${seoProjection}
  }
}`);

/**
 * The body of a premium type-profile section (issue 11) by type slug (case-insensitive) and
 * section slug — read on the server only after the viewer's subscription was checked
 * (features/premium). Null when the section does not exist or is not premium.
 */
export const premiumSectionBodyQuery =
  defineQuery(`*[_type == "typeArticle" && premium == true && lower(type->slug.current) == lower($slug) && slug.current == $article][0]{
  body
}`);

/** Every (type, section) pair, for static generation of the profile pages. */
export const typeSectionPathsQuery = defineQuery(`*[_type == "typeArticle" && defined(type->slug.current)]{
  "slug": type->slug.current,
  "article": slug.current
}`);

/** The free personality test definition: survey step, fixed Likert items and the follow-up pool per dichotomy. */
export const freeTestQuery = defineQuery(`*[_type == "freeTest"][0]{
  title,
  "slug": slug.current,
  intro,
  survey[]{ id, label, options[]{ label, value } },
  items[]{ id, key, type, text, reverse },
  "followUps": followUps{
    "EI": EI[]{ id, key, type, text, reverse },
    "SN": SN[]{ id, key, type, text, reverse },
    "TF": TF[]{ id, key, type, text, reverse },
    "JP": JP[]{ id, key, type, text, reverse }
  },
  "seo": seo${seoProjection}
}`);

/** Toolkit tests of one category (or all when `$category` is ""), for the /tools listings. */
export const toolkitTestsQuery = defineQuery(`*[_type == "test" && ($category == "" || category == $category)] | order(title asc){
  _id,
  title,
  "slug": slug.current,
  category,
  description,
  "questionCount": count(questions)
}`);

/**
 * One toolkit test document by slug (converted to the engine's definition by toDefinition), its
 * `related` next steps resolved to `{ _type, title, slug, landing }` (unpublished targets are null).
 */
export const toolkitTestQuery = defineQuery(
  `*[_type == "test" && slug.current == $slug][0]{ ..., "seo": seo${seoProjection}, "related": related[]->{ _type, title, "slug": slug.current, landing } }`,
);

/* ───────────────────────────── Editorial content (blog, theory, posts, pages …) ───────────── */

/** Internal links resolved to the target's type and slug (lib/routes.ts `documentPath` turns them into paths). */
const markDefsProjection = /* groq */ `markDefs[]{
    ...,
    _type == "internalLink" => { "target": reference->{ _type, "slug": slug.current, landing } }
  }`;

/** Portable Text with internal links resolved (also inside call-outs) and image assets expanded. */
const bodyProjection = /* groq */ `body[]{
  ...,
  _type == "mainImage" => { "image": ${imageProjection} },
  _type == "callout" => { body[]{ ..., ${markDefsProjection} } },
  ${markDefsProjection}
}`;

/** The fields of an article card (listings, related articles, author pages). */
const articleCardProjection = /* groq */ `{
  _id,
  title,
  "slug": slug.current,
  excerpt,
  publishedAt,
  landing,
  "mainImage": mainImage${imageProjection},
  "author": author->{ name, "slug": slug.current },
  "category": categories[0]->{ title, "slug": slug.current }
}`;

/**
 * One page of blog articles, newest first (ties by _id so pages never overlap), optionally in one
 * category (`$category` = "" for all). `$start`/`$end` are the slice bounds (end exclusive).
 */
export const blogPageQuery = defineQuery(`{
  "total": count(*[_type == "article" && ($category == "" || $category in categories[]->slug.current)]),
  "items": *[_type == "article" && ($category == "" || $category in categories[]->slug.current)] | order(publishedAt desc, _id asc) [$start...$end]${articleCardProjection}
}`);

/** Every blog category with its article count, for the category navigation. */
export const categoriesQuery = defineQuery(`*[_type == "category"] | order(title asc){
  _id,
  title,
  "slug": slug.current,
  description,
  "count": count(*[_type == "article" && ^._id in categories[]._ref])
}`);

/** One category by slug, or null. */
export const categoryQuery = defineQuery(`*[_type == "category" && slug.current == $slug][0]{
  _id,
  _updatedAt,
  title,
  "slug": slug.current,
  description,
  "seo": seo${seoProjection}
}`);

/** One blog article by slug with body, author, categories and three related articles (same primary category). */
export const articleQuery = defineQuery(`*[_type == "article" && slug.current == $slug][0]{
  _id,
  _updatedAt,
  title,
  "slug": slug.current,
  excerpt,
  publishedAt,
  landing,
  "mainImage": mainImage${imageProjection},
  "author": author->{ name, "slug": slug.current, role, bio, "mainImage": mainImage${imageProjection} },
  "categories": categories[]->{ title, "slug": slug.current },
  ${bodyProjection},
  "seo": seo${seoProjection},
  "related": *[_type == "article" && _id != ^._id && ^.categories[0]._ref in categories[]._ref] | order(publishedAt desc) [0...3]${articleCardProjection}
}`);

/** One author by slug with every article they wrote, newest first; null when unknown. */
export const authorQuery = defineQuery(`*[_type == "author" && slug.current == $slug][0]{
  _id,
  _updatedAt,
  name,
  "slug": slug.current,
  role,
  bio,
  "mainImage": mainImage${imageProjection},
  "seo": seo${seoProjection},
  "articles": *[_type == "article" && author._ref == ^._id] | order(publishedAt desc, _id asc)${articleCardProjection}
}`);

/** Slugs for static generation: articles newest first (with their variant), categories (with counts) and authors. */
export const blogPathsQuery = defineQuery(`{
  "articles": *[_type == "article" && defined(slug.current)] | order(publishedAt desc, _id asc){ "slug": slug.current, landing },
  "categories": *[_type == "category" && defined(slug.current)]{ "slug": slug.current, "count": count(*[_type == "article" && ^._id in categories[]._ref]) },
  "authors": *[_type == "author" && defined(slug.current)].slug.current,
  "total": count(*[_type == "article"])
}`);

/** The theory articles in reading order (navigation and the /theory index). */
export const theoryListQuery = defineQuery(`*[_type == "theoryArticle"] | order(order asc){
  _id,
  title,
  "slug": slug.current,
  excerpt,
  order
}`);

/** One theory article by slug ("introduction" for /theory), or null. */
export const theoryArticleQuery = defineQuery(`*[_type == "theoryArticle" && slug.current == $slug][0]{
  _id,
  _updatedAt,
  title,
  "slug": slug.current,
  excerpt,
  order,
  "mainImage": mainImage${imageProjection},
  ${bodyProjection},
  "seo": seo${seoProjection}
}`);

/** Every compatibility pair (index page): slug, title and both types with their family colour. */
export const compatibilityIndexQuery = defineQuery(`*[_type == "compatibility"] | order(slug.current asc){
  _id,
  "slug": slug.current,
  title,
  "typeA": typeA->{ code, title, "slug": slug.current, "colour": family->colour },
  "typeB": typeB->{ code, title, "slug": slug.current, "colour": family->colour }
}`);

/** One compatibility page by slug (canonical order), or null. */
export const compatibilityQuery = defineQuery(`*[_type == "compatibility" && slug.current == $slug][0]{
  _id,
  _updatedAt,
  title,
  "slug": slug.current,
  summary,
  "typeA": typeA->{ code, title, shortTitle, "slug": slug.current, defaultGender, "family": family->{ title, "slug": slug.current, colour } },
  "typeB": typeB->{ code, title, shortTitle, "slug": slug.current, defaultGender, "family": family->{ title, "slug": slug.current, colour } },
  "sections": sections[]{
    _key,
    title,
    slug,
    ${bodyProjection}
  },
  "seo": seo${seoProjection}
}`);

/** Posts, newest first. */
export const postsQuery = defineQuery(`*[_type == "post"] | order(publishedAt desc, _id asc){
  _id,
  title,
  "slug": slug.current,
  excerpt,
  publishedAt,
  "mainImage": mainImage${imageProjection},
  "author": author->{ name, "slug": slug.current }
}`);

/** One post by slug (author with their portrait, for the byline), or null. */
export const postQuery = defineQuery(`*[_type == "post" && slug.current == $slug][0]{
  _id,
  _updatedAt,
  title,
  "slug": slug.current,
  excerpt,
  publishedAt,
  "mainImage": mainImage${imageProjection},
  "author": author->{ name, "slug": slug.current, "mainImage": mainImage${imageProjection} },
  ${bodyProjection},
  "seo": seo${seoProjection}
}`);

/** Tool listing entries of one category, with the toolkit test they open (if any). */
export const toolsQuery = defineQuery(`*[_type == "tool" && category == $category] | order(title asc){
  _id,
  title,
  "slug": slug.current,
  category,
  description,
  href,
  "testSlug": test->slug.current,
  "questionCount": count(test->questions),
  "mainImage": mainImage${imageProjection}
}`);

/** One informational page by slug, or null. */
export const pageQuery = defineQuery(`*[_type == "page" && slug.current == $slug][0]{
  _id,
  _updatedAt,
  title,
  "slug": slug.current,
  intro,
  ${bodyProjection},
  "seo": seo${seoProjection}
}`);

/** FAQ entries by topic order then entry order. */
export const faqQuery = defineQuery(`*[_type == "faq"] | order(topic asc, order asc){
  _id,
  question,
  topic,
  order,
  "answer": answer[]{
    ...,
    _type == "callout" => { body[]{ ..., ${markDefsProjection} } },
    ${markDefsProjection}
  }
}`);

/** Testimonials in display order, each with the author's type. */
export const testimonialsQuery = defineQuery(`*[_type == "testimonial"] | order(order asc){
  _id,
  name,
  location,
  quote,
  "type": type->{ code, title, "slug": slug.current, defaultGender, "colour": family->colour }
}`);

/** The searchable document types (the GROQ search and the search index's corpus read the same). */
const searchDocumentTypes = /* groq */ `["article", "theoryArticle", "personalityType", "compatibility", "post", "tool"]`;
/** The fields of a search row that both searches return: title words, where it leads, its SEO words. */
const searchRowFields = /* groq */ `title,
  code,
  shortTitle,
  "slug": slug.current,
  landing,
  "text": coalesce(excerpt, summary, description),
  "testSlug": test->slug.current,
  href,
  "keyword": seo.focus_keyword,
  "synonyms": seo.focus_synonyms`;
/** A row's topic: an article's primary category, "Theory" for theory articles, a tool's category. */
const searchTopicProjection = /* groq */ `select(
  _type == "theoryArticle" => {"title": "Theory", "synonyms": seo.focus_synonyms},
  _type == "article" => categories[0]->{title, "synonyms": seo.focus_synonyms},
  _type == "tool" => {"title": category, "synonyms": []}
)`;

/**
 * Site search (SPEC §2 "/search/{term}"): matches `$term` (GROQ `match`, word prefixes with "*")
 * in titles, codes, excerpts, summaries, body text and SEO focus keywords/synonyms of articles,
 * theory, types, compatibility pages, posts and tools, scored with `score()` (code ×10, title ×6,
 * SEO focus keyword and synonyms ×4, excerpt/summary/description ×2, body ×1), best 60 first. Each
 * row carries what `rankSearchRows` (./search.ts) needs to put title/SEO matches above body-only
 * ones and a topic's own content first: its SEO keyword and synonyms and its topic (an article's
 * primary category, "Theory" for theory articles, a tool's category).
 */
export const searchQuery = defineQuery(`*[_type in ${searchDocumentTypes} && (
    title match $term || code match $term || shortTitle match $term || excerpt match $term || summary match $term
    || description match $term || pt::text(body) match $term
    || seo.focus_keyword match $term || seo.focus_synonyms[] match $term
  )]
  | score(
    boost(title match $term, 6),
    boost(code match $term, 10),
    boost(seo.focus_keyword match $term, 4),
    boost(seo.focus_synonyms[] match $term, 4),
    boost(excerpt match $term, 2),
    boost(summary match $term, 2),
    boost(description match $term, 2),
    pt::text(body) match $term
  )
  | order(_score desc, title asc) [0...60]{
    _id,
    _type,
    _score,
    ${searchRowFields},
    "topic": ${searchTopicProjection}
  }`);

/**
 * The search index's corpus (content/search-index.ts): every searchable document with the text
 * of its fields by weight — title (and type code / short title), SEO words, headings (h2–h4 of the
 * body, compatibility section titles), summary and body — plus what `documentPath` needs.
 */
export const searchCorpusQuery = defineQuery(`*[_type in ${searchDocumentTypes}]{
  _id,
  _type,
  ${searchRowFields},
  "family": family->title,
  "headings": array::compact([
    ...body[style in ["h2", "h3", "h4"]]{"t": pt::text(@)}.t,
    ...sections[].title
  ]),
  "body": array::join(array::compact([pt::text(body), ...sections[]{"t": pt::text(body)}.t]), " "),
  "topic": ${searchTopicProjection}
}`);

/**
 * The revision of the search corpus: how many searchable documents (and the categories that
 * name their topics) there are and the newest `_updatedAt`. Read through the data cache with the
 * search tags, so the webhook's `revalidateTag` changes it, and the in-memory index is rebuilt.
 */
export const searchRevisionQuery = defineQuery(`{
  "count": count(*[_type in ["article", "theoryArticle", "personalityType", "compatibility", "post", "tool", "category", "typeFamily", "test"]]),
  "updatedAt": *[_type in ["article", "theoryArticle", "personalityType", "compatibility", "post", "tool", "category", "typeFamily", "test"]] | order(_updatedAt desc)[0]._updatedAt
}`);

/** Every public document with a page, for sitemap.xml (`lastmod` = `_updatedAt`). */
export const sitemapQuery =
  defineQuery(`*[_type in ["article", "author", "category", "theoryArticle", "personalityType", "typeArticle", "compatibility", "post", "page", "test", "freeTest"] && !(_id in path("drafts.**"))]{
  _type,
  _updatedAt,
  "slug": slug.current,
  landing,
  "typeSlug": type->slug.current
}`);

/**
 * The content of a type's personal report and type guide (issue 11, GET /api/download/{file}):
 * the profile, the text of its report sections, and every compatibility page that pairs it.
 */
export const reportContentQuery = defineQuery(`*[_type == "personalityType" && lower(slug.current) == lower($slug)][0]{
  code,
  title,
  shortTitle,
  "slug": slug.current,
  summary,
  defaultGender,
  "family": family->{ title, "slug": slug.current, colour },
  "sections": *[_type == "typeArticle" && references(^._id) && slug.current in $sections] | order(order asc){
    title,
    "slug": slug.current,
    "blocks": body[_type in ["block", "callout"]]{
      _type,
      style,
      listItem,
      tone,
      "spans": children[]{ text, marks },
      "paragraphs": body[]{ "spans": children[]{ text, marks } }
    }
  },
  "pairs": *[_type == "compatibility" && (typeA._ref == ^._id || typeB._ref == ^._id)] | order(slug.current asc){
    "slug": slug.current,
    "typeA": typeA->{ code, title },
    "typeB": typeB->{ code, title },
    "sections": sections[slug in ["strengths", "challenges", "communication"]]{
      slug,
      "blocks": body[_type == "block"]{ listItem, "spans": children[]{ text, marks } }
    }
  }
}`);

/* ───────────────────────────── Premium (issue 11) ───────────────────────────── */

/** The fields of a plan the site uses (content/plans.ts reshapes them into the app's `Plan`). */
const planProjection = /* groq */ `{
  _id,
  title,
  "slug": slug.current,
  summary,
  features,
  highlight,
  order,
  productId,
  price,
  currency,
  interval,
  "seo": seo${seoProjection}
}`;

/** Every Premium plan in pricing-page order (then by slug, so the order is total). */
export const plansQuery = defineQuery(
  `*[_type == "plan" && !(_id in path("drafts.**"))] | order(order asc, slug.current asc)${planProjection}`,
);

/** One Premium plan by slug (exact, as in `/complete/{slug}`), or null. */
export const planQuery = defineQuery(`*[_type == "plan" && slug.current == $slug && !(_id in path("drafts.**"))][0]${planProjection}`);
