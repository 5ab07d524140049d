/** POST /api/secure-token — renews the ID token cookie with the refresh token (SPEC §7, §9). */
import { secureToken } from '@/server/handlers/session';

export const POST = secureToken;
