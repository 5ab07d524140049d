import { visionTool } from '@sanity/vision';
import { defineConfig } from 'sanity';
import { presentationTool } from 'sanity/presentation';
import { structureTool } from 'sanity/structure';
import { SINGLETON_IDS, schemaTypes } from '@typeatlas/schemas';
import { dataset, projectId } from './env';
import { presentationOptions } from './presentation';
import { OpenPreviewAction, hasPage } from './actions';
import { renderSeoInput } from './components/SeoInput';
import { TEST_IN_CATEGORY_TEMPLATE, defaultDocumentNode, structure } from './structure';

const singletonTypes = new Set(Object.keys(SINGLETON_IDS));
const singletonActions = new Set(['publish', 'discardChanges', 'restore']);

export default defineConfig({
  name: 'default',
  title: 'TypeAtlas Studio',
  projectId,
  dataset,
  plugins: [
    structureTool({ structure, defaultDocumentNode }),
    presentationTool(presentationOptions),
    visionTool({ defaultApiVersion: '2025-10-01' }),
  ],
  schema: {
    types: schemaTypes,
    // Singletons cannot be created from the "new document" menu. Toolkit tests can also be
    // created from a category list with the category filled in.
    templates: (templates) => [
      ...templates.filter(({ schemaType }) => !singletonTypes.has(schemaType)),
      {
        id: TEST_IN_CATEGORY_TEMPLATE,
        title: 'Toolkit test in category',
        schemaType: 'test',
        parameters: [{ name: 'category', title: 'Category', type: 'string' }],
        value: ({ category }: { category?: string }) => (category ? { category } : {}),
      },
    ],
  },
  // The `seo` object gets the SEO panel (search-result and social-card previews, keyword checks).
  form: { components: { input: renderSeoInput } },
  document: {
    // The category template needs its parameter: offer it only from the category lists.
    newDocumentOptions: (options, { creationContext }) =>
      creationContext.type === 'global' ? options.filter(({ templateId }) => templateId !== TEST_IN_CATEGORY_TEMPLATE) : options,
    // Singletons cannot be deleted or duplicated.
    // Page types also get "Open preview" (the Presentation tool on the document's page).
    actions: (actions, { schemaType }) => {
      const allowed = singletonTypes.has(schemaType) ? actions.filter(({ action }) => action && singletonActions.has(action)) : actions;
      return hasPage(schemaType) ? [...allowed, OpenPreviewAction] : allowed;
    },
  },
});
