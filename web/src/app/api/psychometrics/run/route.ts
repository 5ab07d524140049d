/** POST /api/psychometrics/run — the scheduled psychometrics job of cloud mode, bearer secret (server/handlers/psychometrics.ts). */
import { freeTestPsychometrics } from '@/features/scoring/psychometrics-runner';
import { psychometricsRunRoute } from '@/server/handlers/psychometrics';

export const POST = psychometricsRunRoute(freeTestPsychometrics);
