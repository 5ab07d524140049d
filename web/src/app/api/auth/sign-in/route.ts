/** POST /api/auth/sign-in — ID token → auth cookies (SPEC §7). */
import { signIn } from '@/server/accounts';
import { route } from '@/server/http';

export const POST = route(signIn);
