/**
 * The personal report as a next step on the result page (issue 24 §5: "one next step among save,
 * share and compare"). The report is a Premium PDF built from the account's latest saved free-test
 * result (`GET /api/download/report.pdf`, SPEC §7; server/report/download.ts). Pure.
 */
import { BILLING_ROUTES, ROUTES } from '@/lib/routes';
import { hasActiveSubscription } from '@/lib/subscriptions';

/** Where the report step leads: the download (subscribers) or the plans (everyone else). */
export type ReportStep = { kind: 'download'; href: string } | { kind: 'pricing'; href: string };

/**
 * The report step for a visitor.
 * @param subscriptions the signed-in user's subscriptions as the `user` cookie keeps them (SPEC §3:
 *   `expiredAt`, `status`), or null/undefined when signed out
 * @param now the current time (Date or epoch ms)
 * @returns `{ kind: 'download', href: '/api/download/report.pdf' }` with an active, unexpired
 *   subscription (SPEC §6 "subscribed user"), else `{ kind: 'pricing', href: '/pricing' }`. The
 *   cookie can lag behind a purchase; the download itself checks Firestore (403 otherwise).
 */
export function reportStep(subscriptions: Parameters<typeof hasActiveSubscription>[0], now: Date | number): ReportStep {
  return hasActiveSubscription(subscriptions, now)
    ? { kind: 'download', href: `${BILLING_ROUTES.download}/report.pdf` }
    : { kind: 'pricing', href: ROUTES.pricing };
}
