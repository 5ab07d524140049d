/** POST /api/auth/sign-out — clears the auth cookies and ends the server session (SPEC §4, §7). */
import { signOut } from '@/server/accounts';
import { route } from '@/server/http';

export const POST = route(signOut);
