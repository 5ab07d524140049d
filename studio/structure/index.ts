import type { DefaultDocumentNodeResolver, StructureResolver } from 'sanity/structure';
import { FAMILIES, SINGLETON_IDS, TEST_CATEGORIES } from '@typeatlas/schemas';
import { TestPreview } from '../components/TestPreview';

/** Initial-value template creating a toolkit test in a given category (see sanity.config.ts). */
export const TEST_IN_CATEGORY_TEMPLATE = 'test-in-category';

/**
 * Desk structure: type profiles grouped by family (each family lists its types, then the
 * profile sections of each type), the free test, the toolkit tests by category, and site
 * settings as a singleton.
 */
export const structure: StructureResolver = (S) =>
  S.list()
    .title('Content')
    .items([
      S.listItem()
        .title('Types')
        .child(
          S.list()
            .title('Types by family')
            .items([
              ...FAMILIES.map((family) =>
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
                  ),
              ),
              S.divider(),
              S.documentTypeListItem('typeArticle').title('Profile sections'),
              S.documentTypeListItem('typeFamily').title('Families'),
            ]),
        ),
      S.documentTypeListItem('freeTest').title('Free personality test'),
      S.listItem()
        .id('toolkits')
        .title('Toolkits')
        .schemaType('test')
        .child(
          S.list()
            .id('toolkits-by-category')
            .title('Toolkit tests by category')
            .items([
              ...TEST_CATEGORIES.map((category) =>
                S.listItem()
                  .id(`toolkit-${category.value}`)
                  .title(category.title)
                  .schemaType('test')
                  .child(
                    S.documentList()
                      .id(`toolkit-${category.value}`)
                      .title(category.title)
                      .schemaType('test')
                      .apiVersion('2025-10-01')
                      .filter('_type == "test" && category == $category')
                      .params({ category: category.value })
                      .defaultOrdering([{ field: 'title', direction: 'asc' }])
                      .initialValueTemplates([
                        S.initialValueTemplateItem(TEST_IN_CATEGORY_TEMPLATE, { category: category.value }),
                      ]),
                  ),
              ),
              S.divider(),
              S.documentTypeListItem('test').title('All toolkit tests'),
            ]),
        ),
      S.divider(),
      S.listItem()
        .title('Site settings')
        .id(SINGLETON_IDS.siteSettings)
        .child(S.document().schemaType('siteSettings').documentId(SINGLETON_IDS.siteSettings).title('Site settings')),
    ]);

/** Toolkit tests get a "Preview" view next to the form that runs the test with the real engine. */
export const defaultDocumentNode: DefaultDocumentNodeResolver = (S, { schemaType }) =>
  schemaType === 'test'
    ? S.document().views([S.view.form(), S.view.component(TestPreview).id('preview').title('Preview')])
    : S.document();
