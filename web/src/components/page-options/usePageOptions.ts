'use client';

import { usePathname } from 'next/navigation';
import { useMemo } from 'react';
import { type PageOptions, pageOptionsFor } from './page-options';

/**
 * The current page's options (see page-options.ts for the table and why this is SSR-correct:
 * `usePathname()` returns the request path while rendering on the server too).
 */
export function usePageOptions(): PageOptions {
  const pathname = usePathname();
  return useMemo(() => pageOptionsFor(pathname ?? '/'), [pathname]);
}
