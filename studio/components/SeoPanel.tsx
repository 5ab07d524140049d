/**
 * The SEO panel of the studio (issue 15): what a page will look like in search results and when
 * shared, and the focus-keyword checks — presentational only. It takes the model of
 * SeoPreview.ts (`seoPreview`: snippet truncated by pixel width, page URL, share image, warnings)
 * and renders it with Sanity UI, so it follows the studio's theme (light and dark).
 * Accessibility: one labelled section per part with its own heading (h3); the warnings as a list,
 * with a summary in a polite live region (`role="status"`: screen readers hear when the kinds of
 * findings change while the editor types, not every changed pixel width); the share image with
 * alt text; the full title (before truncation) in a plain line under the preview.
 */
import { Badge, Box, Card, Flex, Heading, Stack, Text } from '@sanity/ui';
import { useId } from 'react';
import { DESCRIPTION_MAX_PX, TITLE_MAX_PX, type SeoWarning, type SeoWarningCode } from '@typeatlas/schemas/seo-checks';
import type { SeoPreviewModel } from './SeoPreview';

/** Props: the model, and the state of the duplicate-title query (see SeoSiteData.ts). */
export interface SeoPanelProps {
  model: SeoPreviewModel;
  /** True while the duplicate-title query is pending (the list says it is still checking). */
  checking?: boolean;
  /** True when the query failed (duplicates could not be checked). */
  checkFailed?: boolean;
}

/** Where the share image comes from, in the editor's words. */
const SOURCE_LABEL: Record<SeoPreviewModel['social']['imageSource'], string> = {
  'seo-image': 'Share image (SEO)',
  'main-image': 'Main image',
  'generated-card': 'Generated card (no PNG or JPEG image set)',
};

/** Short names of the findings, for the announced summary. */
const SHORT_LABEL: Record<SeoWarningCode, string> = {
  'keyword-missing': 'no focus keyword',
  'keyword-title': 'keyword not in the title',
  'keyword-description': 'keyword not in the description',
  'keyword-slug': 'keyword not in the slug',
  'keyword-first-paragraph': 'keyword not in the first paragraph',
  'title-too-long': 'title too long',
  'title-too-short': 'title too short',
  'description-missing': 'no description',
  'description-too-long': 'description too long',
  'description-too-short': 'description too short',
  'title-duplicate': 'duplicate title',
  'image-alt-missing': 'image without alt text',
};

/** "3 suggestions: title too long, duplicate title, image without alt text." (each kind named once). */
export function warningSummary(warnings: readonly SeoWarning[]): string {
  const kinds = [...new Set(warnings.map((warning) => SHORT_LABEL[warning.code]))];
  return `${warnings.length} suggestion${warnings.length === 1 ? '' : 's'}: ${kinds.join(', ')}.`;
}

/** The search-result preview: URL, title and description as cut by pixel width, with notes on what was cut or filled in. */
function SearchResultPreview({ id, search }: { id: string; search: SeoPreviewModel['search'] }) {
  return (
    <Card as="section" aria-labelledby={id} padding={3} radius={2} border>
      <Stack gap={3}>
        <Heading as="h3" size={0} id={id}>
          Search result preview
        </Heading>
        <Stack gap={2} data-testid="seo-search-result">
          <Text size={1} muted data-testid="seo-url">
            {search.url ?? 'No page URL yet — set the slug.'}
          </Text>
          <Text as="p" size={3} weight="medium" data-testid="seo-title" style={{ color: 'var(--card-link-color, #1a0dab)' }}>
            {search.title.text}
          </Text>
          {search.description ? (
            <Text as="p" size={1} data-testid="seo-description">
              {search.description.text}
            </Text>
          ) : (
            <Text as="p" size={1} muted data-testid="seo-description">
              No description: search engines will pick a text from the page.
            </Text>
          )}
        </Stack>
        <Stack gap={2}>
          {search.title.truncated ? (
            <Text size={0} muted>
              The title is cut after about {TITLE_MAX_PX} px. Full title: “{search.title.full}”
            </Text>
          ) : null}
          {search.description?.truncated ? (
            <Text size={0} muted>
              The description is cut after about {DESCRIPTION_MAX_PX} px.
            </Text>
          ) : null}
          {search.descriptionIsFallback ? (
            <Text size={0} muted>
              No meta description set: the page uses its opening text instead.
            </Text>
          ) : null}
        </Stack>
      </Stack>
    </Card>
  );
}

