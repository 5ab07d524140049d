import type { Metadata } from 'next';
import { FamilySection } from '@/components/families/FamilySection';
import { getFamiliesWithTypes } from '@/content/types';
import { pageMetadata } from '@/lib/metadata';
import { ROUTES } from '@/lib/routes';
import styles from '@/features/type-profile/TypesIndex.module.css';

export const revalidate = 3600;

export const metadata: Metadata = pageMetadata({
  title: 'The 16 personality types',
  description:
    'Browse the 16 personality types by family — analysts, diplomats, sentinels and explorers — and read a full profile of each.',
  path: ROUTES.personalityTypes,
});

export default async function PersonalityTypesPage() {
  const families = await getFamiliesWithTypes();
  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.head}>
        <p className="eyebrow">Personality types</p>
        <h1>The 16 personality types</h1>
        <p className={styles.lead}>
          Four families, each with its own colour and outlook. Pick a type to read about its strengths, relationships, career paths and
          growth.
        </p>
      </header>
      <div className={styles.families}>
        {families.map((family) => (
          <FamilySection key={family._id} family={family} showSummary />
        ))}
      </div>
    </div>
  );
}
