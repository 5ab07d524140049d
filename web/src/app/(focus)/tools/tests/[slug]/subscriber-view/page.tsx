import type { Metadata } from 'next';
import { subscriberViewMetadata } from '@/features/premium/subscriber-view';
import { loadToolkitTest, toolkitTestMetadata, ToolkitTestView } from '@/features/test-runner/toolkit-test-page';

/** Rendered per request: PremiumGate reads the request's cookies (issue 11). */
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return subscriberViewMetadata(toolkitTestMetadata(await loadToolkitTest((await params).slug)));
}

/** `/tools/tests/{slug}` for a possible subscriber (the proxy's rewrite): a premium test runs only for a subscriber checked on the server. */
export default async function ToolkitTestSubscriberView({ params }: Props) {
  return <ToolkitTestView test={await loadToolkitTest((await params).slug)} viewer="subscriber" />;
}
