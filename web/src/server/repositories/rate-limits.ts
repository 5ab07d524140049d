/**
 * Fixed-window attempt counters in Firestore (`rateLimits`, one document per key hash), so the
 * limit holds across server instances. Used for sign-in (SPEC §8 "Too many attempts…").
 */
import 'server-only';
import { createHash } from 'node:crypto';
import { firestoreCall } from '../deadlines';
import { db } from '../firebase';

export const RATE_LIMITS_COLLECTION = 'rateLimits';

/** A limit: at most `max` hits per `windowSeconds`. */
export interface RateLimit {
  max: number;
  windowSeconds: number;
}

function reference(key: string) {
  return db().collection(RATE_LIMITS_COLLECTION).doc(createHash('sha256').update(key).digest('hex'));
}

/**
 * @param key e.g. 'sign-in:ip:203.0.113.9'
 * @returns true when the key already used up its window (no hit is recorded)
 */
export async function isRateLimited(key: string, limit: RateLimit, now = Date.now()): Promise<boolean> {
  const snapshot = await firestoreCall(() => reference(key).get());
  const data = snapshot.data() as { count?: number; windowStart?: number } | undefined;
  if (!data || typeof data.windowStart !== 'number' || now - data.windowStart >= limit.windowSeconds * 1000) return false;
  return (data.count ?? 0) >= limit.max;
}

/**
 * Records one hit (transactionally).
 * @returns true when this hit went over the limit
 */
export async function recordHit(key: string, limit: RateLimit, now = Date.now()): Promise<boolean> {
  const ref = reference(key);
  return firestoreCall(() =>
    db().runTransaction(async (transaction) => {
      const snapshot = await transaction.get(ref);
      const data = snapshot.data() as { count?: number; windowStart?: number } | undefined;
      const fresh = !data || typeof data.windowStart !== 'number' || now - data.windowStart >= limit.windowSeconds * 1000;
      const count = fresh ? 1 : (data!.count ?? 0) + 1;
      transaction.set(ref, {
        count,
        windowStart: fresh ? now : data!.windowStart,
        expiresAt: new Date((fresh ? now : data!.windowStart!) + limit.windowSeconds * 1000),
      });
      return count > limit.max;
    }),
  );
}
