'use client';

import type { ReactNode } from 'react';
import type { PageLayout } from './page-options';
import { usePageOptions } from './usePageOptions';

/**
 * Renders `children` only on pages whose declared layout (page-options.ts) is not in `hiddenIn`.
 * Server components pass their markup through it as a slot, so the markup itself stays
 * server-rendered; the decision is made from the path, on the server as on the client.
 * @param hiddenIn layouts in which the children are left out, e.g. `['focused']`
 */
export function LayoutGate({ hiddenIn, children }: { hiddenIn: readonly PageLayout[]; children: ReactNode }) {
  const { layout } = usePageOptions();
  return hiddenIn.includes(layout) ? null : children;
}
