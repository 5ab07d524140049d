/**
 * Referrals (SPEC §3 browser storage `referrerId`, issue 27): POST /api/signup with the optional
 * `referrerId` through the real Route Handler against the local Auth and Firestore servers — what
 * lands on the new user's document, and the rule for everything else: a malformed id is refused
 * (400, nothing created), a well-formed share that does not exist is dropped (the account is made
 * without it).
 */
import { describe, expect, it } from 'vitest';
import { POST as signUp } from '@/app/api/signup/route';
import { createOwnerKey, createShareToken } from '@/lib/share-token';
import { db } from '@/server/firebase';
import { createSharedResult } from '@/server/repositories/shared-results';
import { call } from './flows';
import { body, emulatorSignInWithCustomToken, PASSWORD, request, uniqueEmail, uniqueIp } from './support';

/** Signs up with `referrerId`; returns the status and the new user's document (null when none was made). */
async function signUpWith(
  referrerId: unknown,
): Promise<{ status: number; user: FirebaseFirestore.DocumentData | null; answer: Record<string, unknown> }> {
  const email = uniqueEmail('referral');
  const response = await call(
    signUp,
    request('/api/signup', { ip: uniqueIp(), body: { email, password: PASSWORD, name: 'Referred', referrerId } }),
  );
  const answer = await body(response);
  if (response.status !== 201) {
    const left = await db().collection('users').where('email', '==', email).get();
    return { status: response.status, user: left.empty ? null : left.docs[0]!.data(), answer };
  }
  const { localId } = await emulatorSignInWithCustomToken(answer.token);
  return { status: response.status, user: (await db().collection('users').doc(localId).get()).data() ?? null, answer };
}

describe('POST /api/signup with a referrerId', () => {
  it('stores the share token of an existing shared result on the new user', async () => {
    const token = createShareToken();
    await createSharedResult(
      token,
      {
        type: 'INTJ',
        completedOn: '2026-11-20',
        scales: [
          { key: 'EI', percentage: 30 },
          { key: 'SN', percentage: 40 },
          { key: 'TF', percentage: 60 },
          { key: 'JP', percentage: 70 },
        ],
      },
      createOwnerKey(),
    );
    const { status, user } = await signUpWith(`share:${token}`);
    expect(status).toBe(201);
    expect(user).toMatchObject({ name: 'Referred', referrerId: `share:${token}` });
  });

  it("stores a campaign link's afid as given", async () => {
    const { status, user } = await signUpWith('afid:partner-7');
    expect(status).toBe(201);
    expect(user?.referrerId).toBe('afid:partner-7');
  });

  it('drops a well-formed share that does not exist (revoked or never made): the account is made without it', async () => {
    const { status, user } = await signUpWith(`share:${createShareToken()}`);
    expect(status).toBe(201);
    expect(user).not.toBeNull();
    expect(user).not.toHaveProperty('referrerId');
  });

  it('stores nothing without a referrerId', async () => {
    const { status, user } = await signUpWith(undefined);
    expect(status).toBe(201);
    expect(user).not.toHaveProperty('referrerId');
  });

  it.each([
    ['a number', 42],
    ['an object', { kind: 'share' }],
    ['no prefix', createShareToken()],
    ['a uid-looking value', 'user:abc123'],
    ['a malformed share token', 'share:not-a-token'],
    ['an afid with markup', 'afid:<script>'],
    ['an overlong value', `afid:${'a'.repeat(5000)}`],
  ])('refuses %s with 400 and creates nothing', async (_label, referrerId) => {
    const { status, user, answer } = await signUpWith(referrerId);
    expect(status).toBe(400);
    expect(answer).toMatchObject({ code: 400 });
    expect(user).toBeNull();
  });
});
