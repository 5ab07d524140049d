/**
 * The Firestore claims that enforce the billing rules (rules.ts) under concurrency. Every claim is
 * a `create()` of a document with a deterministic id, which fails with ALREADY_EXISTS for all but
 * one of any number of parallel callers — on Cloud Firestore and on the local Firestore server alike,
 * with or without transaction isolation:
 *
 * | collection | document id | what one document means |
 * |---|---|---|
 * | `billingPremium` | `{uid}~{n}` (n = 0, 1, 2, … without gaps) | the n-th claim of the user's one Premium: `{ uid, key, claimedAt, released }`; the highest n is the holder |
 * | `billingClaims` | `{kind}:{id}` | a one-time step was taken: a checkout session paid (`pay:{session}`), a duplicate refunded (`refund:{key}`) |
 * | `billingNonces` | sha256 of `{scope}:{nonce}` | a signed control call was made (refused when replayed) |
 * | `billingCheckouts` | the provider's session id | an open checkout of a user (both providers), so a new one expires the others |
 */
import 'server-only';
import { createHash } from 'node:crypto';
import { Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import { firestoreCall } from '../deadlines';
import { db } from '../firebase';
import { ApiError } from '../http';
import { blocksNewPremium, claimHolds, type EntryFacts, type PremiumClaim } from './rules';

export const PREMIUM_CLAIMS_COLLECTION = 'billingPremium';
export const ONCE_COLLECTION = 'billingClaims';
export const NONCES_COLLECTION = 'billingNonces';
export const CHECKOUTS_COLLECTION = 'billingCheckouts';

/** The 503 of a payment provider that is unreachable, failing or too slow (Retry-After is added by http.ts). */
export function paymentsUnavailable(): ApiError {
  return new ApiError(503, 'Payments are not available right now. Nothing was charged; try again in a minute.');
}

const isAlreadyExists = (error: unknown) => (error as { code?: unknown })?.code === 6;

/**
 * Takes a one-time step: creates `billingClaims/{id}`.
 * @returns true for the one caller that created it, false for every other (ALREADY_EXISTS)
 */
export async function claimOnce(id: string, data: Record<string, unknown> = {}): Promise<boolean> {
  try {
    await firestoreCall(() =>
      db()
        .collection(ONCE_COLLECTION)
        .doc(id)
        .create({ ...data, at: Timestamp.now() }),
    );
    return true;
  } catch (error) {
    if (isAlreadyExists(error)) return false;
    throw error;
  }
}

/** Undoes {@link claimOnce} (a step that failed before it took effect). */
export async function releaseOnce(id: string): Promise<void> {
  await firestoreCall(() => db().collection(ONCE_COLLECTION).doc(id).delete());
}

const claimRef = (uid: string, n: number) => db().collection(PREMIUM_CLAIMS_COLLECTION).doc(`${uid}~${n}`);

function toClaim(snapshot: DocumentSnapshot): PremiumClaim {
  const claimedAt = snapshot.get('claimedAt');
  return {
    key: String(snapshot.get('key') ?? ''),
    claimedAt: claimedAt instanceof Timestamp ? claimedAt.toMillis() : 0,
    released: snapshot.get('released') === true,
  };
}

/** The user's latest premium claim and the index of the next one (claims are numbered without gaps). */
async function latestClaim(uid: string): Promise<{ latest: PremiumClaim | null; next: number }> {
  const PAGE = 4;
  let latest: PremiumClaim | null = null;
  for (let start = 0; ; start += PAGE) {
    const refs = Array.from({ length: PAGE }, (_, i) => claimRef(uid, start + i));
    const snapshots = await firestoreCall(() => db().getAll(...refs));
    for (let i = 0; i < PAGE; i += 1) {
      if (!snapshots[i]!.exists) return { latest, next: start + i };
      latest = toClaim(snapshots[i]!);
    }
  }
}

/** What {@link claimPremium} decided. */
export type PremiumOutcome = { outcome: 'held' | 'claimed' } | { outcome: 'taken'; holder: string };

/**
 * Rule 1 (rules.ts `blocksNewPremium`): makes `key` the user's one Premium, or says which key holds
 * it. `held`: `key` already holds it; `claimed`: it did not and now does (a new numbered claim,
 * created with `create()`, so of parallel claimers exactly one wins and the others re-read and see
 * the winner); `taken`: another key holds it.
 * @param entries reads the user's entries (called again after a lost race)
 * @throws ApiError 503 when the claim cannot be settled after a few races (never in practice)
 */
export async function claimPremium(input: {
  uid: string;
  key: string;
  entries: () => Promise<Record<string, EntryFacts>>;
  now?: () => number;
}): Promise<PremiumOutcome> {
  const now = input.now ?? Date.now;
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const [{ latest, next }, entries] = await Promise.all([latestClaim(input.uid), input.entries()]);
    const blocker = blocksNewPremium(input.key, entries, latest, now());
    if (blocker) return { outcome: 'taken', holder: blocker };
    // The key holds the latest claim and that claim still counts: nothing to create.
    // (A lapsed holder that pays again claims anew, so it races fairly with a new purchase.)
    if (latest && latest.key === input.key && claimHolds(latest, entries[input.key], now())) return { outcome: 'held' };
    try {
      await firestoreCall(() =>
        claimRef(input.uid, next).create({ uid: input.uid, key: input.key, claimedAt: Timestamp.fromMillis(now()), released: false }),
      );
      return { outcome: 'claimed' };
    } catch (error) {
      if (!isAlreadyExists(error)) throw error;
    }
  }
  throw new ApiError(503, 'Too many payments at once. Try again in a minute.');
}

