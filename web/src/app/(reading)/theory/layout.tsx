import type { ReactNode } from 'react';
import { PageChrome } from '@/features/page-chrome/PageChrome';
import { theoryReadingTabs } from '@/features/theory/TheoryReadingTabs';

/**
 * The theory section (`/theory`, `/theory/{slug}`): the header carries the reading order as its
 * append area, so it hides on scroll down and returns on scroll up (SPEC §2).
 */
export default async function TheoryLayout({ children }: { children: ReactNode }) {
  return <PageChrome append={await theoryReadingTabs()}>{children}</PageChrome>;
}
