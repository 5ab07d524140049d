'use client';

import { usePathname } from 'next/navigation';
import { useId, useRef, useState } from 'react';
import { useModalDialog } from '@/components/drawer/useModalDialog';
import { SearchForm, type SearchFormLabels } from './SearchForm';
import styles from './SearchModal.module.css';

/** The translated texts of the search modal (from chrome.json `search.*`). */
export interface SearchModalLabels extends SearchFormLabels {
  /** Accessible name of the header's search button, e.g. "Search the site". */
  open: string;
  /** SPEC §2: the modal's title 'Looking for something?'. */
  title: string;
  /** Accessible name of the close button. */
  close: string;
}

/**
 * The header's search button and the modal it opens (SPEC §2 Header: "A search button opens a
 * modal titled 'Looking for something?' with a Search button (disabled while loading)").
 * A native `<dialog>` opened with `showModal()` (see drawer/useModalDialog.ts): focus moves to the
 * field, stays inside, Escape or the close button close it and focus returns to the search button.
 * The popup opens and closes with SPEC §9's 200 ms transition (none with reduced motion). The
 * modal closes when the URL changes, i.e. when the results page has loaded.
 * @param labels translated texts
 * @param className extra class of the search button (placement in the header)
 */
export function SearchModal({ labels, className }: { labels: SearchModalLabels; className?: string }) {
  const [open, setOpen] = useState(false);
  // A new key per opening: every opening starts with an empty field.
  const [opening, setOpening] = useState(0);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const dialogId = useId();
  const titleId = useId();
  const pathname = usePathname();
  const close = () => setOpen(false);
  useModalDialog(dialogRef, open, close, buttonRef);

  // Close when the URL changes (state reset during render, not in an effect).
  const [shownPath, setShownPath] = useState(pathname);
  if (pathname !== shownPath) {
    setShownPath(pathname);
    setOpen(false);
  }

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={`${styles.trigger} ${className ?? ''}`}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={dialogId}
        onClick={() => {
          setOpening((count) => count + 1);
          setOpen(true);
        }}
      >
        <span className={styles.icon} aria-hidden="true" />
        <span className="visually-hidden">{labels.open}</span>
      </button>
      <dialog ref={dialogRef} id={dialogId} className={styles.dialog} aria-labelledby={titleId}>
        <div className={styles.head}>
          <h2 id={titleId} className={styles.title}>
            {labels.title}
          </h2>
          <button type="button" className={styles.close} onClick={() => dialogRef.current?.close()}>
            <span className={styles.closeIcon} aria-hidden="true" />
            <span className="visually-hidden">{labels.close}</span>
          </button>
        </div>
        <SearchForm key={opening} labels={labels} autoFocus />
      </dialog>
    </>
  );
}
