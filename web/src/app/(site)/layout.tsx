import type { ReactNode } from 'react';
import { PageChrome } from '@/features/page-chrome/PageChrome';

/** (site): the content pages — full header without an append area, full footer, open to everyone. */
export default function SiteLayout({ children }: { children: ReactNode }) {
  return <PageChrome>{children}</PageChrome>;
}
