'use client';

import { usePathname } from 'next/navigation';
import { useCallback, useId, useRef, useState } from 'react';
import { useOnDemand } from '@/components/islands/useOnDemand';
import type { SearchFormLabels } from './SearchForm';
import type { SearchButtonClasses } from './search-button-classes';

/** The translated texts of the search modal (from chrome.json `search.*`). */
export interface SearchModalLabels extends SearchFormLabels {
  /** Accessible name of the header's search button, e.g. "Search the site". */
  open: string;
  /** SPEC §2: the modal's title 'Looking for something?'. */
  title: string;
  /** Accessible name of the close button. */
  close: string;
}

/** The modal's code (dialog, form, router use): its own chunk, loaded on intent (issue 25). */
const loadDialog = () => import('./SearchDialog');

/**
 * The header's search button (SPEC §2 Header: "A search button opens a modal titled 'Looking for
 * something?' with a Search button (disabled while loading)"), an island of a few hundred bytes:
 * the modal itself (./SearchDialog.tsx) is imported on the first pointerdown, focus or hover of the
 * button, not with the page (issue 25). A tap shows the pressed look at pointerdown (`data-pressed`,
 * set without a render: islands/useOnDemand.ts markPressed) and the import starts after that frame. A click (Enter and Space included) opens at once: the
 * button turns `aria-expanded="true"` and, until the modal's code has arrived, `aria-busy` with a
 * pressed look (`data-state="opening"`) — the visible answer to a tap within a frame — and the
 * modal then opens with focus in its field. Escape or its close button close it and focus returns
 * here. The modal closes when the URL changes, i.e. when the results page has loaded.
 * @param labels translated texts
 * @param className extra class of the search button (placement in the header)
 * @param classes the button's own classes (./search-button-classes.ts)
 */
export function SearchModal({
  labels,
  className,
  classes: styles,
}: {
  labels: SearchModalLabels;
  className?: string;
  classes: SearchButtonClasses;
}) {
  const [open, setOpen] = useState(false);
  // A new key per opening: every opening starts with an empty field.
  const [opening, setOpening] = useState(0);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const dialogId = useId();
  const pathname = usePathname();
  const { loaded, triggerProps } = useOnDemand(loadDialog);
  const close = useCallback(() => setOpen(false), []);

  // Close when the URL changes (state reset during render, not in an effect).
  const [shownPath, setShownPath] = useState(pathname);
  if (pathname !== shownPath) {
    setShownPath(pathname);
    setOpen(false);
  }

  const Dialog = loaded?.SearchDialog;
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={`${styles.trigger} ${className ?? ''}`}
        {...triggerProps({
          open,
          controls: dialogId,
          onOpen: () => {
            setOpening((count) => count + 1);
            setOpen(true);
          },
        })}
      >
        <span className={styles.icon} aria-hidden="true" />
        <span className="visually-hidden">{labels.open}</span>
      </button>
      {Dialog ? <Dialog id={dialogId} open={open} onClose={close} labels={labels} returnFocusRef={buttonRef} opening={opening} /> : null}
    </>
  );
}
