'use client';

import { useEffect, useState } from 'react';
import { useUserCookiePresent } from '@/features/auth/useUserCookiePresent';
import type { PsychometricsSummary } from '@/lib/psychometrics-record';
import type { FreeTestResult } from '@typeatlas/schemas/engine';
import type { FreeTestResultLabels, ResultTypeInfo } from './FreeTestResultReady';
import { readStoredFreeTestType } from './useStoredFreeTestType';

export type { FreeTestResultLabels, ResultTypeInfo };

/** The result view's module (./FreeTestResultReady.tsx): loaded beside the stored result's readers (issue 25). */
const loadResultView = () => import('./FreeTestResultReady');
type ResultViewModule = Awaited<ReturnType<typeof loadResultView>>;

/** The page's class names from the server wrapper (FreeTestResultView.module.css), so no class map ships here. */
export interface FreeTestResultShellClasses {
  loading: string;
  empty: string;
  /** The empty state while the page is still loading: shown by CSS only when the boot script found nothing stored. */
  pending: string;
}

/** Where the empty state leads (lib/routes, from the server wrapper: the route table stays off the first load). */
export interface FreeTestResultShellPaths {
  /** ROUTES.profile */
  profile: string;
  /** ROUTES.login */
  login: string;
  /** ROUTES.freeTest */
  freeTest: string;
}

type Loaded =
  | { status: 'loading' }
  | { status: 'empty' }
  | { status: 'ready'; result: FreeTestResult; completedAt: string; view: ResultViewModule['ResultView'] };

/**
 * The free test's result page (client part): the "loading" status (also the server HTML: the
 * loading line and the empty state marked `pending`, one of which CSS shows, as the frame's boot
 * script decided — lib/stored-result-hint.ts, ./FreeTestResultView.module.css), then the
 * empty state at once when local storage holds no free-test result (./stored-type.ts), else, once
 * the browser has read the saved result (`test_results`, name "main") — the zod-based readers
 * and the result view (./FreeTestResultReady.tsx: type, character, preferences with rings, bands,
 * retake odds, next steps) load together on demand, none on the page's first load (issue 25) —
 * the result view, or the empty state when no result is stored (or a module failed to load). Texts
 * come in as `labels` from the server wrapper (./FreeTestResultView.tsx), the psychometrics
 * summary as `psychometrics`, class names as `classes`, links as `paths`.
 */
export function FreeTestResultViewClient({
  types,
  labels,
  psychometrics,
  classes,
  paths,
}: {
  types: ResultTypeInfo[];
  labels: FreeTestResultLabels;
  psychometrics: PsychometricsSummary;
  classes: FreeTestResultShellClasses;
  paths: FreeTestResultShellPaths;
}) {
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const signedIn = useUserCookiePresent();

  useEffect(() => {
    // Browser storage is read after hydration; the zod-based readers and the view load on demand —
    // only when local storage holds something the page could show (the header's cheap check of
    // "Your result", ./useStoredFreeTestType.ts): without a result the empty state paints at once instead of
    // after three chunks (issue 25: the "none yet" page's LCP waited for them, 4.2 s in Lighthouse).
    let active = true;
    if (readStoredFreeTestType() === null) {
      // Set from a microtask rather than the effect's body (react-hooks/set-state-in-effect); the
      // empty state still replaces the server's loading text before the next paint.
      void Promise.resolve().then(() => active && setLoaded({ status: 'empty' }));
      return () => {
        active = false;
      };
    }
    Promise.all([import('@/features/results/storage'), import('./result-schema'), loadResultView()])
      .then(([{ FREE_TEST_NAME, readTestResult }, { parseFreeTestResult }, { ResultView }]) => {
        const record = readTestResult(FREE_TEST_NAME, { local: window.localStorage, session: window.sessionStorage });
        const result = parseFreeTestResult(record?.result);
        if (active)
          setLoaded(
            result && record ? { status: 'ready', result, completedAt: record.meta.completedAt, view: ResultView } : { status: 'empty' },
          );
      })
      .catch(() => active && setLoaded({ status: 'empty' }));
    return () => {
      active = false;
    };
  }, []);

  if (loaded.status !== 'ready') {
    // Same children in both statuses (the loading line's slot stays), so the empty state's element
    // is kept, not re-created, when the status turns to 'empty': no repaint, no shift.
    const pending = loaded.status === 'loading';
    return (
      <>
        {pending && (
          <p className={classes.loading} role="status">
            {labels.loading}
          </p>
        )}
        <section className={`card ${classes.empty}${pending ? ` ${classes.pending}` : ''}`}>
          <h1>{labels.emptyTitle}</h1>
          <p>{labels.emptyText}</p>
          <p>
            {signedIn ? labels.emptySignedIn : labels.emptySignedOut}{' '}
            <a href={signedIn ? paths.profile : paths.login}>{signedIn ? labels.emptyProfile : labels.emptyLogin}</a>
          </p>
          <a href={paths.freeTest} className="button button-large">
            {labels.emptyAction}
          </a>
        </section>
      </>
    );
  }
  const ResultView = loaded.view;
  return (
    <ResultView
      result={loaded.result}
      completedAt={loaded.completedAt}
      types={types}
      labels={labels}
      psychometrics={psychometrics}
      signedIn={signedIn}
    />
  );
}
