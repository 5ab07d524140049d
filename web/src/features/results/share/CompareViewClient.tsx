'use client';

import { useMemo } from 'react';
import { fill } from '@/i18n/template';
import type { PoleNames } from '../result-explanation';
import { FREE_TEST_NAME } from '@/features/results/storage-keys';
import { useStoredResult } from '@/features/results/useStoredResult';
import { compatibilityPath, compareTestHref, ROUTES } from '@/lib/routes';
import type { PsychometricsSummary } from '@/lib/psychometrics-record';
import { compareResults, type SharedResult } from '@/lib/shared-result';
import { bandedSharedResult } from './banded';
import { ScaleBar, barValueText } from './ScaleBar';
import { percentText, scaleViews } from './shared-view';
import styles from './Share.module.css';

/** Texts of the comparison (share.json `compare`), built by the server page. */
export interface CompareLabels {
  title: string;
  eyebrow: string;
  intro: string;
  you: string;
  them: string;
  same: string;
  differ: string;
  withinError: string;
  beyondError: string;
  /** Template with `{{a}}` and `{{b}}` (type codes). */
  pairLink: string;
  noResultTitle: string;
  noResultText: string;
  shareMine: string;
  resultPage: string;
  /** "Take the test and compare". */
  cta: string;
  /** Pole names by letter. */
  poles: PoleNames;
  /** Template with `{{first}}` and `{{second}}` (pole names): a scale's heading. */
  scaleTitle: string;
  /** Template with `{{who}}` and `{{pole}}`: a score bar's accessible name. */
  barLabel: string;
}

/**
 * The comparison of the visitor's own free-test result (read from this browser's storage, never
 * sent anywhere) with a result someone shared (issue 12 "Compare with a friend"): per preference
 * both scores with their bands, whether the letters differ and whether the gap is within
 * measurement error, and a link to the compatibility page of the two types. Without an own
 * result: a call to take the test from the shared link. Consent: the shared result is shown only
 * because its owner shared it; the visitor's own stays in their browser.
 * @param psychometrics the scoring's current precision (bands of the visitor's own scores)
 * @param pairSlug canonical compatibility slug by "a|b" type codes (lower case), from the server
 */
export function CompareViewClient({
  token,
  theirs,
  labels,
  pairSlug,
  psychometrics,
}: {
  token: string;
  theirs: SharedResult;
  labels: CompareLabels;
  pairSlug: Record<string, string>;
  psychometrics: PsychometricsSummary;
}) {
  const record = useStoredResult(FREE_TEST_NAME);
  const yours = useMemo(
    () => (record ? bandedSharedResult(record.result, record.meta.completedAt, psychometrics) : null),
    [record, psychometrics],
  );

  if (!yours) {
    return (
      <section className={`card ${styles.ctaCard}`} aria-labelledby="compare-title">
        <p className="eyebrow">{labels.eyebrow}</p>
        <h1 id="compare-title">{labels.noResultTitle}</h1>
        <p>{labels.noResultText}</p>
        <a href={compareTestHref(token)} className="button button-large">
          {labels.cta}
        </a>
      </section>
    );
  }

  const rows = compareResults(theirs, yours);
  const yourViews = scaleViews(yours);
  const theirViews = scaleViews(theirs);
  const slug = pairSlug[`${yours.type.toLowerCase()}|${theirs.type.toLowerCase()}`];
  return (
    <div>
      <section aria-labelledby="compare-title">
        <p className="eyebrow">{labels.eyebrow}</p>
        <h1 id="compare-title">
          {labels.title}: {yours.type} · {theirs.type}
        </h1>
        <p>{labels.intro}</p>
      </section>
      <ul className={styles.scales}>
        {rows.map((row, index) => (
          <li key={row.key} className={styles.scale}>
            <h2 className={styles.compareTitle}>
              {fill(labels.scaleTitle, { first: labels.poles[row.first], second: labels.poles[row.second] })}
            </h2>
            {[
              { who: labels.you, view: yourViews[index]!, letter: row.yourLetter },
              { who: labels.them, view: theirViews[index]!, letter: row.theirLetter },
            ].map(({ who, view, letter }) => (
              <div key={who} className={styles.compareRow}>
                <span className={styles.who}>
                  {who}: {letter}
                </span>
                <div>
                  <div className={styles.barLabels} aria-hidden="true">
                    <span>
                      {view.first} {percentText(view.percentage)}
                    </span>
                    <span>
                      {percentText(100 - view.percentage)} {view.second}
                    </span>
                  </div>
                  <ScaleBar
                    scale={view}
                    label={fill(labels.barLabel, { who, pole: labels.poles[view.first] })}
                    valueText={barValueText(view, labels.poles)}
                  />
                </div>
              </div>
            ))}
            <p className={styles.verdict}>{row.differs ? labels.differ : labels.same}</p>
            <p className={styles.note}>{row.overlap ? labels.withinError : labels.beyondError}</p>
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        {slug ? (
          <a href={compatibilityPath(slug)} className="button">
            {fill(labels.pairLink, { a: yours.type, b: theirs.type })}
          </a>
        ) : null}
        <a href={ROUTES.freeTestResult} className="button button-secondary">
          {labels.resultPage}
        </a>
      </div>
      <p className={styles.note}>{labels.shareMine}</p>
    </div>
  );
}
