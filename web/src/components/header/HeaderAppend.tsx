'use client';

import { type ReactNode, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { HEADER_APPEND_ID } from './HeaderFrame';

const noSubscription = () => () => {};

/**
 * Content for the header's append area (SPEC §2: the header "hides on scroll down and reappears
 * on scroll up when an append area exists"). A page that uses it declares `header: { append:
 * true }` in page-options.ts (so the header renders the area, on the server too) and renders
 * `<HeaderAppend>…</HeaderAppend>` anywhere in its tree; the children are portalled into the area
 * once the page has hydrated. Without the declaration there is no area and nothing is rendered.
 */
export function HeaderAppend({ children }: { children: ReactNode }) {
  const target = useSyncExternalStore(
    noSubscription,
    () => document.getElementById(HEADER_APPEND_ID),
    () => null,
  );
  return target ? createPortal(children, target) : null;
}
