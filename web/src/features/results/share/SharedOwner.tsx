'use client';

import { type ReactNode, useState, useSyncExternalStore } from 'react';
import { api, ApiRequestError } from '@/lib/api-client';
import { ROUTES } from '@/lib/routes';
import { ownedShareOf, ownedText, subscribeOwned, writeOwned } from './owned-shares';
import styles from './Share.module.css';

/** Texts of the owner's view of their shared page (share.json `owner`), built by ./labels.ts. */
export interface SharedOwnerLabels {
  title: string;
  text: string;
  revoke: string;
  revoking: string;
  error: string;
  resultLink: string;
}

/**
 * This browser's stored link of `token` (./owned-shares.ts), or null — always null while server
 * rendering and hydrating, so the page's HTML is the visitor view for everyone.
 */
function useOwnedShare(token: string) {
  const text = useSyncExternalStore(subscribeOwned, ownedText, () => null);
  return text === null ? null : ownedShareOf(text, token);
}

/**
 * A text of the shared page that reads differently for the link's owner (issue 24 §5): `visitor`
 * in the HTML, `owner` after hydration when this browser created the link (it holds its owner key).
 */
export function OwnerText({ token, visitor, owner }: { token: string; visitor: string; owner: string }) {
  return <>{useOwnedShare(token) ? owner : visitor}</>;
}

/**
 * The shared page's call to action: `children` (the visitor's "Take the test and compare") for
 * everyone, replaced after hydration — for the link's owner — by "Your shared result" with "Stop
 * sharing" (DELETE /api/shared-results with the owner key; the page then reloads and says the
 * result is no longer shared) and a link to the full result page.
 */
export function SharedOwnerSwitch({ token, labels, children }: { token: string; labels: SharedOwnerLabels; children: ReactNode }) {
  const owned = useOwnedShare(token);
  const [status, setStatus] = useState<'idle' | 'revoking' | 'error'>('idle');
  if (!owned) return <>{children}</>;

  const revoke = async () => {
    setStatus('revoking');
    try {
      await api.del('/api/shared-results', { token, ownerKey: owned.share.ownerKey });
    } catch (error) {
      // 404: already revoked (e.g. from another tab) — forget it all the same.
      if (!(error instanceof ApiRequestError && error.status === 404)) {
        setStatus('error');
        return;
      }
    }
    writeOwned(owned.completedAt, null);
    window.location.reload();
  };

  return (
    <section className={`card ${styles.ctaCard}`} aria-labelledby="shared-owner" data-testid="shared-owner">
      <h2 id="shared-owner">{labels.title}</h2>
      <p>{labels.text}</p>
      <div className={styles.actions}>
        <button type="button" className="button" disabled={status === 'revoking'} onClick={() => void revoke()}>
          {status === 'revoking' ? labels.revoking : labels.revoke}
        </button>
        <a href={ROUTES.freeTestResult} className="button button-secondary">
          {labels.resultLink}
        </a>
      </div>
      <p role="status" className={styles.status}>
        {status === 'error' ? labels.error : ''}
      </p>
    </section>
  );
}