/**
 * Rule 1 when a checkout starts: the key that holds the user's Premium (an entry that gives access,
 * or a payment in progress), or null when the user may buy.
 */
export async function premiumHolder(uid: string, entries: Record<string, EntryFacts>): Promise<string | null> {
  const { latest } = await latestClaim(uid);
  return blocksNewPremium(null, entries, latest, Date.now());
}

/** Gives up a claim `key` made for a payment that did not happen (only while it is the latest). */
export async function releasePremium(uid: string, key: string): Promise<void> {
  const { latest, next } = await latestClaim(uid);
  if (latest && latest.key === key && next > 0) await firestoreCall(() => claimRef(uid, next - 1).update({ released: true }));
}

/**
 * Records a signed control call's nonce (rules.ts `NONCE_PATTERN`). Nonces need keeping only as
 * long as a signature is accepted (±5 min): `expireAt` is there for a Firestore TTL policy.
 * @throws ApiError 409 when the nonce was used before (a replayed call)
 */
export async function consumeNonce(scope: string, nonce: string): Promise<void> {
  const id = createHash('sha256').update(`${scope}:${nonce}`).digest('hex');
  try {
    await firestoreCall(() =>
      db()
        .collection(NONCES_COLLECTION)
        .doc(id)
        .create({ scope, at: Timestamp.now(), expireAt: Timestamp.fromMillis(Date.now() + 24 * 3600 * 1000) }),
    );
  } catch (error) {
    if (isAlreadyExists(error)) throw new ApiError(409, 'This call was already made (its nonce was used): sign a new one.');
    throw error;
  }
}

/** Records a new open checkout session of a user (both providers). */
export async function recordCheckout(input: {
  uid: string;
  sessionId: string;
  provider: 'local' | 'stripe';
  createdAt?: number;
}): Promise<void> {
  const createdMs = input.createdAt ?? Date.now();
  await firestoreCall(() =>
    db()
      .collection(CHECKOUTS_COLLECTION)
      .doc(input.sessionId)
      .set({ uid: input.uid, provider: input.provider, status: 'open', createdMs, createdAt: Timestamp.fromMillis(createdMs) }),
  );
}

/** Marks a checkout session complete or expired in the registry. */
export async function markCheckout(sessionId: string, status: 'complete' | 'expired'): Promise<void> {
  await firestoreCall(() => db().collection(CHECKOUTS_COLLECTION).doc(sessionId).set({ status }, { merge: true }));
}

/**
 * Rule 1, "opening a new checkout expires the user's other open ones": after recording its own
 * session, every caller reads the user's open sessions and expires all but the newest (by
 * `createdMs`, then id). All callers agree on the newest, and the last caller to read sees every
 * session, so of any number of parallel checkouts one stays open.
 * @param expire the provider's expiry of one session (errors are logged: a session paid meanwhile cannot expire)
 * @returns the ids expired by this call
 */
export async function supersedeCheckouts(uid: string, expire: (sessionId: string) => Promise<void>): Promise<string[]> {
  const snapshot = await firestoreCall(() =>
    db().collection(CHECKOUTS_COLLECTION).where('uid', '==', uid).where('status', '==', 'open').get(),
  );
  const open = snapshot.docs
    .map((doc) => ({ id: doc.id, createdMs: Number(doc.get('createdMs') ?? 0) }))
    .sort((a, b) => a.createdMs - b.createdMs || a.id.localeCompare(b.id));
  const stale = open.slice(0, -1).map((session) => session.id);
  await Promise.all(
    stale.map(async (sessionId) => {
      await markCheckout(sessionId, 'expired');
      await expire(sessionId).catch((error: unknown) =>
        console.warn(`[billing] could not expire checkout ${sessionId}:`, error instanceof Error ? error.message : String(error)),
      );
    }),
  );
  return stale;
}
