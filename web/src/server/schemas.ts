/**
 * zod schemas of the account calls' bodies and queries (strict: an unknown field is an error).
 * Password rules follow the identity provider's default policy (SPEC §5: minimum 6); the provider
 * has the last word (its WEAK_PASSWORD / invalid-password answers map to the same message).
 */
import 'server-only';
import { z } from 'zod';
import { NAME_MAX_LENGTH } from '@/lib/user-limits';
import { isReferrerId } from '@/lib/referrer-id';
import { testResultBodySchema } from '@/lib/test-result-record';

/** SPEC §5: the identity provider's default minimum password length. */
export const PASSWORD_MIN_LENGTH = 6;
/** Upper bound we accept (the provider's own limit is 4096 bytes). */
export const PASSWORD_MAX_LENGTH = 4096;

const email = z
  .string()
  .trim()
  .toLowerCase()
  .max(320)
  .pipe(z.email({ message: 'Enter a valid e-mail address' }));
const password = z
  .string()
  .min(PASSWORD_MIN_LENGTH, { message: `The password must be at least ${PASSWORD_MIN_LENGTH} characters` })
  .max(PASSWORD_MAX_LENGTH, { message: 'The password is too long' });
const name = z
  .string()
  .trim()
  .min(1, { message: 'Enter your name' })
  .max(NAME_MAX_LENGTH, { message: `The name must be at most ${NAME_MAX_LENGTH} characters` })
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  .refine((value) => !/[\u0000-\u001f\u007f<>]/.test(value), { message: 'The name contains characters that are not allowed' });
const gender = z.enum(['male', 'female', 'other', '']);
const typeCode = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^([ei][sn][tf][jp])?$/, { message: 'Unknown personality type' });
const skinTone = z.number().int().min(1).max(5);
const token = z.string().min(20).max(8192);

export const signInBody = z.strictObject({ idToken: token, refreshToken: z.string().min(10).max(4096).optional() });
/**
 * SPEC §3 `referrerId` (lib/referrer-id.ts): 'share:<share token>' or 'afid:<afid>'. Anything else
 * is refused with 400 like every other field — browsers only send ids they validated with the
 * same rule (and drop garbage they read), so only a hand-made request meets the refusal.
 */
const referrerId = z.string().max(100).refine(isReferrerId, 'Not a referrer id');
export const signUpBody = z.strictObject({
  email,
  password,
  name,
  gender: gender.optional(),
  type: typeCode.optional(),
  skinTone: skinTone.optional(),
  referrerId: referrerId.optional(),
});
export const emptyBody = z.strictObject({});
export const passwordResetBody = z.strictObject({ email });
export const changePasswordBody = z.strictObject({
  oobCode: z.string().min(1).max(2048),
  newPassword: z.string().min(1).max(PASSWORD_MAX_LENGTH),
});
export const profilePatchBody = z
  .strictObject({ name: name.optional(), gender: gender.optional(), type: typeCode.optional(), skinTone: skinTone.optional() })
  .refine((value) => Object.values(value).some((field) => field !== undefined), { message: 'Nothing to change' });
export const emailPatchBody = z.strictObject({ email });
export const passwordPatchBody = z.strictObject({ password });

/** Firestore Timestamps hold 0001-01-01T00:00:00Z … 9999-12-31T23:59:59.999Z; other cursor times cannot be queried. */
const FIRESTORE_TIME_RANGE_MS = { min: Date.parse('0001-01-01T00:00:00.000Z'), max: Date.parse('9999-12-31T23:59:59.999Z') } as const;

const isoDate = z.iso.datetime({ offset: true }).refine(
  (value) => {
    const time = Date.parse(value);
    return time >= FIRESTORE_TIME_RANGE_MS.min && time <= FIRESTORE_TIME_RANGE_MS.max;
  },
  { error: 'Invalid notifications cursor' },
);

/**
 * POST /api/test-result: the body schema the browser checks a stored record with before uploading
 * it (lib/test-result-record.ts) — one contract for both sides.
 */
export const testResultBody = testResultBodySchema;

const INVALID_CURSOR = 'Invalid notifications cursor';

/**
 * GET /api/notifications: no query (first page) or both cursor fields of the previous page's `next`.
 * Every refusal reads 'Invalid notifications cursor': the empty option carries the message too,
 * because zod (≥ 4.2) answers with the issues of the one option that did not abort instead of the
 * union's own error (`?foo=1`, `?afterId=x` alone).
 */
export const notificationsQuery = z.union(
  [
    z.strictObject({}, { error: INVALID_CURSOR }),
    z.strictObject({
      before: isoDate,
      afterId: z
        .string()
        .min(1)
        .max(128)
        .regex(/^[A-Za-z0-9_-]+$/),
    }),
  ],
  { error: INVALID_CURSOR },
);
