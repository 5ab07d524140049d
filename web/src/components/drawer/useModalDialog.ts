'use client';

import { type RefObject, useEffect, useRef } from 'react';

/** Elements that can take keyboard focus. */
const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

/** The focusable, rendered elements inside `container`, in DOM (= tab) order. */
export function focusableIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => !element.closest('[hidden], [inert]') && element.getClientRects().length > 0,
  );
}

/**
 * Keeps Tab and Shift+Tab inside `container`: from the last focusable element Tab goes to the
 * first, from the first Shift+Tab goes to the last. A native modal dialog already makes the page
 * behind it inert; this also stops focus from leaving for the browser's own UI.
 */
export function trapTab(event: KeyboardEvent, container: HTMLElement): void {
  if (event.key !== 'Tab') return;
  const focusables = focusableIn(container);
  const first = focusables[0];
  const last = focusables[focusables.length - 1];
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const active = document.activeElement;
  const inside = active instanceof HTMLElement && container.contains(active);
  if (event.shiftKey && (active === first || !inside)) {
    event.preventDefault();
    last.focus({ preventScroll: true });
  } else if (!event.shiftKey && (active === last || !inside)) {
    event.preventDefault();
    first.focus({ preventScroll: true });
  }
}

/**
 * Drives a native `<dialog>` as a modal from React state (used by the Drawer and the SearchModal).
 * - `open` true → `showModal()` (the page behind becomes inert, the dialog is in the top layer,
 *   focus moves into it: to the element marked `data-autofocus`, else the first focusable one);
 *   `open` false → `close()`.
 * - Escape (the dialog's own `cancel`) and any other close call `onClose()`, so state follows.
 * - Tab is trapped inside ({@link trapTab}); a click on the backdrop closes the dialog.
 * - On close, focus returns to `returnFocusRef` (the button that opened it), if it is still
 *   in the document.
 */
export function useModalDialog(
  dialogRef: RefObject<HTMLDialogElement | null>,
  open: boolean,
  onClose: () => void,
  returnFocusRef?: RefObject<HTMLElement | null>,
): void {
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      // React does not render `autoFocus` as an attribute, so the dialog's own initial focus
      // cannot see it: `data-autofocus` marks the element to focus instead.
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus({ preventScroll: true });
    } else if (!open && dialog.open) dialog.close();
  }, [dialogRef, open]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const handleClose = () => {
      onCloseRef.current();
      const target = returnFocusRef?.current;
      // No scrolling: the button sits in the sticky header, which the page's scroll-padding-top
      // would otherwise make the browser "reveal" by scrolling the page up.
      if (target?.isConnected) target.focus({ preventScroll: true });
    };
    const handleKeyDown = (event: KeyboardEvent) => trapTab(event, dialog);
    const handleClick = (event: MouseEvent) => {
      // The dialog box fills its own padding box; a click on the element itself is the backdrop.
      if (event.target !== dialog) return;
      const box = dialog.getBoundingClientRect();
      const inside = event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom;
      if (!inside) dialog.close();
    };
    dialog.addEventListener('close', handleClose);
    dialog.addEventListener('keydown', handleKeyDown);
    dialog.addEventListener('click', handleClick);
    return () => {
      dialog.removeEventListener('close', handleClose);
      dialog.removeEventListener('keydown', handleKeyDown);
      dialog.removeEventListener('click', handleClick);
      if (dialog.open) dialog.close();
    };
  }, [dialogRef, returnFocusRef]);
}
