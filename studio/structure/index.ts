import type { StructureResolver } from 'sanity/structure';
import { FAMILIES, SINGLETON_IDS } from '@typeatlas/schemas';

/**
 * Desk structure: type profiles grouped by family (each family lists its types, then the
 * profile sections of each type), the free test, and site settings as a singleton.
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
      S.divider(),
      S.listItem()
        .title('Site settings')
        .id(SINGLETON_IDS.siteSettings)
        .child(S.document().schemaType('siteSettings').documentId(SINGLETON_IDS.siteSettings).title('Site settings')),
    ]);
