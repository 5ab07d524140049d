'use client';

import { useEffect } from 'react';
import { declareSkipRouteChange } from './skip-route-change';

/**
 * Declares SPEC §2's skip-route-change flag for the page it is rendered in: while mounted, changes
 * of the page's own query string show no loading bar. Renders nothing.
 */
export function SkipRouteChange() {
  useEffect(() => declareSkipRouteChange(), []);
  return null;
}
