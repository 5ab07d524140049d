/** POST /api/billing/change-plan — `{ subscription, plan }`: switch to another recurring plan (server/billing/handlers.ts). */
import { planSource } from '@/features/billing/plans';
import { changePlanRoute } from '@/server/billing/handlers';

export const POST = changePlanRoute(planSource);
