/** POST /api/test-result — saves a completed test for the signed-in user (SPEC §7). */
import { postTestResult } from '@/server/handlers/test-results';

export const POST = postTestResult;
