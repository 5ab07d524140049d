/**
 * GET /api/download/{file} (SPEC §7) — `report.pdf` or `{type}-guide.pdf` for subscribers
 * (server/report/download.ts). Access: SPEC §4 subscription match against `PREMIUM_WISHES.downloads`
 * (any active subscription; lib/subscriptions.ts says why no download wants a specific plan).
 */
import { buildReportInput } from '@/features/billing/report-input';
import { matchesSubscription, PREMIUM_WISHES } from '@/lib/subscriptions';
import { downloadRoute } from '@/server/report/download';

export const GET = downloadRoute({
  entitled: async (subscriptions) => matchesSubscription(subscriptions, PREMIUM_WISHES.downloads, Date.now()),
  reportInput: buildReportInput,
});
