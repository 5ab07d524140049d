/** POST /api/auth/sign-out — clears the auth cookies and ends the server session (SPEC §4, §7). */
import { signOut } from '@/server/handlers/session';

export const POST = signOut;
