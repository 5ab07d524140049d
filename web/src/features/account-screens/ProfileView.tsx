'use client';

import { useState } from 'react';
import { api } from '@/lib/api-client';
import { fill } from '@/i18n/template';
import { formatDate } from '@/lib/dates';
import { ROUTES, typeProfilePath } from '@/lib/routes';
import { type ProfileAnswer, useProfile, useSavedResults } from './account-data';
import { failureOf, type Failure } from './failure';
import { newestFirst, preferenceText, resultDate, type SavedResultItem, summarizeResult } from './results';
import { preferenceHistory } from './history';
import { PreferenceHistory } from './PreferenceHistory';
import type { RetakeOddsTexts } from '@/features/results/retake-odds-text';
import { precisionSource } from '@/features/results/scale-precision';
import type { PoleNames } from '@/features/results/result-explanation';
import type { PsychometricsSummary } from '@/lib/psychometrics-record';
import type { AccountTexts, TypeOption } from './types';
import { Avatar, FormMessages } from './ui';
import formStyles from './AccountForms.module.css';
import styles from './AccountPages.module.css';

/** Placeholder lines while data loads, with the loading text for assistive technology. */
function Skeleton({ label }: { label: string }) {
  return (
    <div className={styles.skeleton} role="status">
      <span className="visually-hidden">{label}</span>
      <div className={styles.skeletonLine} aria-hidden="true" />
      <div className={styles.skeletonLine} aria-hidden="true" />
      <div className={styles.skeletonLine} aria-hidden="true" />
    </div>
  );
}

/** A load failure: plain words, the SPEC §8 message and a retry button. */
export function LoadError({ text, error, retry, onRetry }: { text: string; error: unknown; retry: string; onRetry: () => void }) {
  return (
    <div role="alert" className={formStyles.alert}>
      <p className={formStyles.alertTitle}>{text}</p>
      <p className={formStyles.alertDetail}>{failureOf(error).message}</p>
      <p className={formStyles.alertDetail}>
        <button type="button" className="button button-secondary" onClick={onRetry}>
          {retry}
        </button>
      </p>
    </div>
  );
}

/** The "Send my result by e-mail" action (GET /api/profile/resend-test-result). */
function ResendResult({ texts }: { texts: AccountTexts['profile'] }) {
  const [pending, setPending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);

  async function resend() {
    if (pending) return;
    setPending(true);
    setFailure(null);
    setSentTo(null);
    try {
      const answer = await api.get<{ ok: true; email: string }>('/api/profile/resend-test-result');
      setSentTo(answer.email);
    } catch (error) {
      setFailure(failureOf(error));
    } finally {
      setPending(false);
    }
  }

  return (
    <div className={styles.resend}>
      <button type="button" className="button" onClick={resend} disabled={pending}>
        {pending ? texts.resendPending : texts.resend}
      </button>
      <FormMessages error={failure?.message} success={sentTo ? fill(texts.resendSent, { email: sentTo }) : null} />
    </div>
  );
}

/** The profile card's content: avatar, name, member-since date, type (or "Take the test") and the settings link. */
function Identity({
  user,
  typeOption,
  t,
}: {
  user: ProfileAnswer['user'];
  typeOption: TypeOption | undefined;
  t: AccountTexts['profile'];
}) {
  return (
    <>
      <Avatar
        type={user.type}
        gender={user.gender}
        tone={user.skinTone}
        size={160}
        defaultGender={typeOption?.defaultGender}
        title={fill(t.avatarLabel, { name: user.name || user.email })}
      />
      <h2>{user.name || t.noName}</h2>
      {formatDate(user.createdAt) ? (
        <p className={styles.identityMeta}>{fill(t.memberSince, { date: formatDate(user.createdAt) ?? '' })}</p>
      ) : null}
      {user.type ? (
        <p className={styles.typeLine}>
          <span className={styles.typeLabel}>{t.typeLabel}</span>
          <a className={styles.typeLink} href={typeProfilePath(user.type)}>
            {fill(t.typeValue, { code: user.type.toUpperCase(), title: typeOption?.title ?? user.type.toUpperCase() })}
          </a>
        </p>
      ) : (
        <p className={styles.typeLine}>{t.noType}</p>
      )}
      <div className={styles.identityActions}>
        {user.type ? null : (
          <a className="button" href={ROUTES.freeTest}>
            {t.takeTest}
          </a>
        )}
        <a className="button button-secondary" href={ROUTES.profileSettings}>
          {t.settings}
        </a>
      </div>
    </>
  );
}

