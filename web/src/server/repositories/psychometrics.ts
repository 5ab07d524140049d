/**
 * The `psychometrics` collection (one document per test name, web/src/lib/psychometrics-record.ts)
 * and the read of stored answers the psychometrics job analyses. Every operation runs with the
 * Firestore deadline (`firestoreCall`).
 */
import 'server-only';
import { Timestamp } from 'firebase-admin/firestore';
import { PSYCHOMETRICS_COLLECTION, parsePsychometricsRecord, type PsychometricsRecord } from '@/lib/psychometrics-record';
import { firestoreCall } from '../deadlines';
import { db } from '../firebase';
import { TEST_RESULTS_COLLECTION } from './test-results';

/** The stored document of a test, validated; null when missing or invalid. */
export async function readPsychometrics(testName: string): Promise<PsychometricsRecord | null> {
  const snapshot = await firestoreCall(() => db().collection(PSYCHOMETRICS_COLLECTION).doc(testName).get());
  return snapshot.exists ? parsePsychometricsRecord(snapshot.data()) : null;
}

/** Replaces the document of `record.testName`. */
export async function writePsychometrics(record: PsychometricsRecord): Promise<void> {
  await firestoreCall(() => db().collection(PSYCHOMETRICS_COLLECTION).doc(record.testName).set(record));
}

/** One stored result's answers with its owner and completion time. */
export interface StoredAnswers {
  userId: string;
  /** ms since the epoch. */
  completedAt: number;
  answers: Record<string, unknown>;
}

/**
 * Every stored result of a test that carries answers (results saved without answers are skipped).
 * Reads the whole set at once: the local Firestore server ignores query cursors (STACK.md); fine
 * for tens of thousands of results, a job at larger scale would page by `completedAt` ranges.
 * @returns the answers and the number of results read
 */
export async function listStoredAnswers(testName: string): Promise<{ results: number; items: StoredAnswers[] }> {
  const snapshot = await firestoreCall(() => db().collection(TEST_RESULTS_COLLECTION).where('testName', '==', testName).get());
  const items: StoredAnswers[] = [];
  for (const document of snapshot.docs) {
    const data = document.data();
    if (!data.answers || typeof data.answers !== 'object' || Array.isArray(data.answers)) continue;
    const completedAt = data.completedAt instanceof Timestamp ? data.completedAt.toMillis() : Date.parse(String(data.completedAt));
    items.push({
      userId: String(data.userId),
      completedAt: Number.isFinite(completedAt) ? completedAt : 0,
      answers: data.answers as Record<string, unknown>,
    });
  }
  return { results: snapshot.size, items };
}

/**
 * Firestore collection of the job's run state, one document per test name: `pending` — stored
 * results counted since the last claimed run; `leaseUntil` — ms since the epoch until which a
 * claimed run holds the job (no other instance starts one before).
 */
export const PSYCHOMETRICS_RUNS_COLLECTION = 'psychometricsRuns';

/** How long a claimed run holds the job before another may start (a crashed run frees it then). */
export const PSYCHOMETRICS_LEASE_MS = 10 * 60 * 1000;

function runsReference(testName: string) {
  return db().collection(PSYCHOMETRICS_RUNS_COLLECTION).doc(testName);
}

/**
 * Counts one newly stored result and claims a run when it completes a batch (transactionally, so
 * it holds across server instances): when `pending + 1 ≥ every` and no lease is held, `pending`
 * goes back to 0 and a lease of {@link PSYCHOMETRICS_LEASE_MS} is taken.
 * @param every results per run (integer ≥ 1)
 * @param now ms since the epoch
 * @returns true when the caller claimed a run (it must call {@link releasePsychometricsRun} after)
 */
export async function countStoredResult(testName: string, every: number, now = Date.now()): Promise<boolean> {
  const reference = runsReference(testName);
  return firestoreCall(() =>
    db().runTransaction(async (transaction) => {
      const data = (await transaction.get(reference)).data() as { pending?: number; leaseUntil?: number } | undefined;
      const pending = (typeof data?.pending === 'number' ? data.pending : 0) + 1;
      const leased = typeof data?.leaseUntil === 'number' && data.leaseUntil > now;
      if (pending >= every && !leased) {
        transaction.set(reference, { pending: 0, leaseUntil: now + PSYCHOMETRICS_LEASE_MS });
        return true;
      }
      transaction.set(reference, { pending, leaseUntil: data?.leaseUntil ?? 0 });
      return false;
    }),
  );
}

/**
 * Claims a run whatever the count (the scheduled job): false while another run holds the lease.
 * @param now ms since the epoch
 */
export async function claimPsychometricsRun(testName: string, now = Date.now()): Promise<boolean> {
  const reference = runsReference(testName);
  return firestoreCall(() =>
    db().runTransaction(async (transaction) => {
      const data = (await transaction.get(reference)).data() as { leaseUntil?: number } | undefined;
      if (typeof data?.leaseUntil === 'number' && data.leaseUntil > now) return false;
      transaction.set(reference, { pending: 0, leaseUntil: now + PSYCHOMETRICS_LEASE_MS });
      return true;
    }),
  );
}

/** Frees the lease of a claimed run (finished or failed). */
export async function releasePsychometricsRun(testName: string): Promise<void> {
  await firestoreCall(() => runsReference(testName).set({ leaseUntil: 0 }, { merge: true }));
}
