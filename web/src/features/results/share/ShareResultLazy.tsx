'use client';

import dynamic from 'next/dynamic';
import { readStoredFreeTestType, useStoredFreeTestType } from '@/features/results/useStoredFreeTestType';
import type { PsychometricsSummary } from '@/lib/psychometrics-record';
import type { ShareLabels } from './ShareResultClient';

interface ShareBoxProps {
  labels: ShareLabels;
  psychometrics: PsychometricsSummary;
}

const loadShareBox = () => import('./ShareResultClient').then((module) => module.ShareResultClient);

/** The share box loaded when a result turns up after the page's first render (see {@link NoResultYet}). */
const LateShareBox = dynamic(loadShareBox, { ssr: false });

/**
 * What the share box's slot renders when the page loaded without a stored result: nothing — and,
 * should a result be stored by the time it mounts again (the visitor took the test and came back
 * by a client-side navigation, which keeps this module's choice below), the box.
 */
function NoResultYet(props: ShareBoxProps) {
  return useStoredFreeTestType() ? <LateShareBox {...props} /> : null;
}

/**
 * The share box, loaded after the page (it reads browser storage and validates with zod, which
 * stays out of the result page's first-load JavaScript; the crawl's budget, e2e/crawl.spec.ts) — and only
 * when this browser holds a free-test result by the zod-free check of the header's "Your result"
 * link (../useStoredFreeTestType.ts): the box renders nothing without one, so a visitor without a
 * result loads neither its code nor zod (issue 25: they cost the "none yet" page a long task after
 * every load). The box itself validates the whole record. The check runs when the slot first
 * renders on the client; with a result the box loads exactly as before (a gate rendering the box
 * one render later measured a lower Lighthouse median on the stored-result page).
 */
const ShareResultClient = dynamic(() => (readStoredFreeTestType() === null ? Promise.resolve(NoResultYet) : loadShareBox()), {
  ssr: false,
});

/** Client boundary of {@link ShareResultClient}: renders it lazily with the server's labels. */
export function ShareResultLazy({ labels, psychometrics }: ShareBoxProps) {
  return <ShareResultClient labels={labels} psychometrics={psychometrics} />;
}
