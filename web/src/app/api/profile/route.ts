/** /api/profile — GET the user, PATCH name/gender/type/skin tone, DELETE the account (SPEC §7). */
import { deleteAccount, patchProfile, readProfile } from '@/server/accounts';
import { route } from '@/server/http';

export const GET = route(readProfile);
export const PATCH = route(patchProfile);
export const DELETE = route(deleteAccount);
