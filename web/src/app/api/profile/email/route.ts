/** PATCH /api/profile/email — new e-mail, then re-authentication in the browser (SPEC §7). */
import { patchEmail } from '@/server/accounts';
import { route } from '@/server/http';

export const PATCH = route(patchEmail);
