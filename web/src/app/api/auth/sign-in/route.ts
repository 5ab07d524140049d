/** POST /api/auth/sign-in — ID token → auth cookies (SPEC §7). */
import { signIn } from '@/server/handlers/session';

export const POST = signIn;
