/**
 * The `testResults` collection: one document per completed test per user — retakes are kept as
 * history. The document id is derived from (uid, test name, completion time), so saving the same
 * result twice (e.g. on every sign-in after taking the test signed out) stores it once. Every
 * operation runs with the Firestore deadline (`firestoreCall`).
 */
import 'server-only';
import { createHash } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { firestoreCall } from '../deadlines';
import { db } from '../firebase';

export const TEST_RESULTS_COLLECTION = 'testResults';

/** A saved result as the API answers it. */
export interface SavedTestResult {
  id: string;
  testName: string;
  /** The test's computed result (for the free test: type code + dichotomies). */
  result: unknown;
  /** Raw or per-scale scores, when the client sent them. */
  scores: Record<string, number> | null;
  answers: Record<string, unknown> | null;
  meta: Record<string, unknown>;
  /** ISO 8601. */
  completedAt: string;
}

/** The stable document id of a result. */
export function testResultId(uid: string, testName: string, completedAt: string): string {
  return createHash('sha256').update(`${uid}\u0000${testName}\u0000${completedAt}`).digest('hex').slice(0, 40);
}

function fromDocument(snapshot: FirebaseFirestore.DocumentSnapshot): SavedTestResult {
  const data = snapshot.data()!;
  return {
    id: snapshot.id,
    testName: String(data.testName),
    result: data.result ?? null,
    scores: data.scores ?? null,
    answers: data.answers ?? null,
    meta: data.meta ?? {},
    completedAt: data.completedAt instanceof Timestamp ? data.completedAt.toDate().toISOString() : String(data.completedAt),
  };
}

/**
 * Saves a result (idempotent per uid + test name + completion time).
 * @returns the document id and whether it was new
 */
export async function saveTestResult(
  uid: string,
  input: {
    testName: string;
    result: unknown;
    scores?: Record<string, number>;
    answers?: Record<string, unknown>;
    meta: { completedAt: string } & Record<string, unknown>;
  },
): Promise<{ id: string; created: boolean }> {
  const id = testResultId(uid, input.testName, input.meta.completedAt);
  const reference = db().collection(TEST_RESULTS_COLLECTION).doc(id);
  try {
    await firestoreCall(() =>
      reference.create({
        userId: uid,
        testName: input.testName,
        result: input.result,
        scores: input.scores ?? null,
        answers: input.answers ?? null,
        meta: input.meta,
        completedAt: Timestamp.fromDate(new Date(input.meta.completedAt)),
        savedAt: Timestamp.now(),
      }),
    );
    return { id, created: true };
  } catch (error) {
    if ((error as { code?: number }).code === 6) return { id, created: false }; // ALREADY_EXISTS
    throw error;
  }
}

/** Every saved result of a user, newest first. */
export async function listTestResults(uid: string): Promise<SavedTestResult[]> {
  const snapshot = await firestoreCall(() =>
    db().collection(TEST_RESULTS_COLLECTION).where('userId', '==', uid).orderBy('completedAt', 'desc').get(),
  );
  return snapshot.docs.map(fromDocument);
}

/** The newest saved result of a user, or null. */
export async function latestTestResult(uid: string): Promise<SavedTestResult | null> {
  const snapshot = await firestoreCall(() =>
    db().collection(TEST_RESULTS_COLLECTION).where('userId', '==', uid).orderBy('completedAt', 'desc').limit(1).get(),
  );
  return snapshot.empty ? null : fromDocument(snapshot.docs[0]!);
}

/** Deletes every saved result of a user. @returns how many were deleted */
export async function deleteTestResults(uid: string): Promise<number> {
  const snapshot = await firestoreCall(() => db().collection(TEST_RESULTS_COLLECTION).where('userId', '==', uid).get());
  const batch = db().batch();
  for (const document of snapshot.docs) batch.delete(document.ref);
  if (!snapshot.empty) await firestoreCall(() => batch.commit());
  return snapshot.size;
}
