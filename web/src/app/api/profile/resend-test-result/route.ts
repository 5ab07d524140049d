/** GET /api/profile/resend-test-result — e-mails the latest saved result (SPEC §7). */
import { resendTestResult } from '@/server/accounts';
import { route } from '@/server/http';

export const GET = route(resendTestResult);
