import type { Metadata } from 'next';
import { CompareView } from '@/features/results/share/CompareView';
import { loadSharedPage, sharedPageMetadata } from '@/features/results/share/shared-page';
import { psychometricsSummary } from '@/server/psychometrics';
import styles from '@/features/test-runner/FreeTestPage.module.css';

/** Read on every request: a revoked link stops working at once. */
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ token: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return sharedPageMetadata(await loadSharedPage((await params).token), '/compare');
}

/** The visitor's own result beside a shared one (issue 12 "Compare with a friend"); noindex. */
export default async function SharedComparePage({ params }: Props) {
  const data = await loadSharedPage((await params).token);
  const psychometrics = await psychometricsSummary();
  return (
    <div className={`container ${styles.page} ${styles.resultPage}`}>
      <CompareView token={data.token} theirs={data.result} psychometrics={psychometrics} />
    </div>
  );
}
