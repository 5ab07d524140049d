/** PATCH /api/profile/password — new password, then re-authentication in the browser (SPEC §7). */
import { patchPassword } from '@/server/handlers/profile';

export const PATCH = patchPassword;
