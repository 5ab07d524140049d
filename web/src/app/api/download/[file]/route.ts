/**
 * GET /api/download/{file} (SPEC §7) — `report.pdf` or `{type}-guide.pdf` for subscribers
 * (server/report/download.ts). Access: any active subscription (SPEC §4 match against `any`).
 */
import { buildReportInput } from '@/features/billing/report-input';
import { ANY_PLAN, matchesSubscription } from '@/lib/subscriptions';
import { downloadRoute } from '@/server/report/download';

export const GET = downloadRoute({
  entitled: async (subscriptions) => matchesSubscription(subscriptions, ANY_PLAN, Date.now()),
  reportInput: buildReportInput,
});
