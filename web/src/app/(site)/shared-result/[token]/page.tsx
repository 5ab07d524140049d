import type { Metadata } from 'next';
import { SharedResultView } from '@/features/results/share/SharedResultView';
import { loadSharedPage, sharedPageMetadata } from '@/features/results/share/shared-page';
import styles from '@/features/test-runner/FreeTestPage.module.css';

/** Read on every request: a revoked link stops working at once. */
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ token: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return sharedPageMetadata(await loadSharedPage((await params).token));
}

/** A shared free-test result (issue 12): noindex, "Take the test and compare". */
export default async function SharedResultPage({ params }: Props) {
  const data = await loadSharedPage((await params).token);
  return (
    <div className={`container ${styles.page}`}>
      <SharedResultView token={data.token} result={data.result} type={data.type} />
    </div>
  );
}
