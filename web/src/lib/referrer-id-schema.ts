/**
 * The zod schema of a referrer id (SPEC §3 `referrerId`; lib/referrer-id.ts `isReferrerId` is the
 * rule), apart from lib/referrer-id.ts so the campaign tracker that keeps the id loads no zod.
 */
import * as z from 'zod/mini';
import { isReferrerId } from './referrer-id';

/** zod schema of a referrer id: a string for which {@link isReferrerId} holds. */
export const referrerIdSchema = z.string().check(z.refine(isReferrerId, { message: 'Not a referrer id' }));
