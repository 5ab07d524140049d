'use client';

import { type RefObject, useEffect, useId, useRef, useState } from 'react';
import {
  A11Y_PREFERENCES,
  A11Y_STORAGE_KEY,
  type A11yPreference,
  type A11yPreferences,
  NO_PREFERENCES,
  applyPreferences,
  parsePreferences,
  serializePreferences,
} from './preferences';
import styles from './Accessibility.module.css';

/** The translated texts of the widget (from chrome.json `accessibility.*`). */
export interface AccessibilityWidgetLabels {
  title: string;
  description: string;
  close: string;
  reset: string;
  options: Record<A11yPreference, string>;
}

export interface AccessibilityWidgetProps {
  /** Id of the panel (the footer button's `aria-controls`). */
  id: string;
  open: boolean;
  onClose: () => void;
  labels: AccessibilityWidgetLabels;
  /** Focus goes back here when the menu closes (the footer button). */
  returnFocusRef: RefObject<HTMLElement | null>;
}

function readStored(): A11yPreferences {
  try {
    return parsePreferences(window.localStorage.getItem(A11Y_STORAGE_KEY));
  } catch {
    return { ...NO_PREFERENCES };
  }
}

/**
 * The accessibility widget (SPEC §2 Footer), loaded on demand by AccessibilityButton with a
 * dynamic import — keep it out of any static import graph. A non-modal menu (`role="dialog"`)
 * of checkboxes: larger text, high contrast, underline links, reduce motion, and a reset. Each
 * change is stored in localStorage and applied at once as a class on `<html>` (preferences.ts;
 * the styles are in accessibility.css). When it opens, focus moves to the first option; Escape
 * and the close button close it and return focus to the footer button.
 */
export function AccessibilityWidget({ id, open, onClose, labels, returnFocusRef }: AccessibilityWidgetProps) {
  const [preferences, setPreferences] = useState<A11yPreferences>(readStored);
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    applyPreferences(document.documentElement, preferences);
    try {
      window.localStorage.setItem(A11Y_STORAGE_KEY, serializePreferences(preferences));
    } catch {
      // Storage full or blocked: the classes still apply for this page view.
    }
  }, [preferences]);

  useEffect(() => {
    if (open) panelRef.current?.querySelector<HTMLElement>('input')?.focus();
  }, [open]);

  const close = () => {
    onClose();
    returnFocusRef.current?.focus();
  };

  return (
    <div
      ref={panelRef}
      id={id}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      className={styles.panel}
      hidden={!open}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          close();
        }
      }}
    >
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {labels.title}
        </h2>
        <button type="button" className={styles.close} onClick={close}>
          <span className={styles.closeIcon} aria-hidden="true" />
          <span className="visually-hidden">{labels.close}</span>
        </button>
      </div>
      <p id={descriptionId} className={styles.description}>
        {labels.description}
      </p>
      <ul className={styles.options}>
        {A11Y_PREFERENCES.map((key) => (
          <li key={key}>
            <label className={styles.option}>
              <input
                type="checkbox"
                checked={preferences[key]}
                onChange={(event) => setPreferences((current) => ({ ...current, [key]: event.target.checked }))}
              />
              <span>{labels.options[key]}</span>
            </label>
          </li>
        ))}
      </ul>
      <button type="button" className="button button-secondary" onClick={() => setPreferences({ ...NO_PREFERENCES })}>
        {labels.reset}
      </button>
    </div>
  );
}
