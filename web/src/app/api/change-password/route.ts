/** POST /api/change-password — password-reset confirmation with oobCode and newPassword (SPEC §7). */
import { changePassword } from '@/server/handlers/password-reset';

export const POST = changePassword;
