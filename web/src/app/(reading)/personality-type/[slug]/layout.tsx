import type { ReactNode } from 'react';
import { PageChrome } from '@/features/page-chrome/PageChrome';
import { profileSectionTabs } from '@/features/type-profile/ProfileSectionTabs';

/**
 * A type profile's sections (`/personality-type/{slug}` and `/{slug}/{article}`): the header carries
 * the section tabs as its append area, so it hides on scroll down and returns on scroll up (SPEC §2).
 */
export default async function TypeProfileLayout({ children, params }: { children: ReactNode; params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  return <PageChrome append={await profileSectionTabs(slug)}>{children}</PageChrome>;
}
