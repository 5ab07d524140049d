/** PATCH /api/profile/password — new password, then re-authentication in the browser (SPEC §7). */
import { patchPassword } from '@/server/accounts';
import { route } from '@/server/http';

export const PATCH = route(patchPassword);
