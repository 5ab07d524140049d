'use client';

import { useCallback, useRef, useState } from 'react';

/**
 * A module the page loads only when the visitor shows intent (issue 25, "hydrate only what a
 * visitor touches"): the header's search modal and mobile drawer stay out of the first-load
 * JavaScript; their buttons call `preload` on pointerdown, focus or hover, so the code is usually
 * there by the time the click lands, and render `loaded` once it is.
 * @param load the dynamic `import()` — a module-level function, so its identity is stable
 * @returns `loaded`: the module once loaded (null before); `preload()`: starts the import (once;
 *   again after a failure, which is logged) and resolves to the module, or null when it failed
 */
export function useOnDemand<T>(load: () => Promise<T>): { loaded: T | null; preload: () => Promise<T | null> } {
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
  return { loaded, preload };
}
