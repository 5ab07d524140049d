import type { Metadata } from 'next';
import { getToolkitTests } from '@/content/toolkit';
import { loadToolkitTest, toolkitTestMetadata, ToolkitTestView } from '@/features/test-runner/toolkit-test-page';

export const revalidate = 3600;

type Props = { params: Promise<{ slug: string }> };

export async function generateStaticParams() {
  return (await getToolkitTests('')).flatMap((test) => (test.slug ? [{ slug: test.slug }] : []));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return toolkitTestMetadata(await loadToolkitTest((await params).slug));
}

/** /tools/tests/{slug} — any toolkit test definition, run by the test engine; static for everyone (a premium test shows the offer; subscribers get `…/subscriber-view`, issue 11). */
export default async function ToolkitTestPage({ params }: Props) {
  return <ToolkitTestView test={await loadToolkitTest((await params).slug)} viewer="public" />;
}
