/** /api/profile — GET the user, PATCH name/gender/type/skin tone, DELETE the account (SPEC §7). */
import { deleteAccount, patchProfile, readProfile } from '@/server/handlers/profile';

export const GET = readProfile;
export const PATCH = patchProfile;
export const DELETE = deleteAccount;
