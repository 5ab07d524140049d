/** GET /api/test-results — the signed-in user's saved results, newest first. */
import { getTestResults } from '@/server/handlers/test-results';

export const GET = getTestResults;
