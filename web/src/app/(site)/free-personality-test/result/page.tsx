import type { Metadata } from 'next';
import { getAllTypes } from '@/content/types';
import { FreeTestResultView, type ResultTypeInfo } from '@/features/results/FreeTestResultView';
import { ShareResult } from '@/features/results/share/ShareResult';
import { pageMetadata } from '@/lib/metadata';
import { ROUTES } from '@/lib/routes';
import { psychometricsSummary } from '@/server/psychometrics';
import styles from '@/features/test-runner/FreeTestPage.module.css';

export const revalidate = 3600;

export const metadata: Metadata = {
  ...pageMetadata({ title: 'Your test result', path: ROUTES.freeTestResult }),
  robots: { index: false },
};

export default async function FreeTestResultPage() {
  const psychometrics = await psychometricsSummary();
  const types: ResultTypeInfo[] = (await getAllTypes()).flatMap((type) =>
    type.code && type.slug && type.title
      ? [
          {
            code: type.code,
            slug: type.slug,
            title: type.title,
            shortTitle: type.shortTitle,
            summary: type.summary,
            defaultGender: type.defaultGender,
            familyTitle: type.family?.title ?? null,
            colour: type.family?.colour ?? null,
          },
        ]
      : [],
  );
  return (
    <div className={`container ${styles.page} ${styles.resultPage}`}>
      <FreeTestResultView types={types} psychometrics={psychometrics} />
      <ShareResult psychometrics={psychometrics} />
    </div>
  );
}
