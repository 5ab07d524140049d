/** POST /api/password-reset — e-mails a password-reset link (SPEC §8 'Reset password error'). */
import { requestPasswordReset } from '@/server/accounts';
import { route } from '@/server/http';

export const POST = route(requestPasswordReset);
