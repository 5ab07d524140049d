/** GET /api/profile/resend-test-result — e-mails the latest saved result (SPEC §7). */
import { resendTestResult } from '@/server/handlers/test-results';

export const GET = resendTestResult;
