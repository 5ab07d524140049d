/**
 * POST /api/test-result — the test submit (SPEC §7): saves a completed test, and any additional
 * schemas' results, for the signed-in user; new free-test results count towards the next
 * psychometrics run.
 */
import { getTestNames } from '@/content/toolkit';
import { freeTestPsychometrics } from '@/features/scoring/psychometrics-runner';
import { postTestResult } from '@/server/handlers/test-results';

export const POST = postTestResult({ testNames: getTestNames, onStored: (testName) => freeTestPsychometrics.noteStored(testName) });
