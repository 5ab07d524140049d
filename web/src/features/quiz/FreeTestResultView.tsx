'use client';

import Link from 'next/link';
import { useEffect, useState } from 'react';
import { CharacterImage } from '@/features/characters/CharacterImage';
import { typeProfilePath } from '@/lib/type-lookup';
import type { FreeTestResult } from './free-test-scoring';
import { FREE_TEST_PATH } from './links';
import { POLE_NAMES } from './likert';
import { LEVEL_LABELS, explainDichotomy, formatPercent } from './result-explanation';
import styles from './FreeTestResultView.module.css';

/** The type facts the result page needs, passed from the server. */
export interface ResultTypeInfo {
  code: string;
  slug: string;
  title: string;
  shortTitle: string | null;
  summary: string | null;
  defaultGender: string | null;
  familyTitle: string | null;
  colour: string | null;
}

type Loaded = { status: 'loading' } | { status: 'empty' } | { status: 'ready'; result: FreeTestResult; completedAt: string };

/**
 * The free test's result page: reads the saved result from browser storage (`test_results`,
 * name "main"), names the type with a link to its profile, and explains every percentage,
 * including scores in the balanced zone. Empty state when no result is saved.
 */
export function FreeTestResultView({ types }: { types: ResultTypeInfo[] }) {
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });

  useEffect(() => {
    // Browser storage is read after hydration; the zod-based readers load on demand.
    let active = true;
    Promise.all([import('./result-storage'), import('./result-schema')])
      .then(([{ FREE_TEST_NAME, readTestResult }, { parseFreeTestResult }]) => {
        const record = readTestResult(FREE_TEST_NAME, { local: window.localStorage, session: window.sessionStorage });
        const result = parseFreeTestResult(record?.result);
        if (active) setLoaded(result && record ? { status: 'ready', result, completedAt: record.meta.completedAt } : { status: 'empty' });
      })
      .catch(() => active && setLoaded({ status: 'empty' }));
    return () => {
      active = false;
    };
  }, []);

  if (loaded.status === 'loading') {
    return (
      <p className={styles.loading} role="status">
        Loading your result…
      </p>
    );
  }
  if (loaded.status === 'empty') {
    return (
      <section className={`card ${styles.empty}`}>
        <h1>No result yet</h1>
        <p>Take the free test and your result will appear here. It is saved in this browser only.</p>
        <Link href={FREE_TEST_PATH} className="button button-large">
          Take the test
        </Link>
      </section>
    );
  }

  const { result, completedAt } = loaded;
  const type = types.find((candidate) => candidate.code === result.type);
  const family = type?.colour ? `family-${type.colour}` : 'family-blue';
  return (
    <div className={family}>
      <section className={styles.hero} aria-labelledby="result-title">
        {type ? (
          <div className={styles.figure}>
            <CharacterImage type={type.slug} gender={type.defaultGender ?? undefined} size={180} />
          </div>
        ) : null}
        <div>
          <p className="eyebrow">Your result</p>
          <h1 id="result-title" className={styles.title}>
            <span className={styles.code}>{result.type}</span>
            {type ? ` (${type.title})` : null}
          </h1>
          {type?.familyTitle ? <p className={styles.family}>{type.familyTitle}</p> : null}
          {type?.summary ? <p className={styles.summary}>{type.summary}</p> : null}
          {type ? (
            <Link href={typeProfilePath(type.slug)} className="button">
              Read the {type.title} profile
            </Link>
          ) : null}
          <p className={styles.date}>
            Completed <time dateTime={completedAt}>{new Date(completedAt).toLocaleDateString('en-GB', { dateStyle: 'long' })}</time>
          </p>
        </div>
      </section>

      <section aria-labelledby="scores-title" className={styles.scores}>
        <h2 id="scores-title">Your four preferences</h2>
        <p>
          Each scale runs between two preferences. The percentage is the share of your answers on that scale that pointed
          to each side; scores within five points of 50% are marked balanced.
        </p>
        <ul className={styles.scoreList}>
          {result.dichotomies.map((score) => (
            <li key={score.key} className={styles.score}>
              <div className={styles.scoreHead}>
                <h3>
                  {POLE_NAMES[score.first]} or {POLE_NAMES[score.second]}
                </h3>
                {score.balanced ? <span className={styles.badge}>Balanced</span> : null}
              </div>
              <div className={styles.barLabels} aria-hidden="true">
                <span>
                  {score.first} {formatPercent(score.percentage)}
                </span>
                <span>
                  {formatPercent(100 - score.percentage)} {score.second}
                </span>
              </div>
              <div
                className={styles.bar}
                role="meter"
                aria-label={`${POLE_NAMES[score.first]} share`}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={score.percentage}
                aria-valuetext={`${formatPercent(score.percentage)} ${POLE_NAMES[score.first]}, ${formatPercent(100 - score.percentage)} ${POLE_NAMES[score.second]}`}
              >
                <span className={styles.barFill} style={{ width: `${score.percentage}%` }} />
                <span className={styles.barMid} />
              </div>
              <p className={styles.explain}>{explainDichotomy(score)}</p>
              <p className={styles.level}>
                {POLE_NAMES[score.first]} level: <strong>{LEVEL_LABELS[score.level]}</strong> (below 30% low, 30–60% medium,
                60% and above high)
              </p>
            </li>
          ))}
        </ul>
        <div className={styles.actions}>
          <Link href={FREE_TEST_PATH} className="button button-secondary">
            Retake the test
          </Link>
          <Link href="/personality-types" className="button button-secondary">
            Compare all 16 types
          </Link>
        </div>
      </section>
    </div>
  );
}
