/** POST /api/billing/local/advance — renew, fail or end local subscriptions (scripts/billing.ts; embedded mode only). */
import { localAdvance } from '@/server/billing/handlers';

export const POST = localAdvance;
