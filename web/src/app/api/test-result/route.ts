/** POST /api/test-result — saves a completed test for the signed-in user (SPEC §7); new free-test results count towards the next psychometrics run. */
import { freeTestPsychometrics } from '@/features/scoring/psychometrics-runner';
import { testResultRoute } from '@/server/handlers/test-results';

export const POST = testResultRoute((testName) => freeTestPsychometrics.noteStored(testName));