/** The social-card preview: share image, host, title and description, where the image comes from and any note on it. */
function SocialCardPreview({ id, social }: { id: string; social: SeoPreviewModel['social'] }) {
  return (
    <Card as="section" aria-labelledby={id} padding={3} radius={2} border>
      <Stack gap={3}>
        <Heading as="h3" size={0} id={id}>
          Social card preview
        </Heading>
        <Card radius={2} border overflow="hidden" style={{ maxWidth: 500 }} data-testid="seo-social-card">
          <img
            src={social.imageUrl}
            alt={`Share image of “${social.title}”`}
            width={1200}
            height={630}
            loading="lazy"
            style={{ display: 'block', width: '100%', height: 'auto', aspectRatio: '1200 / 630', objectFit: 'cover' }}
          />
          <Box padding={3}>
            <Stack gap={2}>
              <Text size={0} muted style={{ textTransform: 'uppercase' }}>
                {social.host}
              </Text>
              <Text size={1} weight="semibold" textOverflow="ellipsis">
                {social.title}
              </Text>
              {social.description ? (
                <Text size={1} muted textOverflow="ellipsis">
                  {social.description}
                </Text>
              ) : null}
            </Stack>
          </Box>
        </Card>
        <Flex gap={2} align="center" wrap="wrap">
          <Badge>{SOURCE_LABEL[social.imageSource]}</Badge>
          <Text size={0} muted>
            <a href={social.imageUrl} target="_blank" rel="noreferrer">
              Open the image
            </a>
          </Text>
        </Flex>
        {social.imageNote ? (
          <Card padding={2} radius={2} tone="caution">
            <Text size={1}>{social.imageNote}</Text>
          </Card>
        ) : null}
      </Stack>
    </Card>
  );
}

/** The SEO checks: a summary in a polite live region (it changes only when the kinds of findings do) and the findings as a list. */
function SeoChecks({
  id,
  warnings,
  checking,
  checkFailed,
}: {
  id: string;
  warnings: SeoPreviewModel['warnings'];
  checking: boolean;
  checkFailed: boolean;
}) {
  return (
    <Card as="section" aria-labelledby={id} padding={3} radius={2} border>
      <Stack gap={3}>
        <Heading as="h3" size={0} id={id}>
          SEO checks
        </Heading>
        <Text size={0} muted>
          Suggestions only: they never block publishing.
        </Text>
        <Stack gap={2} data-testid="seo-warnings">
          {/* The live region carries a summary that changes only when the set of findings does
              (not on every keystroke, as the widths in the messages do). */}
          <div role="status" aria-live="polite" data-testid="seo-warnings-status">
            {warnings.length === 0 ? (
              <Card padding={2} radius={2} tone="positive">
                <Text size={1}>No findings: keyword, lengths, titles and alt texts look good.</Text>
              </Card>
            ) : (
              <Text size={1} weight="medium">
                {warningSummary(warnings)}
              </Text>
            )}
            {checkFailed ? (
              <Box paddingTop={2}>
                <Text size={0} muted>
                  Duplicate titles could not be checked (the query failed).
                </Text>
              </Box>
            ) : null}
          </div>
          {warnings.length > 0 ? (
            <Stack as="ul" gap={2} aria-label="SEO suggestions" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {warnings.map((warning, index) => (
                <Card as="li" key={`${warning.code}-${index}`} padding={2} radius={2} tone="caution" data-code={warning.code}>
                  <Text size={1}>{warning.message}</Text>
                </Card>
              ))}
            </Stack>
          ) : null}
          {checking ? (
            <Text size={0} muted>
              Checking other documents for the same title…
            </Text>
          ) : null}
        </Stack>
      </Stack>
    </Card>
  );
}

/**
 * The panel: search-result preview, social-card preview and the SEO checks (warnings only —
 * nothing here blocks publishing).
 */
export function SeoPanel({ model, checking = false, checkFailed = false }: SeoPanelProps) {
  const id = useId();
  const { search, social, warnings } = model;
  return (
    <Stack gap={4} data-testid="seo-panel">
      <SearchResultPreview id={`${id}-search`} search={search} />

      <SocialCardPreview id={`${id}-social`} social={social} />

      <SeoChecks id={`${id}-checks`} warnings={warnings} checking={checking} checkFailed={checkFailed} />
    </Stack>
  );
}
