'use client';

/**
 * The free test result's view (ResultView) and its texts' and types' shapes — imported on demand
 * by the result page's client part (./FreeTestResultViewClient.tsx), never on its first load.
 */
import { useEffect, useMemo, useState } from 'react';
import { CharacterPicture } from '@/components/characters/CharacterPicture';
import { CircleProgress } from '@/components/circle-progress/CircleProgress';
import { precisionSource } from './scale-precision';
import { retakeOddsText, type RetakeOddsTexts } from './retake-odds-text';
import { fill } from '@/i18n/template';
import { formatLocalDay } from '@/lib/dates';
import type { PsychometricsSummary } from '@/lib/psychometrics-record';
import { compatibilityPath, ROUTES, toolsCategoryPath, typeProfilePath } from '@/lib/routes';
import { bandDichotomies, secondMostLikelyType, type BandedDichotomy, type FreeTestResult } from '@typeatlas/schemas/engine';
import { meaningOf } from './result-meaning';
import { type ExplanationLabels, type LevelLabels, explainDichotomy, formatPercent, ownSide } from './result-explanation';
import { pairSlugOf } from '@/features/compatibility/pairs';
import { reportStep, type ReportStep } from './report-step';
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
  emptySignedOut: string;
  emptySignedIn: string;
  emptyProfile: string;
  emptyLogin: string;
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
  settled: string;
  /** Template with `{{low}}`, `{{high}}`, `{{first}}` (pole name). */
  band: string;
  /** quiz.json `odds`: the retake odds per letter (one wording everywhere). */
  odds: RetakeOddsTexts;
  /** Template with `{{pole}}`. */
  meterLabel: string;
  /** Template with `{{firstPercent}}`, `{{first}}`, `{{secondPercent}}`, `{{second}}`. */
  meterValue: string;
  /** Template with `{{pole}}`. */
  level: string;
  levelScale: string;
  secondTitle: string;
  /** Template with `{{letter}}`, `{{code}}`, `{{title}}` (" (Title)" or empty). */
  secondText: string;
  /** Template with `{{code}}`. */
  secondLink: string;
  meaningTitle: string;
  meaningAll: string;
  meaningSome: string;
  /** Two or more balanced letters, singular (`one`) or plural (`other`) by the settled count (./result-meaning.ts). */
  meaningSomePlural: { one: string; other: string };
  meaningNone: string;
  methodLink: string;
  nextTitle: string;
  careerLink: string;
  relationshipsLink: string;
  compatTitle: string;
  compatLabel: string;
  /** Template with `{{a}}` and `{{b}}` (type codes). */
  compatAction: string;
  toolsTitle: string;
  toolsText: string;
  toolsAll: string;
  toolsRelationships: string;
  toolsCareer: string;
  saveTitle: string;
  saveText: string;
  saveAction: string;
  saveLogin: string;
  savedText: string;
  savedLink: string;
  retake: string;
  compare: string;
  /** The personal report step (issue 24 §5). */
  reportTitle: string;
  reportText: string;
  /** Link text for visitors without a subscription (to /pricing). */
  reportPremium: string;
  /** Link text for subscribers (the PDF download). */
  reportDownload: string;
  levels: LevelLabels;
  explanation: ExplanationLabels;
}

const SIGN_UP_HREF = `${ROUTES.login}?mode=signup`;

/**
 * The free test's result (SPEC §9): the type and character, the four preferences each with a ring
 * (circle progress), its band (score ± BAND_WIDTH_SEM·SEM with the current psychometrics, else the
 * bound), the retake odds and how settled the letter is, the second most likely type, what the
 * result means, and next steps (the type's career and relationships sections, the personal report
 * — Premium —, compatibility with a chosen type, toolkits); signed out, a "Save your result" call
 * to sign up. Loaded by ./FreeTestResultViewClient.tsx beside the stored result's readers, so the
 * result page's first load carries none of it (issue 25).
 * @param props.result the stored, parsed result; @param props.completedAt its ISO date-time
 * @param props.signedIn whether a `user` cookie exists
 */
