'use client';
/**
 * Visual Editing in draft mode (issue 15, docs/content-and-studio.md "Previewing drafts"): next-sanity's
 * `<VisualEditing />` — the overlays that let an editor click a text in the Presentation tool's
 * preview and land on its field in the studio, plus the link between the iframe and the studio
 * (navigation in either follows the other).
 *
 * Loaded on demand by ./draft-mode-visual-editing.tsx, which the root layout renders only in draft
 * mode in cloud mode with a studio URL (draft-mode.ts `visualEditingEnabled`); the overlay code
 * itself is loaded on demand again (`next/dynamic`, browser only). Visitors download none of it.
 *
 * Live updates, only here (never for visitors): when the editor changes a document in the studio,
 * Presentation reports the mutation and {@link refreshOnEdit} re-renders the page on the server,
 * which reads the `drafts` perspective afresh (content/fetch.ts bypasses the data cache in draft
 * mode). No Live Content API connection and no token in the browser.
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
