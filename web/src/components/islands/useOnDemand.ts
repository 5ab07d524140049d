'use client';

import { type PointerEvent, useCallback, useRef, useState } from 'react';

/**
 * A module the page loads only when the visitor shows intent (issue 25, "hydrate only what a
 * visitor touches"): the header's search modal and mobile drawer stay out of the first-load
 * JavaScript; their buttons call `preload` on pointerdown, focus or hover, so the code is usually
 * there by the time the click lands, and render `loaded` once it is.
 * @param load the dynamic `import()` — a module-level function, so its identity is stable
 * @returns `loaded`: the module once loaded (null before); `preload()`: starts the import (once;
 *   again after a failure, which is logged) and resolves to the module, or null when it failed;
 *   `triggerProps(…)`: the props of the button that opens it ({@link OnDemandTrigger})
 */
export function useOnDemand<T>(load: () => Promise<T>): {
  loaded: T | null;
  preload: () => Promise<T | null>;
  triggerProps: (trigger: OnDemandTrigger) => TriggerProps;
} {
  const [loaded, setLoaded] = useState<T | null>(null);
  const pending = useRef<Promise<T | null> | null>(null);
  const preload = useCallback(() => {
    pending.current ??= load().then(
      (module) => {
        // Updater form: a module namespace is no function, but keep React from calling a component.
        setLoaded(() => module);
        return module;
      },
      (error: unknown) => {
        console.error('A part of the page failed to load', error);
        pending.current = null;
        return null;
      },
    );
    return pending.current;
  }, [load]);
  const triggerProps = ({ open, controls, onOpen }: OnDemandTrigger): TriggerProps => {
    const waiting = open && loaded === null;
    return {
      'aria-haspopup': 'dialog',
      'aria-expanded': open,
      'aria-controls': loaded === null ? undefined : controls,
      'aria-busy': waiting || undefined,
      'data-state': waiting ? 'opening' : open ? 'open' : 'closed',
      onPointerDown: (event) => {
        pressProps.onPointerDown(event);
        afterNextPaint(() => void preload());
      },
      onFocus: () => void preload(),
      onMouseEnter: () => void preload(),
      onClick: () => {
        onOpen();
        // Loaded after the opening state is on screen (usually already there: pointerdown, focus, hover).
        afterNextPaint(() => void preload());
      },
    };
  };
  return { loaded, preload, triggerProps };
}

/** What the button that opens an on-demand dialog says about it. */
export interface OnDemandTrigger {
  /** Whether the dialog is (being) opened. */
  open: boolean;
  /** The dialog's id (`aria-controls` once its code is there). */
  controls: string;
  /** Opens it (a click, Enter or Space): the state change rendered in the click's own task. */
  onOpen: () => void;
}

/**
 * The props of an on-demand dialog's button: `aria-haspopup="dialog"`, `aria-expanded`,
 * `aria-controls` once loaded, `aria-busy` and `data-state="opening"` while opened but not loaded
 * (the visible answer to a tap), the pressed look at pointerdown with the import after that
 * frame, and the import on focus and hover.
 */
export interface TriggerProps {
  'aria-haspopup': 'dialog';
  'aria-expanded': boolean;
  'aria-controls': string | undefined;
  'aria-busy': true | undefined;
  'data-state': 'opening' | 'open' | 'closed';
  onPointerDown: (event: PointerEvent<HTMLElement>) => void;
  onFocus: () => void;
  onMouseEnter: () => void;
  onClick: () => void;
}

/** The pressed look of a button that opens something, set at pointerdown ({@link markPressed}). */
export const pressProps = {
  onPointerDown: (event: PointerEvent<HTMLElement>) => markPressed(event.currentTarget),
};

/**
 * Runs `work` after the next frame has been painted (an animation frame, then a task), so that a
 * tap's pressed look reaches the screen before any loading work the tap starts (issue 25).
 */
export function afterNextPaint(work: () => void): void {
  requestAnimationFrame(() => window.setTimeout(work, 0));
}

/** How long a press without a click (dragged off, long press) keeps the pressed look (ms). */
const PRESS_TIMEOUT_MS = 1000;

/**
 * Marks a button as pressed (`data-pressed`, styled like its opening state) straight on the DOM in
 * its pointerdown handler — no React render between the tap and the frame that shows it (issue 25:
 * visible feedback within 100 ms on a slow phone). Cleared by the click that follows (whose handler
 * renders the opening state in the same task, so no frame goes without feedback), by
 * pointercancel, or after {@link PRESS_TIMEOUT_MS} without a click. (Not on pointerup or
 * pointerleave: for a touch they come before the click, possibly a frame earlier.)
 * @param button the button (`event.currentTarget`)
 */
export function markPressed(button: HTMLElement): void {
  button.dataset.pressed = 'true';
  const release = () => {
    delete button.dataset.pressed;
    window.clearTimeout(timer);
    button.removeEventListener('click', release);
    button.removeEventListener('pointercancel', release);
  };
  const timer = window.setTimeout(release, PRESS_TIMEOUT_MS);
  button.addEventListener('click', release);
  button.addEventListener('pointercancel', release);
}
