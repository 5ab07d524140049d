/**
 * The studio's input for the `seo` object type (issue 15), registered in sanity.config.ts
 * (`form.components.input`): above the usual fields (SEO title, meta description, share image,
 * focus keyword and synonyms, rendered by `renderDefault`), the live SEO panel — search-result and
 * social-card previews and the focus-keyword warnings (SeoPanel.tsx). It reads the whole document
 * being edited (`useFormValue([])`), fetches brand name, duplicate titles and a type article's type
 * slug through SeoSiteData.ts, and builds the model with SeoPreview.ts. The site's URL is the
 * Presentation tool's (`SANITY_STUDIO_PREVIEW_URL`, presentation.ts).
 */
import { Stack } from '@sanity/ui';
import { useMemo } from 'react';
import { type InputProps, type ObjectInputProps, type SchemaType, useClient, useFormValue } from 'sanity';
import { previewOrigin } from '../presentation';
import { SeoPanel } from './SeoPanel';
import { type SeoDocument, type SeoValue, seoPreview } from './SeoPreview';
import { SEO_API_VERSION, useSeoSiteData } from './SeoSiteData';

/** The `seo` input: the SEO panel above the default fields. */
export function SeoInput(props: ObjectInputProps<SeoValue>) {
  const document = useFormValue([]) as (SeoDocument & { type?: { _ref?: string } | null }) | undefined;
  const client = useClient({ apiVersion: SEO_API_VERSION });
  const { projectId = '', dataset = '' } = client.config();
  // The form's document already holds this value; the input's own value is the freshest.
  const doc = useMemo(() => ({ ...(document ?? {}), seo: props.value ?? null }), [document, props.value]);
  const facts = useSeoSiteData(doc);
  const model = useMemo(
    () =>
      seoPreview(
        doc,
        { brandName: facts.brandName, otherTitles: facts.otherTitles, typeSlug: facts.typeSlug },
        { siteUrl: previewOrigin, projectId, dataset },
      ),
    [doc, facts.brandName, facts.otherTitles, facts.typeSlug, projectId, dataset],
  );
  return (
    <Stack gap={4}>
      <SeoPanel model={model} checking={facts.loading} checkFailed={facts.error} />
      {props.renderDefault(props)}
    </Stack>
  );
}

/** True when `schemaType` is the `seo` object type or a type built on it. */
export function isSeoType(schemaType: SchemaType | undefined): boolean {
  for (let type = schemaType; type; type = type.type) if (type.name === 'seo') return true;
  return false;
}

/**
 * `form.components.input` of the studio config: the SEO input for `seo` objects, the default input
 * for everything else.
 */
export function renderSeoInput(props: InputProps) {
  return isSeoType(props.schemaType) && props.schemaType.jsonType === 'object' ? (
    <SeoInput {...(props as ObjectInputProps<SeoValue>)} />
  ) : (
    props.renderDefault(props)
  );
}
