/** POST /api/billing/local/pay — the local checkout's card form (embedded mode; server/billing/handlers.ts). */
import { localPay } from '@/server/billing/handlers';

export const POST = localPay;
