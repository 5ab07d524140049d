'use client';

import { type RefObject, useId, useRef } from 'react';
import { useModalDialog } from '@/components/drawer/useModalDialog';
import { ROUTES } from '@/lib/routes';
import { searchFormClasses } from './search-button-classes';
import { SearchForm } from './SearchForm';
import type { SearchModalLabels } from './SearchModal';
import styles from './SearchModal.module.css';

export interface SearchDialogProps {
  /** Id of the dialog (the search button's `aria-controls`). */
  id: string;
  open: boolean;
  /** Called when the dialog closes itself (Escape, close button, backdrop click). */
  onClose: () => void;
  labels: SearchModalLabels;
  /** Focus goes back here on close (the search button). */
  returnFocusRef: RefObject<HTMLElement | null>;
  /** A new value per opening: every opening starts with an empty field. */
  opening: number;
}

/**
 * The "Looking for something?" modal (SPEC §2 Header), loaded on demand by the header's search
 * button (./SearchModal.tsx) — keep it out of any static import graph. A native `<dialog>` opened
 * with `showModal()` (see drawer/useModalDialog.ts): focus moves to the field, stays inside,
 * Escape or the close button close it and focus returns to the search button. It opens and closes
 * with SPEC §9's 200 ms transition (none with reduced motion).
 */
export function SearchDialog({ id, open, onClose, labels, returnFocusRef, opening }: SearchDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useModalDialog(dialogRef, open, onClose, returnFocusRef);
  return (
    <dialog ref={dialogRef} id={id} className={styles.dialog} aria-labelledby={titleId}>
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {labels.title}
        </h2>
        <button type="button" className={styles.close} onClick={() => dialogRef.current?.close()}>
          <span className={styles.closeIcon} aria-hidden="true" />
          <span className="visually-hidden">{labels.close}</span>
        </button>
      </div>
      <SearchForm key={opening} labels={labels} classes={searchFormClasses()} searchRoot={ROUTES.search} autoFocus />
    </dialog>
  );
}
