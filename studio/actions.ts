/**
 * "Open preview" document action: opens the document's page in the Presentation tool (which turns
 * on the site's draft mode, docs/content-and-studio.md "Previewing drafts"), for every type with a page
 * (presentation.ts `PAGE_TYPES`). Disabled while the document has no slug (no page yet).
 */
import type { DocumentActionComponent, DocumentActionProps } from 'sanity';
import { PAGE_TYPES, documentPagePath } from './presentation';

/** The Presentation tool's URL (relative to the studio) showing `path`. */
export function presentationHref(path: string): string {
  return `/presentation?preview=${encodeURIComponent(path)}`;
}

/** True for the document types that get the action. */
export function hasPage(schemaType: string): boolean {
  return (PAGE_TYPES as readonly string[]).includes(schemaType);
}

/** The action (see the file header). */
export const OpenPreviewAction: DocumentActionComponent = (props: DocumentActionProps) => {
  const doc = (props.draft ?? props.published) as { slug?: { current?: string }; landing?: boolean; type?: { _ref?: string } } | null;
  // A type section's path needs its type's slug; its _ref is `type-{code}` (seed and studio ids).
  const typeSlug = doc?.type?._ref?.startsWith('type-') ? doc.type._ref.slice('type-'.length) : null;
  const path = documentPagePath(props.type, { slug: doc?.slug?.current, landing: doc?.landing, typeSlug });
  return {
    label: 'Open preview',
    title: path ? `Show ${path} with drafts in the Presentation tool` : 'Give the document a slug first',
    disabled: !path,
    onHandle: () => {
      if (path) window.open(presentationHref(path), '_self');
      props.onComplete();
    },
  };
};
OpenPreviewAction.displayName = 'OpenPreviewAction';
