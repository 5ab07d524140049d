import type { DefaultDocumentNodeResolver, StructureBuilder, StructureResolver } from 'sanity/structure';
import { FAMILIES, SINGLETON_IDS, TEST_CATEGORIES } from '@typeatlas/schemas';
import { TestPreview } from '../components/TestPreview';

/** Initial-value template creating a toolkit test in a given category (see sanity.config.ts). */
export const TEST_IN_CATEGORY_TEMPLATE = 'test-in-category';

const API_VERSION = '2025-10-01';

type S = StructureBuilder;

/** Blog: articles newest first, articles by category, then authors, categories and posts. */
const blogSection = (S: S) =>
  S.listItem()
    .id('blog')
    .title('Blog')
    .child(
      S.list()
        .id('blog-sections')
        .title('Blog')
        .items([
          S.listItem()
            .id('articles')
            .title('Articles')
            .schemaType('article')
            .child(
              S.documentTypeList('article')
                .title('Articles, newest first')
                .defaultOrdering([{ field: 'publishedAt', direction: 'desc' }]),
            ),
          articlesByCategory(S),
          S.divider(),
          S.documentTypeListItem('author').title('Authors'),
          S.documentTypeListItem('category').title('Categories'),
          S.documentTypeListItem('post').title('Posts'),
        ]),
    );

/** The categories, each opening its articles newest first. */
const articlesByCategory = (S: S) =>
  S.listItem()
    .id('articles-by-category')
    .title('Articles by category')
    .child(
      S.documentTypeList('category')
        .title('Categories')
        .child((categoryId) =>
          S.documentList()
            .id(`articles-in-${categoryId}`)
            .title('Articles')
            .schemaType('article')
            .apiVersion(API_VERSION)
            .filter('_type == "article" && $category in categories[]._ref')
            .params({ category: categoryId })
            .defaultOrdering([{ field: 'publishedAt', direction: 'desc' }]),
        ),
    );

/** Theory articles in reading order. */
const theorySection = (S: S) =>
  S.listItem()
    .id('theory')
    .title('Theory')
    .schemaType('theoryArticle')
    .child(
      S.documentTypeList('theoryArticle')
        .title('Theory, in reading order')
        .defaultOrdering([{ field: 'order', direction: 'asc' }]),
    );

/** One family's type profiles, in catalogue order. */
const familyTypes = (S: S, family: (typeof FAMILIES)[number]) =>
  S.listItem()
    .id(`family-${family.slug}`)
    .title(family.title)
    .child(
      S.documentList()
        .title(`${family.title} (${family.colour})`)
        .schemaType('personalityType')
        .filter('_type == "personalityType" && family->slug.current == $family')
        .params({ family: family.slug })
        .defaultOrdering([{ field: 'order', direction: 'asc' }]),
    );

/** Types: profiles by family, then profile sections and the families. */
const typesSection = (S: S) =>
  S.listItem()
    .title('Types')
    .child(
      S.list()
        .title('Types by family')
        .items([
          ...FAMILIES.map((family) => familyTypes(S, family)),
          S.divider(),
          S.documentTypeListItem('typeArticle').title('Profile sections'),
          S.documentTypeListItem('typeFamily').title('Families'),
        ]),
    );

/** The types, each opening the compatibility pairs it is part of. */
const pairsByType = (S: S) =>
  S.listItem()
    .id('compatibility-by-type')
    .title('Pairs by type')
    .child(
      S.documentTypeList('personalityType')
        .title('Types')
        .defaultOrdering([{ field: 'code', direction: 'asc' }])
        .child((typeId) =>
          S.documentList()
            .id(`pairs-of-${typeId}`)
            .title('Pairs')
            .schemaType('compatibility')
            .apiVersion(API_VERSION)
            .filter('_type == "compatibility" && (typeA._ref == $type || typeB._ref == $type)')
            .params({ type: typeId }),
        ),
    );

/** Compatibility: all pairs and pairs per type. */
const compatibilitySection = (S: S) =>
  S.listItem()
    .id('compatibility')
    .title('Compatibility')
    .child(
      S.list()
        .id('compatibility-sections')
        .title('Compatibility')
        .items([S.documentTypeListItem('compatibility').title('All pairs'), pairsByType(S)]),
    );

/** One toolkit category's tests; "create" there starts a test in that category. */
const toolkitCategory = (S: S, category: (typeof TEST_CATEGORIES)[number]) =>
  S.listItem()
    .id(`toolkit-${category.value}`)
    .title(category.title)
    .schemaType('test')
    .child(
      S.documentList()
        .id(`toolkit-${category.value}`)
        .title(category.title)
        .schemaType('test')
        .apiVersion(API_VERSION)
        .filter('_type == "test" && category == $category')
        .params({ category: category.value })
        .defaultOrdering([{ field: 'title', direction: 'asc' }])
        .initialValueTemplates([S.initialValueTemplateItem(TEST_IN_CATEGORY_TEMPLATE, { category: category.value })]),
    );

/** Toolkits: tests by category, then all tests, the /tools listing entries and the free test. */
const toolkitsSection = (S: S) =>
  S.listItem()
    .id('toolkits')
    .title('Toolkits')
    .schemaType('test')
    .child(
      S.list()
        .id('toolkits-by-category')
        .title('Toolkit tests by category')
        .items([
          ...TEST_CATEGORIES.map((category) => toolkitCategory(S, category)),
          S.divider(),
          S.documentTypeListItem('test').title('All toolkit tests'),
          S.documentTypeListItem('tool').title('Listing entries (/tools)'),
          S.documentTypeListItem('freeTest').title('Free personality test'),
        ]),
    );

/** Pages: informational pages, FAQ entries and testimonials. */
const pagesSection = (S: S) =>
  S.listItem()
    .id('pages')
    .title('Pages')
    .child(
      S.list()
        .id('pages-sections')
        .title('Pages')
        .items([
          S.documentTypeListItem('page').title('Informational pages'),
          S.documentTypeListItem('faq').title('FAQ entries'),
          S.documentTypeListItem('testimonial').title('Testimonials'),
        ]),
    );

/** Premium plans in display order. */
const premiumSection = (S: S) =>
  S.listItem()
    .id('premium')
    .title('Premium')
    .child(
      S.documentTypeList('plan')
        .title('Premium plans')
        .defaultOrdering([{ field: 'order', direction: 'asc' }]),
    );

/** The site settings singleton. */
const settingsItem = (S: S) =>
  S.listItem()
    .title('Settings')
    .id(SINGLETON_IDS.siteSettings)
    .child(S.document().schemaType('siteSettings').documentId(SINGLETON_IDS.siteSettings).title('Site settings'));

/**
 * Desk structure, grouped by site section: Blog (articles newest first, by category, authors,
 * categories), Theory (reading order), Types (profiles by family, sections, families),
 * Compatibility (all pairs, pairs per type), Toolkits (free test, tests by category, listing
 * entries), Pages (informational pages, FAQ, testimonials), Premium (plans) and Settings (singleton).
 */
export const structure: StructureResolver = (S) =>
  S.list()
    .title('Content')
    .items([
      blogSection(S),
      theorySection(S),
      typesSection(S),
      compatibilitySection(S),
      toolkitsSection(S),
      pagesSection(S),
      premiumSection(S),
      S.divider(),
      settingsItem(S),
    ]);

/** Toolkit tests get a "Preview" view next to the form that runs the test with the real engine. */
export const defaultDocumentNode: DefaultDocumentNodeResolver = (S, { schemaType }) =>
  schemaType === 'test' ? S.document().views([S.view.form(), S.view.component(TestPreview).id('preview').title('Preview')]) : S.document();
