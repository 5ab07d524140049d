/** POST /api/secure-token — renews the ID token cookie with the refresh token (SPEC §7, §9). */
import { secureToken } from '@/server/accounts';
import { route } from '@/server/http';

export const POST = route(secureToken);
