import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getFreeTest } from '@/content/free-test';
import { FreeTestQuiz, FreeTestQuizEyebrow } from '@/features/test-runner/FreeTestQuiz';
import { pageMetadata } from '@/lib/metadata';
import { ROUTES } from '@/lib/routes';
import { psychometricsSummary } from '@/server/psychometrics';
import styles from '@/features/test-runner/FreeTestPage.module.css';

export const revalidate = 3600;

export async function generateMetadata(): Promise<Metadata> {
  const test = await getFreeTest();
  return pageMetadata({ title: test?.seo.title ?? 'Free personality test', description: test?.seo.description, path: ROUTES.freeTest });
}

export default async function FreePersonalityTestPage() {
  const [test, psychometrics] = await Promise.all([getFreeTest(), psychometricsSummary()]);
  if (!test) notFound();
  return (
    <div className={`container ${styles.page} ${styles.testPage}`}>
      <header className={styles.head}>
        <FreeTestQuizEyebrow />
        <h1>{test.title}</h1>
      </header>
      <FreeTestQuiz definition={test} psychometrics={psychometrics} />
    </div>
  );
}
