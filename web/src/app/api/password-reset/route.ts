/** POST /api/password-reset — e-mails a password-reset link (SPEC §8 'Reset password error'). */
import { requestPasswordReset } from '@/server/handlers/password-reset';

export const POST = requestPasswordReset;