export function ResultView({
  result,
  completedAt,
  types,
  labels,
  psychometrics,
  signedIn,
}: {
  result: FreeTestResult;
  completedAt: string;
  types: ResultTypeInfo[];
  labels: FreeTestResultLabels;
  psychometrics: PsychometricsSummary;
  signedIn: boolean;
}) {
  const banded = useMemo(() => bandDichotomies(result.dichotomies, precisionSource(psychometrics)), [result, psychometrics]);
  const second = secondMostLikelyType(banded);
  const type = types.find((candidate) => candidate.code === result.type);
  const secondType = second ? types.find((candidate) => candidate.code === second.type) : undefined;
  const family = type?.colour ? `family-${type.colour}` : 'family-blue';
  const poles = labels.explanation.poles;
  const flippedLetter = second ? banded.find((d) => d.key === second.flipped)?.dominant : undefined;
  return (
    <div className={family}>
      <ResultHero type={type} code={result.type} completedAt={completedAt} labels={labels} />

      <SaveCall signedIn={signedIn} labels={labels} />

      <section aria-labelledby="scores-title" className={styles.scores}>
        <h2 id="scores-title">{labels.scoresTitle}</h2>
        <p>
          {labels.scoresIntro} <a href={ROUTES.scoringMethod}>{labels.methodLink}</a>
        </p>
        <ul className={styles.scoreList}>
          {banded.map((score) => (
            <ScoreItem key={score.key} score={score} labels={labels} />
          ))}
        </ul>
      </section>

      {second ? (
        <section aria-labelledby="second-title" className={`card ${styles.second}`} data-testid="second-type">
          <h2 id="second-title">{labels.secondTitle}</h2>
          <p>
            {fill(labels.secondText, {
              letter: flippedLetter ? `${poles[flippedLetter]} (${flippedLetter})` : '',
              code: second.type,
              title: secondType ? ` (${secondType.title})` : '',
            })}
          </p>
          {secondType ? (
            <a href={typeProfilePath(secondType.slug)} className="button button-secondary">
              {fill(labels.secondLink, { code: second.type })}
            </a>
          ) : null}
        </section>
      ) : null}

      <section aria-labelledby="meaning-title" className={styles.meaning}>
        <h2 id="meaning-title">{labels.meaningTitle}</h2>
        <p>{meaningOf(banded, result.type, second?.type ?? '', labels)}</p>
      </section>

      <NextSteps type={type} code={result.type} types={types} labels={labels} signedIn={signedIn} />

      <div className={styles.actions}>
        <a href={ROUTES.freeTest} className="button button-secondary">
          {labels.retake}
        </a>
        <a href={ROUTES.personalityTypes} className="button button-secondary">
          {labels.compare}
        </a>
      </div>
    </div>
  );
}

/**
 * The day a result was completed, in the visitor's time zone and the site's house style ("28 November
 * 2026", as en-GB `dateStyle: 'long'`), or the stored text itself when it is not a date.
 * date-fns (lib/dates `formatLocalDay`), not `toLocaleDateString`: a page's first Intl date format costs Chromium ~80 ms of main
 * thread to load ICU's locale data (measured in stop 44 on this machine; 42 ms of ResultHero's render in a
 * profile of the stored result), a long task on every visit to the result page (issue 25).
 */
export function completedOn(completedAt: string): string {
  const date = new Date(completedAt);
  return Number.isNaN(date.getTime()) ? completedAt : formatLocalDay(date);
}

/** The result's head: the type's character, code and title, family, summary, profile link and the date taken. */
function ResultHero({
  type,
  code,
  completedAt,
  labels,
}: {
  type: ResultTypeInfo | undefined;
  code: string;
  completedAt: string;
  labels: FreeTestResultLabels;
}) {
  return (
    <section className={styles.hero} aria-labelledby="result-title">
      {type ? (
        <div className={styles.figure}>
          <CharacterPicture eager type={type.slug} gender={type.defaultGender ?? undefined} size={180} />
        </div>
      ) : null}
      <div>
        <p className="eyebrow">{labels.eyebrow}</p>
        <h1 id="result-title" className={styles.title}>
          <span className={styles.code}>{code}</span>
          {type ? ` (${type.title})` : null}
        </h1>
        {type?.familyTitle ? <p className={styles.family}>{type.familyTitle}</p> : null}
        {type?.summary ? <p className={styles.summary}>{type.summary}</p> : null}
        {type ? (
          <a href={typeProfilePath(type.slug)} className="button">
            {fill(labels.readProfile, { title: type.title })}
          </a>
        ) : null}
        <p className={styles.date}>
          {labels.completed} <time dateTime={completedAt}>{completedOn(completedAt)}</time>
        </p>
      </div>
    </section>
  );
}

/** Signed in: where the saved result is; signed out: the call to save it (sign up or log in). */
function SaveCall({ signedIn, labels }: { signedIn: boolean; labels: FreeTestResultLabels }) {
  return signedIn ? (
    <p className={styles.saved}>
      {labels.savedText} <a href={ROUTES.profile}>{labels.savedLink}</a>
    </p>
  ) : (
    <section className={`card ${styles.save}`} aria-labelledby="save-title" data-testid="save-result">
      <h2 id="save-title">{labels.saveTitle}</h2>
      <p>{labels.saveText}</p>
      <div className={styles.actions}>
        <a href={SIGN_UP_HREF} className="button">
          {labels.saveAction}
        </a>
        <a href={ROUTES.login} className="button button-secondary">
          {labels.saveLogin}
        </a>
      </div>
    </section>
  );
}

