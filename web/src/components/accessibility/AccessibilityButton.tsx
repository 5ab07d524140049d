'use client';

import { type ComponentType, useId, useRef, useState } from 'react';
import { pressProps } from '@/components/islands/useOnDemand';
import type { AccessibilityWidgetLabels, AccessibilityWidgetProps } from './AccessibilityWidget';
import type { AccessibilityButtonClasses } from './button-classes';

/** SPEC §2 Footer: the widget "opens its menu about one second after loading". */
export const WIDGET_OPEN_DELAY_MS = 1000;

/** The translated texts of the button and the widget (from chrome.json `accessibility.*`). */
export interface AccessibilityButtonLabels {
  /** The button's text, e.g. "Accessibility options". */
  button: string;
  /** Announced while the widget loads. */
  loading: string;
  widget: AccessibilityWidgetLabels;
}

type Status = 'idle' | 'loading' | 'ready';

/**
 * The footer's accessibility menu button (SPEC §2 Footer: "The accessibility widget loads on
 * first click of the button and opens its menu about one second after loading").
 * - First click: `import('./AccessibilityWidget')` (its own chunk, so no page pays for it until
 *   asked), then the menu opens {@link WIDGET_OPEN_DELAY_MS} later; meanwhile the button is
 *   `aria-busy` and a polite live region says `labels.loading`. Clicks while loading are ignored.
 * - Later clicks toggle the menu at once. `aria-expanded` follows the menu.
 * - A tap shows the pressed look at once (`data-pressed`, set on pointerdown without a render; issue 25).
 * Stored preferences apply on every page without this code (root layout boot script).
 */
export function AccessibilityButton({
  labels,
  classes: styles,
}: {
  labels: AccessibilityButtonLabels;
  classes: AccessibilityButtonClasses;
}) {
  const [Widget, setWidget] = useState<ComponentType<AccessibilityWidgetProps> | null>(null);
  const [status, setStatus] = useState<Status>('idle');
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  const onClick = async () => {
    if (status === 'ready') {
      setOpen((value) => !value);
      return;
    }
    if (status === 'loading') return;
    setStatus('loading');
    try {
      const widgetModule = await import('./AccessibilityWidget');
      setWidget(() => widgetModule.AccessibilityWidget);
      window.setTimeout(() => {
        setStatus('ready');
        setOpen(true);
      }, WIDGET_OPEN_DELAY_MS);
    } catch (error) {
      console.error('The accessibility widget failed to load', error);
      setStatus('idle');
    }
  };

  return (
    <div className={styles.root}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={Widget ? panelId : undefined}
        aria-busy={status === 'loading'}
        data-status={status}
        {...pressProps}
        onClick={() => void onClick()}
      >
        <span className={styles.icon} aria-hidden="true" />
        {labels.button}
      </button>
      <span className="visually-hidden" aria-live="polite">
        {status === 'loading' ? labels.loading : ''}
      </span>
      {Widget ? <Widget id={panelId} open={open} onClose={() => setOpen(false)} labels={labels.widget} returnFocusRef={buttonRef} /> : null}
    </div>
  );
}
