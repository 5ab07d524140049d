'use client';
/**
 * Visual Editing in draft mode (issue 15): next-sanity's `<VisualEditing />` overlays and the link
 * between the Presentation tool's preview and the studio.
 * Design notes: docs/content-and-studio.md "Notes from the source files".
 */
import { useRouter } from 'next/navigation';
import { VisualEditing } from 'next-sanity/visual-editing/client-component';
import { startTransition, useCallback } from 'react';

/** How long a refresh is assumed to take before the next one may start (ms; next-sanity uses 1 s). */
export const REFRESH_SETTLE_MS = 1000;

/**
 * What a refresh request of the Presentation tool does — for the editor's refresh button
 * (`source: 'manual'`) and for every edit of a document (`'mutation'`) alike, since the page has
 * no client-side loader of its own: re-render the page from the server (`refresh`, in a
 * transition). Resolves after {@link REFRESH_SETTLE_MS}, so a burst of edits causes one refresh at
 * a time (Visual Editing waits for the promise before asking again).
 * @param refresh the router's `refresh`
 * @param wait how to wait (tests pass their own)
 */
export function refreshOnEdit(
  refresh: () => void,
  wait: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<void> {
  startTransition(refresh);
  return wait(REFRESH_SETTLE_MS);
}

/** The overlays and the studio link of a draft-mode page (see the module comment). No props. */
export function DraftModeVisualEditingTools() {
  const router = useRouter();
  const refresh = useCallback(() => refreshOnEdit(() => router.refresh()), [router]);
  return <VisualEditing refresh={refresh} />;
}
