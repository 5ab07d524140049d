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
    items.push({ userId: String(data.userId), completedAt: Number.isFinite(completedAt) ? completedAt : 0, answers: data.answers as Record<string, unknown> });
  }
  return { results: snapshot.size, items };
}
