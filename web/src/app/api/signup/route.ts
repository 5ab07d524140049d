/** POST /api/signup — creates the account; answers a custom token to sign in with (SPEC §7). */
import { signUp } from '@/server/handlers/session';

export const POST = signUp;
