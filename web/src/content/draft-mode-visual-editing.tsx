'use client';
/**
 * Visual Editing in draft mode (issue 15, docs/content-and-studio.md "Previewing drafts"): the root layout renders this
 * only in draft mode in cloud mode with a studio URL (draft-mode.ts `visualEditingEnabled`). It
 * only loads ./draft-mode-visual-editing-tools.tsx (next-sanity's `<VisualEditing />` and the live
 * refresh) on demand, like features/auth/SessionGuardSlot: the root layout's first-load script
 * carries just this wrapper. (Importing the tools directly — or through a dynamic import in a
 * server component, or a parallel-route slot — put their next/dynamic code in every visitor's
 * first load: measured +1.2 KB gzip.)
 */
import { lazy, Suspense } from 'react';

const Tools = lazy(() => import('./draft-mode-visual-editing-tools').then((module) => ({ default: module.DraftModeVisualEditingTools })));

/** Mounts the Visual Editing tools, loaded on demand; renders nothing before they arrive. No props. */
export function DraftModeVisualEditing() {
  return (
    <Suspense fallback={null}>
      <Tools />
    </Suspense>
  );
}
