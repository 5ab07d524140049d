/** POST /api/change-password — password-reset confirmation with oobCode and newPassword (SPEC §7). */
import { changePassword } from '@/server/accounts';
import { route } from '@/server/http';

export const POST = route(changePassword);
