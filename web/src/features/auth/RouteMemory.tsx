'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { Suspense, useEffect } from 'react';
import { LAST_ROUTE_KEY } from './storage-keys';

function Remember() {
  const pathname = usePathname() ?? '/';
  const query = useSearchParams().toString();
  useEffect(() => {
    try {
      sessionStorage.setItem(LAST_ROUTE_KEY, query ? `${pathname}?${query}` : pathname);
    } catch {
      // storage unavailable
    }
  }, [pathname, query]);
  return null;
}

/**
 * Remembers the current route as the last visited one (SPEC §3 browser storage `lastRoute`), where a
 * 'nonauth' page sends a signed-in visitor (SPEC §4). Rendered by the chrome of every page without
 * an access rule (features/page-chrome), so a gated page is never remembered. Renders nothing; its
 * own Suspense boundary keeps the page static (it reads the query string).
 */
export function RouteMemory() {
  return (
    <Suspense fallback={null}>
      <Remember />
    </Suspense>
  );
}
