import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getToolkitTest, getToolkitTests } from '@/content/toolkit';
import { TOOL_CATEGORIES } from '@/features/toolkit/categories';
import { PremiumGate } from '@/features/premium/PremiumGate';
import { TestRunner } from '@/features/toolkit/TestRunner';
import { pageMetadata } from '@/lib/metadata';
import { toolkitTestPath, toolsCategoryPath } from '@/lib/routes';
import styles from '@/features/quiz/FreeTestPage.module.css';

export const revalidate = 3600;

type Props = { params: Promise<{ slug: string }> };

export async function generateStaticParams() {
  return (await getToolkitTests('')).flatMap((test) => (test.slug ? [{ slug: test.slug }] : []));
}

async function load(params: Props['params']) {
  const { slug } = await params;
  const test = await getToolkitTest(decodeURIComponent(slug));
  if (!test) notFound();
  return test;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { definition, seo } = await load(params);
  return pageMetadata({ title: seo.title ?? definition.title, description: seo.description ?? definition.description, path: toolkitTestPath(definition.slug) });
}

/** /tools/tests/{slug} — any toolkit test definition, run by the test engine; a premium test only for subscribers (issue 11). */
export default async function ToolkitTestPage({ params }: Props) {
  const { definition, premium } = await load(params);
  const category = TOOL_CATEGORIES.find((candidate) => candidate.slug === definition.category);
  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.head}>
        <p className="eyebrow">
          <Link href={toolsCategoryPath(definition.category)}>{category?.title ?? 'Toolkits'}</Link>
        </p>
        <h1>{definition.title}</h1>
      </header>
      {premium ? (
        <PremiumGate kind="test" teaser={definition.description}>
          {() => <TestRunner definition={definition} />}
        </PremiumGate>
      ) : (
        <TestRunner definition={definition} />
      )}
    </div>
  );
}
