/** GET /api/billing/subscription — the settings section's subscriptions, plans and invoices (server/billing/handlers.ts). */
import { planSource } from '@/features/billing/plans';
import { subscriptionRoute } from '@/server/billing/handlers';

export const GET = subscriptionRoute(planSource);
