import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { loadScoringMethod } from '@/features/scoring/method-page';
import { ScoringMethod } from '@/features/scoring/ScoringMethod';
import { getT } from '@/i18n';
import { pageMetadata } from '@/lib/metadata';
import { ROUTES } from '@/lib/routes';

export const revalidate = 3600;

export function generateMetadata(): Metadata {
  const t = getT('quiz');
  return pageMetadata({ title: t('method.title'), description: t('method.description'), path: ROUTES.scoringMethod });
}

/** /theory/how-scoring-works — how the free test is scored, with the psychometrics and the retest benchmark as tables. */
export default async function ScoringMethodPage() {
  const props = await loadScoringMethod();
  if (!props) notFound();
  return <ScoringMethod {...props} />;
}
