'use client';

import Link from 'next/link';
import { useEffect, useState } from 'react';
import { CharacterImage } from '@/components/characters/CharacterImage';
import { fill } from '@/i18n/template';
import { ROUTES, typeProfilePath } from '@/lib/routes';
import { bandDichotomies, levelFor, type FreeTestResult } from '@typeatlas/schemas/engine';
import { type ExplanationLabels, type LevelLabels, explainDichotomy, formatPercent } from './result-explanation';
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

/** Texts of the result page (quiz.json `result`, `levels`, `poles`, `explanation`), built by ./labels.ts. */
export interface FreeTestResultLabels {
  loading: string;
  emptyTitle: string;
  emptyText: string;
  emptyAction: string;
  eyebrow: string;
  /** Template with `{{title}}`. */
  readProfile: string;
  completed: string;
  scoresTitle: string;
  scoresIntro: string;
  /** Template with `{{first}}` and `{{second}}` (pole names). */
  scaleTitle: string;
  balanced: string;
  /** Template with `{{pole}}`. */
  meterLabel: string;
  /** Template with `{{firstPercent}}`, `{{first}}`, `{{secondPercent}}`, `{{second}}`. */
  meterValue: string;
  /** Template with `{{pole}}`. */
  level: string;
  levelScale: string;
  retake: string;
  compare: string;
  levels: LevelLabels;
  explanation: ExplanationLabels;
}

type Loaded = { status: 'loading' } | { status: 'empty' } | { status: 'ready'; result: FreeTestResult; completedAt: string };

/**
 * The free test's result page: reads the saved result from browser storage (`test_results`,
 * name "main"), names the type with a link to its profile, and explains every percentage,
 * including scores in the balanced zone. Empty state when no result is saved. Client component:
 * its texts come in as `labels` from the server wrapper (./FreeTestResultView.tsx).
 */
export function FreeTestResultViewClient({ types, labels }: { types: ResultTypeInfo[]; labels: FreeTestResultLabels }) {
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });

  useEffect(() => {
    // Browser storage is read after hydration; the zod-based readers load on demand.
    let active = true;
    Promise.all([import('@/features/results/storage'), import('./result-schema')])
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
        {labels.loading}
      </p>
    );
  }
  if (loaded.status === 'empty') {
    return (
      <section className={`card ${styles.empty}`}>
        <h1>{labels.emptyTitle}</h1>
        <p>{labels.emptyText}</p>
        <Link href={ROUTES.freeTest} className="button button-large">
          {labels.emptyAction}
        </Link>
      </section>
    );
  }

  const { result, completedAt } = loaded;
  const type = types.find((candidate) => candidate.code === result.type);
  const family = type?.colour ? `family-${type.colour}` : 'family-blue';
  const poles = labels.explanation.poles;
  return (
    <div className={family}>
      <section className={styles.hero} aria-labelledby="result-title">
        {type ? (
          <div className={styles.figure}>
            <CharacterImage type={type.slug} gender={type.defaultGender ?? undefined} size={180} />
          </div>
        ) : null}
        <div>
          <p className="eyebrow">{labels.eyebrow}</p>
          <h1 id="result-title" className={styles.title}>
            <span className={styles.code}>{result.type}</span>
            {type ? ` (${type.title})` : null}
          </h1>
          {type?.familyTitle ? <p className={styles.family}>{type.familyTitle}</p> : null}
          {type?.summary ? <p className={styles.summary}>{type.summary}</p> : null}
          {type ? (
            <Link href={typeProfilePath(type.slug)} className="button">
              {fill(labels.readProfile, { title: type.title })}
            </Link>
          ) : null}
          <p className={styles.date}>
            {labels.completed} <time dateTime={completedAt}>{new Date(completedAt).toLocaleDateString('en-GB', { dateStyle: 'long' })}</time>
          </p>
        </div>
      </section>

      <section aria-labelledby="scores-title" className={styles.scores}>
        <h2 id="scores-title">{labels.scoresTitle}</h2>
        <p>{labels.scoresIntro}</p>
        <ul className={styles.scoreList}>
          {bandDichotomies(result.dichotomies).map((score) => (
            <li key={score.key} className={styles.score}>
              <div className={styles.scoreHead}>
                <h3>{fill(labels.scaleTitle, { first: poles[score.first], second: poles[score.second] })}</h3>
                {!score.settled ? <span className={styles.badge}>{labels.balanced}</span> : null}
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
                aria-label={fill(labels.meterLabel, { pole: poles[score.first] })}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={score.percentage}
                aria-valuetext={fill(labels.meterValue, {
                  firstPercent: formatPercent(score.percentage),
                  first: poles[score.first],
                  secondPercent: formatPercent(100 - score.percentage),
                  second: poles[score.second],
                })}
              >
                <span className={styles.barFill} style={{ width: `${score.percentage}%` }} />
                <span className={styles.barMid} />
              </div>
              <p className={styles.explain}>{explainDichotomy(score, labels.explanation)}</p>
              <p className={styles.level}>
                {fill(labels.level, { pole: poles[score.first] })} <strong>{labels.levels[levelFor(score.percentage)]}</strong> {labels.levelScale}
              </p>
            </li>
          ))}
        </ul>
        <div className={styles.actions}>
          <Link href={ROUTES.freeTest} className="button button-secondary">
            {labels.retake}
          </Link>
          <Link href={ROUTES.personalityTypes} className="button button-secondary">
            {labels.compare}
          </Link>
        </div>
      </section>
    </div>
  );
}
