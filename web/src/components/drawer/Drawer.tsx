'use client';

import { type ReactNode, type RefObject, useCallback, useEffect, useId, useRef, useState } from 'react';
import { type DrawerPanel, nextDrawerPanel } from './drawer-panels';
import { useModalDialog } from './useModalDialog';
import styles from './Drawer.module.css';

/** The optional secondary panel (e.g. notifications for signed-in users, a later issue). */
export interface DrawerSecondary {
  /** Text of the button on the primary panel that shows the secondary panel, e.g. "Notifications". */
  label: string;
  /** Optional content after the label inside that button (e.g. an unread-count badge). */
  badge?: ReactNode;
  /** Heading of the secondary panel. */
  title: string;
  /** Text of the button that goes back to the primary panel, e.g. "Back". */
  backLabel: string;
  /** The panel's content; mounted only while the secondary panel is shown (so it can load on open). */
  content: ReactNode;
}

export interface DrawerProps {
  /** Id of the dialog; the opening button points at it with `aria-controls`. */
  id: string;
  open: boolean;
  /** Called when the drawer closes itself (Escape, close button, backdrop click). */
  onClose: () => void;
  /** Accessible name of the dialog, e.g. "Menu". */
  label: string;
  /** Accessible name of the close button, e.g. "Close menu". */
  closeLabel: string;
  /** Focus goes back here when the drawer closes (the menu button). */
  returnFocusRef?: RefObject<HTMLElement | null>;
  /**
   * The primary panel. As a function it receives the button that switches to the secondary panel
   * (null without one) and places it itself; otherwise that button comes first.
   */
  children: ReactNode | ((secondarySwitch: ReactNode) => ReactNode);
  /** The secondary panel; when absent there is no panel switch at all. */
  secondary?: DrawerSecondary;
}

/**
 * Slide-in drawer (SPEC §2 Mobile; SPEC §9: "Drawer animation 150 ms"). A native `<dialog>`
 * opened with `showModal()`: modal semantics, the page behind is inert, focus moves in on open,
 * is trapped inside while open (Tab wraps) and returns to `returnFocusRef` on close. Escape, the
 * close button and a click on the backdrop close it; the owner closes it on URL change by setting
 * `open` to false.
 *
 * It shows a primary panel (`children`) and, when `secondary` is given, a button that switches to
 * the secondary panel, which has a Back button; closing always returns to the primary panel, and
 * so does `secondary` going away (e.g. on sign-out). The secondary content is mounted only while
 * it is shown.
 * The close button reports `aria-expanded="true"` and `aria-controls` like the opening button, as
 * it is the same disclosure's "close" control.
 */
export function Drawer({ id, open, onClose, label, closeLabel, returnFocusRef, children, secondary }: DrawerProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const switchRef = useRef<HTMLButtonElement>(null);
  const backRef = useRef<HTMLButtonElement>(null);
  const secondaryId = useId();
  const [panel, setPanel] = useState<DrawerPanel>('primary');
  const focusAfterSwitch = useRef(false);

  const close = useCallback(() => {
    setPanel((current) => nextDrawerPanel(current, 'closed', Boolean(secondary)));
    onClose();
  }, [onClose, secondary]);
  useModalDialog(dialogRef, open, close, returnFocusRef);

  // Reset to the primary panel whenever the drawer is closed from outside (e.g. URL change).
  const [shownOpen, setShownOpen] = useState(open);
  if (open !== shownOpen) {
    setShownOpen(open);
    if (!open) setPanel('primary');
  }

  useEffect(() => {
    if (!focusAfterSwitch.current) return;
    focusAfterSwitch.current = false;
    (panel === 'secondary' ? backRef : switchRef).current?.focus({ preventScroll: true });
  }, [panel]);

  const switchTo = (event: 'showSecondary' | 'showPrimary') => {
    focusAfterSwitch.current = true;
    setPanel((current) => nextDrawerPanel(current, event, Boolean(secondary)));
  };

  // Without a secondary panel (any more), the primary one shows.
  const shown: DrawerPanel = secondary ? panel : 'primary';
  const secondarySwitch = secondary ? (
    <button
      ref={switchRef}
      type="button"
      className={styles.switch}
      aria-controls={secondaryId}
      aria-expanded={false}
      onClick={() => switchTo('showSecondary')}
    >
      <span>{secondary.label}</span>
      {secondary.badge}
      <span className={styles.chevron} aria-hidden="true" />
    </button>
  ) : null;

  return (
    <dialog ref={dialogRef} id={id} className={styles.drawer} aria-label={label}>
      <div className={styles.head}>
        <button type="button" className={styles.close} aria-expanded="true" aria-controls={id} onClick={() => dialogRef.current?.close()}>
          <span className={styles.closeIcon} aria-hidden="true" />
          <span className="visually-hidden">{closeLabel}</span>
        </button>
      </div>
      <div className={styles.panel} hidden={shown !== 'primary'} data-panel="primary">
        {typeof children === 'function' ? (
          children(secondarySwitch)
        ) : (
          <>
            {secondarySwitch}
            {children}
          </>
        )}
      </div>
      {secondary ? (
        <div id={secondaryId} className={styles.panel} hidden={shown !== 'secondary'} data-panel="secondary">
          <button ref={backRef} type="button" className={styles.back} onClick={() => switchTo('showPrimary')}>
            <span className={`${styles.chevron} ${styles.chevronBack}`} aria-hidden="true" />
            {secondary.backLabel}
          </button>
          <h2 className={styles.title}>{secondary.title}</h2>
          {open && shown === 'secondary' ? secondary.content : null}
        </div>
      ) : null}
    </dialog>
  );
}
