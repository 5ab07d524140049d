/** POST /api/test-result — saves a completed test for the signed-in user (SPEC §7). */
import { postTestResult } from '@/server/accounts';
import { route } from '@/server/http';

export const POST = route(postTestResult);
