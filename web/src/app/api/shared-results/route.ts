/** POST /api/shared-results (create a public link to a result), DELETE (revoke it) — issue 12. */
import { deleteSharedResult, postSharedResult } from '@/server/handlers/shared-results';

export const POST = postSharedResult;
export const DELETE = deleteSharedResult;
