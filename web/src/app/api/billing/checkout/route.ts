/** POST /api/billing/checkout — form field `plan` → 303 to the payment provider's checkout (server/billing/handlers.ts). */
import { planSource } from '@/features/billing/plans';
import { checkoutRoute } from '@/server/billing/handlers';

export const POST = checkoutRoute(planSource);
