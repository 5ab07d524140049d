/** POST /api/billing/portal — `{}` → `{ url }` of Stripe's Customer Portal (server/billing/handlers.ts). */
import { customerPortal } from '@/server/billing/handlers';

export const POST = customerPortal;
