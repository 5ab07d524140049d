import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getFreeTest } from '@/content/free-test';
import { ScoringMethod } from '@/features/scoring/ScoringMethod';
import { getT } from '@/i18n';
import { pageMetadata } from '@/lib/metadata';
import { ROUTES } from '@/lib/routes';
import { psychometricsSummary } from '@/server/psychometrics';

export const revalidate = 3600;

export function generateMetadata(): Metadata {
  const t = getT('quiz');
  return pageMetadata({ title: t('method.title'), description: t('method.description'), path: ROUTES.scoringMethod });
}

/** /theory/how-scoring-works — how the free test is scored, with the current α and N per scale. */
export default async function ScoringMethodPage() {
  const [test, summary] = await Promise.all([getFreeTest(), psychometricsSummary()]);
  if (!test) notFound();
  return <ScoringMethod items={test.items} summary={summary} />;
}
