'use client';

import { useMemo, useState, useSyncExternalStore } from 'react';
import { fill } from '@/i18n/template';
import { FREE_TEST_NAME } from '@/features/results/storage-keys';
import { useStoredResult } from '@/features/results/useStoredResult';
import { api, ApiRequestError } from '@/lib/api-client';
import type { PsychometricsSummary } from '@/lib/psychometrics-record';
import { ownedText, readOwned, subscribeOwned, writeOwned } from './owned-shares';
import { shareLinks, type OwnedShare } from './share-links';
import styles from './Share.module.css';

/** Texts of the share box (share.json `share`), built by ./labels.ts. */
export interface ShareLabels {
  title: string;
  intro: string;
  create: string;
  creating: string;
  linkLabel: string;
  native: string;
  copy: string;
  copied: string;
  copyFailed: string;
  networks: string;
  email: string;
  /** Template with `{{type}}`. */
  shareText: string;
  revoke: string;
  revoked: string;
  error: string;
  tooMany: string;
}

const noSubscription = () => () => {};

type Status = 'idle' | 'creating' | 'error' | 'too-many' | 'revoked';

/**
 * "Share my result" (issue 12), opt-in: for the free-test result stored in this browser, creates
 * a public link (POST /api/shared-results: type, scores, bands and retake odds — score ± BAND_WIDTH_SEM·SEM with the current
 * `psychometrics`, else the prior — and the day; nothing personal) on click,
 * then offers the Web Share API (`navigator.share`, phones) with a copy-link fallback, plain links
 * for the big networks (no third-party scripts) and "Stop sharing" (DELETE with the owner key,
 * which only this browser keeps, in local storage `shared_links`). Renders nothing without a result.
 */
export function ShareResultClient({ labels, psychometrics }: { labels: ShareLabels; psychometrics: PsychometricsSummary }) {
  const record = useStoredResult(FREE_TEST_NAME);
  const completedAt = record?.meta.completedAt ?? null;
  const type = (record?.result as { type?: unknown } | undefined)?.type;
  const stored = useSyncExternalStore(subscribeOwned, ownedText, () => null);
  const share = useMemo(() => (completedAt && stored ? (readOwned()[completedAt] ?? null) : null), [completedAt, stored]);
  const canShare = useSyncExternalStore(
    noSubscription,
    () => typeof navigator.share === 'function',
    () => false,
  );
  const [status, setStatus] = useState<Status>('idle');
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);

  if (!record || !completedAt || typeof type !== 'string') return null;
  const text = fill(labels.shareText, { type });

  const create = async () => {
    setStatus('creating');
    try {
      const { bandedSharedResult } = await import('./banded');
      const result = bandedSharedResult(record.result, completedAt, psychometrics);
      if (!result) throw new Error('The stored result cannot be shared');
      const created = await api.post<OwnedShare>('/api/shared-results', { result });
      const owned = { token: created.token, ownerKey: created.ownerKey, url: created.url };
      writeOwned(completedAt, owned);
      setStatus('idle');
    } catch (error) {
      setStatus(error instanceof ApiRequestError && error.status === 403 ? 'too-many' : 'error');
    }
  };

  const revoke = async () => {
    if (!share) return;
    try {
      await api.del('/api/shared-results', { token: share.token, ownerKey: share.ownerKey });
    } catch (error) {
      if (!(error instanceof ApiRequestError && error.status === 404)) {
        setStatus('error');
        return;
      }
    }
    writeOwned(completedAt, null);
    setCopied(null);
    setStatus('revoked');
  };

  const copy = async () => {
    if (!share) return;
    try {
      await navigator.clipboard.writeText(share.url);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };

  return (
    <section className={`card ${styles.share}`} aria-labelledby="share-title">
      <h2 id="share-title">{labels.title}</h2>
      <p>{labels.intro}</p>
      {share ? (
        <SharedLink labels={labels} share={share} text={text} canShare={canShare} copied={copied} onCopy={copy} onRevoke={revoke} />
      ) : (
        <>
          <button type="button" className="button" disabled={status === 'creating'} onClick={() => void create()}>
            {status === 'creating' ? labels.creating : labels.create}
          </button>
          <p role="status" className={styles.status}>
            {status === 'error' ? labels.error : status === 'too-many' ? labels.tooMany : status === 'revoked' ? labels.revoked : ''}
          </p>
        </>
      )}
    </section>
  );
}

/**
 * The share box once a link exists: the link (selected on focus), the Web Share button where the
 * browser has one, copy (with its status line), "Stop sharing", and plain links for the networks.
 * @param props.text the share text; props.copied the outcome of the last copy (null: none yet)
 */
function SharedLink({
  labels,
  share,
  text,
  canShare,
  copied,
  onCopy,
  onRevoke,
}: {
  labels: ShareLabels;
  share: OwnedShare;
  text: string;
  canShare: boolean;
  copied: 'yes' | 'failed' | null;
  onCopy: () => Promise<void>;
  onRevoke: () => Promise<void>;
}) {
  return (
    <>
      <label className={styles.linkLabel} htmlFor="share-url">
        {labels.linkLabel}
      </label>
      <input id="share-url" className={styles.link} readOnly value={share.url} onFocus={(event) => event.currentTarget.select()} />
      <div className={styles.buttons}>
        {canShare ? (
          <button
            type="button"
            className="button"
            onClick={() => void navigator.share({ title: text, text, url: share.url }).catch(() => undefined)}
          >
            {labels.native}
          </button>
        ) : null}
        <button type="button" className={canShare ? 'button button-secondary' : 'button'} onClick={() => void onCopy()}>
          {labels.copy}
        </button>
        <button type="button" className="button button-secondary" onClick={() => void onRevoke()}>
          {labels.revoke}
        </button>
      </div>
      <p role="status" className={styles.status}>
        {copied === 'yes' ? labels.copied : copied === 'failed' ? labels.copyFailed : ''}
      </p>
      <p className={styles.networksTitle}>{labels.networks}</p>
      <ul className={styles.networks}>
        {shareLinks(share.url, text, labels.email).map((link) => (
          <li key={link.name}>
            <a href={link.href} target="_blank" rel="noopener noreferrer">
              {link.name}
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}
