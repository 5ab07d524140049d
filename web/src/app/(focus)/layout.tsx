import type { ReactNode } from 'react';
import { PageChrome } from '@/features/page-chrome/PageChrome';

/** (focus): taking a test — the short header (logo and Support, SPEC §2) and the compact footer. */
export default function FocusLayout({ children }: { children: ReactNode }) {
  return (
    <PageChrome header="short" layout="focused">
      {children}
    </PageChrome>
  );
}
