'use client';

import dynamic from 'next/dynamic';
import type { PsychometricsSummary } from '@/lib/psychometrics-record';
import type { ShareLabels } from './ShareResultClient';

/**
 * The share box, loaded after the page (it reads browser storage and validates with zod, which
 * stays out of the result page's first-load JavaScript; e2e/first-load-budget.spec.ts).
 */
const ShareResultClient = dynamic(() => import('./ShareResultClient').then((module) => module.ShareResultClient), { ssr: false });

/** Client boundary of {@link ShareResultClient}: renders it lazily with the server's labels. */
export function ShareResultLazy({ labels, psychometrics }: { labels: ShareLabels; psychometrics: PsychometricsSummary }) {
  return <ShareResultClient labels={labels} psychometrics={psychometrics} />;
}