/**
 * One saved result: the test (for the main test, its type linked to the type's profile), "latest"
 * on the newest, the completion date and, for the main test, the preference percentages.
 */
function SavedResult({
  item,
  latest,
  t,
  titleOf,
}: {
  item: SavedResultItem;
  latest: boolean;
  t: AccountTexts['profile'];
  titleOf: (code: string) => string;
}) {
  const summary = summarizeResult(item);
  return (
    <li className={styles.resultItem}>
      <div>
        <h3 className={styles.resultTitle}>
          {summary.kind === 'main' ? (
            <>
              {t.mainTest}:{' '}
              <a href={typeProfilePath(summary.code)} className={styles.resultCode}>
                {fill(t.typeValue, { code: summary.code, title: titleOf(summary.code) })}
              </a>
            </>
          ) : (
            summary.name
          )}
          {latest ? <span className={styles.badge}>{t.latest}</span> : null}
        </h3>
        <p className={styles.resultDate}>
          <time dateTime={item.completedAt}>{fill(t.completedOn, { date: resultDate(item.completedAt) })}</time>
        </p>
      </div>
      {summary.kind === 'main' && summary.preferences.length ? (
        <ul className={styles.preferences} aria-label={t.percentagesLabel}>
          {summary.preferences.map((preference) => (
            <li key={preference.letter} className={styles.preference}>
              {preferenceText(preference)}
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/**
 * /profile (issue 4 Screens): the avatar (type + gender + skin tone), name, type (a link to its
 * profile, or "Take the test"), every saved result with its date — newest first, retakes kept — and
 * the resend-by-e-mail action. Data comes client-side through SWR (GET /api/profile, GET
 * /api/test-results) with loading and error states.
 * @param typeOptions type titles from the CMS, for "INTJ – Mastermind" and the default gender
 * @param psychometrics the scales' current α and SD (bands of the history's movement statements)
 * @param poles pole names for the history charts
 * @param odds quiz.json `odds`: the retake odds wording shared with the result page
 */
export function ProfileView({
  texts,
  typeOptions,
  psychometrics,
  poles,
  odds,
}: {
  texts: AccountTexts;
  typeOptions: readonly TypeOption[];
  psychometrics: PsychometricsSummary;
  poles: PoleNames;
  odds: RetakeOddsTexts;
}) {
  const profile = useProfile();
  const results = useSavedResults();
  const t = texts.profile;
  const user = profile.data?.user;
  const typeOption = user ? typeOptions.find((option) => option.code === user.type) : undefined;
  const items = results.data ? newestFirst(results.data.items) : [];
  const titleOf = (code: string) => typeOptions.find((option) => option.code === code.toLowerCase())?.title ?? code;

  return (
    <div className={`container ${styles.page}`}>
      <h1 className={styles.title}>{t.heading}</h1>
      <div className={styles.profileGrid}>
        <section className={`card ${styles.identity}`} aria-label={user?.name || t.noName}>
          {profile.error ? (
            <LoadError text={t.loadError} error={profile.error} retry={t.retry} onRetry={() => void profile.mutate()} />
          ) : !user ? (
            <Skeleton label={t.loading} />
          ) : (
            <Identity user={user} typeOption={typeOption} t={t} />
          )}
        </section>

        <section className={`card ${styles.results}`} aria-labelledby="profile-results-heading">
          <div className={styles.resultsHead}>
            <h2 id="profile-results-heading">{t.resultsHeading}</h2>
          </div>
          {results.error ? (
            <LoadError text={t.resultsError} error={results.error} retry={t.retry} onRetry={() => void results.mutate()} />
          ) : !results.data ? (
            <Skeleton label={t.resultsLoading} />
          ) : items.length === 0 ? (
            <div className={styles.resend}>
              <p className={styles.muted}>{t.noResults}</p>
              <a className="button" href={ROUTES.freeTest}>
                {t.takeTest}
              </a>
            </div>
          ) : (
            <>
              <ol className={styles.resultList}>
                {items.map((item, index) => (
                  <SavedResult key={item.id} item={item} latest={index === 0} t={t} titleOf={titleOf} />
                ))}
              </ol>
              <PreferenceHistory
                series={preferenceHistory(items, precisionSource(psychometrics))}
                texts={t.history}
                poles={poles}
                odds={odds}
              />
              <ResendResult texts={t} />
            </>
          )}
        </section>
      </div>
    </div>
  );
}
