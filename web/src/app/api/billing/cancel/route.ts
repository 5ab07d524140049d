/** POST /api/billing/cancel — `{ subscription, cancel }`: cancel at period end or keep renewing (server/billing/handlers.ts). */
import { cancelAtPeriodEnd } from '@/server/billing/handlers';

export const POST = cancelAtPeriodEnd;
