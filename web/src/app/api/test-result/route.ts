/** POST /api/test-result — the test submit (SPEC §7): saves a completed test, and any additional schemas' results, for the signed-in user. */
import { getTestNames } from '@/content/toolkit';
import { postTestResult } from '@/server/handlers/test-results';

export const POST = postTestResult({ testNames: getTestNames });
