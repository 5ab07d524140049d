import type { ReactNode } from 'react';
import { familyClass } from '@/components/families/FamilySection';
import { SectionTabs } from '@/components/section-tabs/SectionTabs';
import { getTypeProfile } from '@/content/types';
import { getT } from '@/i18n';
import { INTRODUCTION_SLUG, typeProfilePath } from '@/lib/routes';

/** A route parameter as a slug: percent-decoded when valid (a malformed escape stays as is). */
function decoded(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * A type profile's section navigation (Introduction, Strengths, … — one link per section page),
 * rendered in the header's append area by the profile routes' layout, in the type's family colour.
 * A function, not a component, so the layout knows whether there is an append area at all.
 * @param slug the route's type slug (any letter case)
 * @returns the strip, or null for an unknown type (the page then answers 404)
 */
export async function profileSectionTabs(slug: string): Promise<ReactNode> {
  const profile = await getTypeProfile(decoded(slug), INTRODUCTION_SLUG);
  if (!profile?.slug || profile.sections.length === 0) return null;
  const typeSlug = profile.slug;
  return (
    <div className={familyClass(profile.family?.colour)}>
      <SectionTabs
        label={getT('types')('profile.sectionsLabel', { title: profile.title })}
        items={profile.sections.flatMap((section) =>
          section.slug ? [{ href: typeProfilePath(typeSlug, section.slug), label: section.title ?? section.slug }] : [],
        )}
      />
    </div>
  );
}