/** One preference: ring, band, settled or balanced badge, meter with the band, explanation. */
function ScoreItem({ score, labels }: { score: BandedDichotomy; labels: FreeTestResultLabels }) {
  const poles = labels.explanation.poles;
  const own = ownSide(score);
  const leading = own.percentage;
  const titleId = `scale-${score.key}`;
  return (
    <li className={styles.score} aria-labelledby={titleId} data-testid={`score-${score.key}`} data-settled={score.settled}>
      <div className={styles.scoreRow}>
        <CircleProgress value={leading} label={formatPercent(leading)} caption={poles[own.letter]} />
        <div className={styles.scoreBody}>
          <div className={styles.scoreHead}>
            <h3 id={titleId}>{fill(labels.scaleTitle, { first: poles[score.first], second: poles[score.second] })}</h3>
            <span className={score.settled ? styles.badgeSettled : styles.badge}>{score.settled ? labels.settled : labels.balanced}</span>
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
            <span
              className={own.fillFrom === 'start' ? styles.barFill : `${styles.barFill} ${styles.barFillEnd}`}
              style={{ width: `${own.percentage}%` }}
            />
            <span className={styles.barBand} style={{ left: `${score.band.low}%`, width: `${score.band.high - score.band.low}%` }} />
            <span className={styles.barMid} />
          </div>
          <p className={styles.bandText} data-testid={`band-${score.key}`}>
            {fill(labels.band, {
              low: formatPercent(score.band.low).replace('%', ''),
              high: formatPercent(score.band.high).replace('%', ''),
              first: poles[score.first],
            })}
          </p>
          <p className={styles.bandText} data-testid={`odds-${score.key}`}>
            {retakeOddsText(score.odds, score.dominant, labels.odds)}
          </p>
          <p className={styles.explain}>{explainDichotomy(score, labels.explanation)}</p>
          <p className={styles.level}>
            {fill(labels.level, { pole: poles[own.letter] })} <strong>{labels.levels[own.level]}</strong> {labels.levelScale}
          </p>
        </div>
      </div>
    </li>
  );
}

/**
 * The personal report (Premium) as a next step (issue 24 §5): for subscribers the PDF download,
 * for everyone else the plans. Whether the visitor subscribes comes from the `user` cookie, read
 * by the zod-validated session code loaded only for signed-in visitors (./report-step.ts).
 */
function ReportStepCard({ labels, signedIn }: { labels: FreeTestResultLabels; signedIn: boolean }) {
  const [step, setStep] = useState<ReportStep>(() => reportStep(null, 0));
  useEffect(() => {
    if (!signedIn) return;
    let active = true;
    import('@/lib/session-user')
      .then(({ readUserCookie }) => {
        if (active) setStep(reportStep(readUserCookie(document.cookie)?.subscriptions, Date.now()));
      })
      .catch(() => undefined);
    return () => {
      active = false;
      setStep(reportStep(null, 0));
    };
  }, [signedIn]);
  return (
    <div className={`card ${styles.compat}`} data-testid="report-step">
      <h3>{labels.reportTitle}</h3>
      <p>{labels.reportText}</p>
      {step.kind === 'download' ? (
        <a href={step.href} download className="button">
          {labels.reportDownload}
        </a>
      ) : (
        <a href={step.href} className="button">
          {labels.reportPremium}
        </a>
      )}
    </div>
  );
}

/** Next steps: the type's career and relationships sections, the personal report, compatibility with a chosen type, toolkits. */
function NextSteps({
  type,
  code,
  types,
  labels,
  signedIn,
}: {
  type: ResultTypeInfo | undefined;
  code: string;
  types: ResultTypeInfo[];
  labels: FreeTestResultLabels;
  signedIn: boolean;
}) {
  const own = type?.slug ?? code.toLowerCase();
  const [partner, setPartner] = useState(own);
  const pair = pairSlugOf(own, partner);
  const partnerCode = types.find((candidate) => candidate.slug === partner)?.code ?? partner.toUpperCase();
  return (
    <section aria-labelledby="next-title" className={styles.next} data-testid="next-steps">
      <h2 id="next-title">{labels.nextTitle}</h2>
      <ul className={styles.nextList}>
        <li>
          <a href={typeProfilePath(own, 'career')}>{fill(labels.careerLink, { code })}</a>
        </li>
        <li>
          <a href={typeProfilePath(own, 'relationships')}>{fill(labels.relationshipsLink, { code })}</a>
        </li>
      </ul>
      <ReportStepCard labels={labels} signedIn={signedIn} />
      <div className={`card ${styles.compat}`}>
        <h3>{labels.compatTitle}</h3>
        <div className={styles.compatRow}>
          <label className={styles.compatLabel}>
            <span>{labels.compatLabel}</span>
            <select value={partner} onChange={(event) => setPartner(event.target.value)} className={styles.select}>
              {types.map((candidate) => (
                <option key={candidate.slug} value={candidate.slug}>
                  {candidate.code} ({candidate.title})
                </option>
              ))}
            </select>
          </label>
          {pair ? (
            <a href={compatibilityPath(pair)} className={`button ${styles.compatButton}`} data-testid="compat-link">
              {fill(labels.compatAction, { a: code, b: partnerCode })}
            </a>
          ) : null}
        </div>
      </div>
      <h3>{labels.toolsTitle}</h3>
      <p>
        {labels.toolsText} <a href={toolsCategoryPath('personal-growth')}>{labels.toolsAll}</a>,{' '}
        <a href={toolsCategoryPath('relationships')}>{labels.toolsRelationships}</a>,{' '}
        <a href={toolsCategoryPath('career')}>{labels.toolsCareer}</a>
      </p>
    </section>
  );
}
