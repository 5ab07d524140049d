/**
 * Shared results (issue 12): create, read and revoke a public link through the real Route
 * Handlers against the local Firestore server; the per-address limit on creation; what is stored
 * (no personal data) and that a revoked or unknown link reads as nothing.
 */
import { describe, expect, it } from 'vitest';
import { DELETE as revokeRoute, POST as createRoute } from '@/app/api/shared-results/route';
import { isOwnerKey, isShareToken, createShareToken, createOwnerKey } from '@/lib/share-token';
import type { SharedResult } from '@/lib/shared-result';
import { db } from '@/server/firebase';
import { SHARE_IP_LIMIT } from '@/server/handlers/shared-results';
import { SHARED_RESULTS_COLLECTION, readSharedResult } from '@/server/repositories/shared-results';
import { call } from './flows';
import { body, EVIL_ORIGIN, request, uniqueIp } from './support';

const RESULT: SharedResult = {
  type: 'ENFP',
  completedOn: '2026-03-14',
  scales: [
    { key: 'EI', percentage: 68, band: { low: 60, high: 76 } },
    { key: 'SN', percentage: 35 },
    { key: 'TF', percentage: 41.7, band: { low: 33, high: 50 } },
    { key: 'JP', percentage: 22 },
  ],
};

const TOO_MANY = 'Too many attempts, try again in a few minutes';

async function create(ip = uniqueIp(), result: unknown = RESULT) {
  const response = await call(createRoute, request('/api/shared-results', { body: { result }, ip }));
  return { status: response.status, json: await body(response) };
}

describe('shared results', () => {
  it('creates an unguessable link that reads back exactly the shared fields, and the owner revokes it', async () => {
    const created = await create();
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    const { token, ownerKey, path, url } = created.json as { token: string; ownerKey: string; path: string; url: string };
    expect(isShareToken(token)).toBe(true);
    expect(isOwnerKey(ownerKey)).toBe(true);
    expect(path).toBe(`/shared-result/${token}`);
    expect(url.endsWith(path)).toBe(true);

    expect(await readSharedResult(token)).toEqual(RESULT);
    // Stored: the result, the owner key's hash and the creation time — no uid, address or key.
    const stored = (await db().collection(SHARED_RESULTS_COLLECTION).doc(token).get()).data()!;
    expect(Object.keys(stored).sort()).toEqual(['createdAt', 'ownerKeyHash', 'result']);
    expect(JSON.stringify(stored)).not.toContain(ownerKey);

    // A wrong key (well-formed) and another token: 404, nothing revoked.
    const wrongKey = await call(
      revokeRoute,
      request('/api/shared-results', { method: 'DELETE', body: { token, ownerKey: createOwnerKey() } }),
    );
    expect(wrongKey.status).toBe(404);
    expect(await readSharedResult(token)).toEqual(RESULT);
    const otherToken = await call(
      revokeRoute,
      request('/api/shared-results', { method: 'DELETE', body: { token: createShareToken(), ownerKey } }),
    );
    expect(otherToken.status).toBe(404);
    // A revoke from another site is refused before anything is read.
    const crossSite = await call(
      revokeRoute,
      request('/api/shared-results', { method: 'DELETE', body: { token, ownerKey }, origin: EVIL_ORIGIN }),
    );
    expect(crossSite.status).toBe(403);

    const revoked = await call(revokeRoute, request('/api/shared-results', { method: 'DELETE', body: { token, ownerKey } }));
    expect(revoked.status).toBe(200);
    expect(await body(revoked)).toEqual({ revoked: true });
    expect(await readSharedResult(token)).toBeNull();
    const again = await call(revokeRoute, request('/api/shared-results', { method: 'DELETE', body: { token, ownerKey } }));
    expect(again.status).toBe(404);
  });

  it('gives every share its own token and owner key', async () => {
    const ip = uniqueIp();
    const [a, b] = [await create(ip), await create(ip)];
    expect(a.json.token).not.toBe(b.json.token);
    expect(a.json.ownerKey).not.toBe(b.json.ownerKey);
  });

  it('refuses results that break the contract (400) and malformed tokens read as nothing', async () => {
    for (const bad of [{ ...RESULT, type: 'ISTJ' }, { ...RESULT, email: 'a@b.c' }, { ...RESULT, scales: RESULT.scales.slice(1) }, 'INTJ']) {
      const { status, json } = await create(uniqueIp(), bad);
      expect(status, JSON.stringify(bad)).toBe(400);
      expect(json.code).toBe(400);
    }
    expect(await readSharedResult('../../users/x')).toBeNull();
    expect(await readSharedResult(createShareToken())).toBeNull();
  });

  it(`limits creation to ${SHARE_IP_LIMIT.max} per client address per hour (403), other addresses unaffected`, async () => {
    const ip = uniqueIp();
    for (let n = 0; n < SHARE_IP_LIMIT.max; n += 1) expect((await create(ip)).status).toBe(201);
    const over = await create(ip);
    expect(over.status).toBe(403);
    expect(over.json.message).toBe(TOO_MANY);
    expect((await create(uniqueIp())).status).toBe(201);
  });
});
