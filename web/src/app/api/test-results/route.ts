/** GET /api/test-results — the signed-in user's saved results, newest first. */
import { getTestResults } from '@/server/accounts';
import { route } from '@/server/http';

export const GET = route(getTestResults);
