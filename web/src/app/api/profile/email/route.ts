/** PATCH /api/profile/email — new e-mail, then re-authentication in the browser (SPEC §7). */
import { patchEmail } from '@/server/handlers/profile';

export const PATCH = patchEmail;
