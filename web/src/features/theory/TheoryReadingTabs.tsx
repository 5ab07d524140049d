import type { ReactNode } from 'react';
import { SectionTabs } from '@/components/section-tabs/SectionTabs';
import { getTheoryList } from '@/content/library';
import { getT } from '@/i18n';
import { ROUTES, theoryPath } from '@/lib/routes';

/**
 * Every theory article in reading order, then the method page `/theory/how-scoring-works` (issue 24
 * §4) — the theory section's navigation, rendered in the header's append area by the theory layout
 * (the current page is `aria-current="page"`).
 * A function, not a component, so the layout knows whether there is an append area at all.
 * @returns the strip, or null when there are no theory articles
 */
export async function theoryReadingTabs(): Promise<ReactNode> {
  const entries = (await getTheoryList()).filter((entry): entry is typeof entry & { slug: string } => Boolean(entry.slug));
  if (entries.length === 0) return null;
  return (
    <SectionTabs
      ordered
      label={getT('library')('theory.navTitle')}
      items={[
        ...entries.map((entry) => ({ href: theoryPath(entry.slug), label: entry.title ?? entry.slug })),
        { href: ROUTES.scoringMethod, label: getT('quiz')('method.title') },
      ]}
    />
  );
}
