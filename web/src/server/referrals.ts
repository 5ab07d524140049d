/**
 * Referrals (SPEC §3 browser storage `referrerId`, issue 27): what a new account records about the
 * referring link its visitor arrived by, so "who brought whom" can be counted — users grouped by
 * the `referrerId` of their profile document (server/repositories/users.ts).
 */
import 'server-only';
import { referrerOf } from '@/lib/referrer-id';
import { readSharedResult } from './repositories/shared-results';

/**
 * The referrer id to store on a new account, resolved on the server.
 * @param referrerId the sign-up body's `referrerId` (already validated by server/schemas.ts), if any
 * @returns `share:<token>` when that shared result exists now (a revoked or unknown link brought
 *   nobody countable: null — the share document holds no uid, so the share token itself is what is
 *   counted; its owner stays anonymous, as issue 12 promises); `afid:<afid>` as given (there is
 *   no affiliate registry to check it against); null without an id. A referral never blocks a
 *   sign-up: an unusable one is dropped.
 * @throws the Firestore outage errors of `firestoreCall` (the sign-up then fails before anything is made)
 */
export async function referrerIdToStore(referrerId: string | undefined): Promise<string | null> {
  const referrer = referrerOf(referrerId);
  if (!referrer) return null;
  if (referrer.kind === 'afid') return referrerId!;
  return (await readSharedResult(referrer.token)) ? referrerId! : null;
}
