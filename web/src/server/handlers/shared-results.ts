/**
 * Shared results (issue 12 "Share my result"): create an unguessable public link to a free-test
 * result and revoke it. Open to signed-out visitors (no session is read); creation is limited per
 * client address (server/client-ip.ts), revocation needs the owner key returned at creation.
 */
import 'server-only';
import { DEFAULT_STATUS_MESSAGES } from '@/lib/api-errors';
import { sharedResultPath } from '@/lib/routes';
import { createOwnerKey, createShareToken } from '@/lib/share-token';
import { shareCreateBodySchema, shareRevokeBodySchema } from '@/lib/shared-result';
import { serverEnv } from '@/config/env';
import { accountsUnavailable } from '../deadlines';
import { ApiError } from '../http';
import type { RateLimitRule } from '../limits';
import { createSharedResult, revokeSharedResult } from '../repositories/shared-results';
import { route } from '../route';

/** New share links per client address: 20 an hour (a person shares a handful; no bulk hosting). */
export const SHARE_IP_LIMIT: RateLimitRule = {
  what: 'new share links of a result',
  max: 20,
  windowSeconds: 60 * 60,
  per: 'client address',
  key: 'share:ip',
  counted: 'up-front',
};

/**
 * POST /api/shared-results — body `{ result }` (lib/shared-result.ts) → 201
 * `{ token, ownerKey, path, url }`. 400 for a result that breaks the contract; 403 'Too many
 * attempts…' past {@link SHARE_IP_LIMIT} per client address; 403 cross-origin.
 */
export const postSharedResult = route(
  { sameOrigin: true, limits: { perClient: SHARE_IP_LIMIT }, body: shareCreateBodySchema, session: 'none' },
  async ({ body }) => {
    const ownerKey = createOwnerKey();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const token = createShareToken();
      if (await createSharedResult(token, body.result, ownerKey)) {
        const path = sharedResultPath(token);
        return { body: { token, ownerKey, path, url: new URL(path, serverEnv().siteUrl).href }, status: 201 };
      }
    }
    // 2^-128 per attempt: three collisions in a row do not happen; answer like an outage if they do.
    throw accountsUnavailable();
  },
);

/**
 * DELETE /api/shared-results — body `{ token, ownerKey }` → 200 `{ revoked: true }`; 404 'Not
 * found' for an unknown or already revoked token or a wrong owner key (one answer for all three).
 */
export const deleteSharedResult = route({ sameOrigin: true, body: shareRevokeBodySchema, session: 'none' }, async ({ body }) => {
  const outcome = await revokeSharedResult(body.token, body.ownerKey);
  if (outcome === 'not-found') throw new ApiError(404, DEFAULT_STATUS_MESSAGES[404]!);
  return { body: { revoked: true } };
});
