/**
 * The `sharedResults` collection (issue 12 "Share my result"): one document per public link, keyed
 * by its unguessable share token (lib/share-token.ts). A document holds the shared result (type,
 * scores, bands, completion day — no personal data, lib/shared-result.ts), its creation time and
 * the SHA-256 of the owner key that may revoke it; never a uid, e-mail or address. Revoking deletes
 * the document, so a revoked link answers like one that never existed. Every operation runs with
 * the Firestore deadline (`firestoreCall`).
 */
import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';
import { sharedResultSchema, type SharedResult } from '@/lib/shared-result';
import { isShareToken } from '@/lib/share-token';
import { firestoreCall } from '../deadlines';
import { db } from '../firebase';

export const SHARED_RESULTS_COLLECTION = 'sharedResults';

/** SHA-256 (hex) of an owner key, as stored. */
export function ownerKeyHash(ownerKey: string): string {
  return createHash('sha256').update(ownerKey).digest('hex');
}

const reference = (token: string) => db().collection(SHARED_RESULTS_COLLECTION).doc(token);

/**
 * Stores a new shared result under `token`.
 * @returns false when the token is already taken (the caller draws a new one)
 */
export async function createSharedResult(token: string, result: SharedResult, ownerKey: string, now = new Date()): Promise<boolean> {
  try {
    await firestoreCall(() => reference(token).create({ result, ownerKeyHash: ownerKeyHash(ownerKey), createdAt: now }));
    return true;
  } catch (error) {
    if ((error as { code?: unknown }).code === 6) return false; // ALREADY_EXISTS
    throw error;
  }
}

/**
 * The shared result of a token, or null when the token is malformed, unknown, revoked or the
 * stored document no longer matches the contract.
 * @throws the Firestore outage errors of `firestoreCall`
 */
export async function readSharedResult(token: string): Promise<SharedResult | null> {
  if (!isShareToken(token)) return null;
  const snapshot = await firestoreCall(() => reference(token).get());
  if (!snapshot.exists) return null;
  const parsed = sharedResultSchema.safeParse(snapshot.get('result'));
  return parsed.success ? parsed.data : null;
}

/**
 * Deletes a shared result when `ownerKey` is its owner key (constant-time comparison of hashes).
 * @returns 'revoked', or 'not-found' for an unknown token or a wrong key (one answer for both, so
 *   the call tells nothing about other people's links)
 */
export async function revokeSharedResult(token: string, ownerKey: string): Promise<'revoked' | 'not-found'> {
  const ref = reference(token);
  return firestoreCall(() =>
    db().runTransaction(async (transaction) => {
      const snapshot = await transaction.get(ref);
      const stored = snapshot.exists ? snapshot.get('ownerKeyHash') : null;
      if (typeof stored !== 'string' || stored.length !== 64) return 'not-found' as const;
      const matches = timingSafeEqual(Buffer.from(stored, 'hex'), Buffer.from(ownerKeyHash(ownerKey), 'hex'));
      if (!matches) return 'not-found' as const;
      transaction.delete(ref);
      return 'revoked' as const;
    }),
  );
}
