/**
 * One contract for the signed webhooks (issue 26 §2): Sanity's revalidation webhook
 * (web/src/content/webhook.ts, `POST /api/revalidate`) and the billing webhook
 * (web/src/server/billing/webhook.ts, `POST /api/billing/webhook`) read their deliveries the same
 * way, in this order:
 *
 * 1. the raw body, capped at `maxBytes` (413, the rest is not read; an unreadable body is 400);
 * 2. the signature, verified over those raw bytes exactly as received — never over re-serialised
 *    JSON (`refusedStatus`: Sanity's convention is 401, Stripe's 400; the reason is logged, never sent);
 * 3. the verified body, parsed and validated (400 with the parser's message).
 *
 * Framework-free (Web `Request` only): each webhook maps a refusal to its own answer shape.
 */
import { BodyTooLargeError, readCappedBody } from './capped-body';

/** How one webhook's deliveries are read. */
export interface WebhookContract<Payload> {
  /** Log prefix, e.g. `revalidate` → "[revalidate] webhook refused: wrong signature". */
  name: string;
  /** Largest accepted body, in bytes. */
  maxBytes: number;
  /** The status of a refused signature (Sanity: 401; Stripe: 400). */
  refusedStatus: 400 | 401;
  /** The message sent with a refused signature (the reason itself is only logged). */
  refusedMessage: string;
  /** The message sent with a 413. */
  tooLargeMessage: string;
  /**
   * Verifies the signature over the raw body.
   * @returns null when valid, else the reason (logged)
   */
  verify(raw: Uint8Array, headers: Headers): string | null;
  /** Parses the verified body: the payload, or the 400 message. */
  parse(raw: Uint8Array): { payload: Payload } | { problem: string };
}

/** A delivery as read by {@link receiveWebhook}: verified and parsed, or refused with a status and message. */
export type WebhookDelivery<Payload> = { ok: true; payload: Payload } | { ok: false; status: 400 | 401 | 413; message: string };

/**
 * Reads one delivery under `contract` (cap → signature → parse; see the file header).
 * @param request the incoming request (its body is consumed)
 * @returns the payload, or the refusal to answer; never throws for a bad delivery
 */
export async function receiveWebhook<Payload>(request: Request, contract: WebhookContract<Payload>): Promise<WebhookDelivery<Payload>> {
  let raw: Uint8Array;
  try {
    raw = await readCappedBody(request, contract.maxBytes);
  } catch (error) {
    if (error instanceof BodyTooLargeError) return { ok: false, status: 413, message: contract.tooLargeMessage };
    return { ok: false, status: 400, message: 'The delivery could not be read' };
  }
  const problem = contract.verify(raw, request.headers);
  if (problem !== null) {
    console.warn(`[${contract.name}] webhook refused: ${problem}`);
    return { ok: false, status: contract.refusedStatus, message: contract.refusedMessage };
  }
  const parsed = contract.parse(raw);
  return 'payload' in parsed ? { ok: true, payload: parsed.payload } : { ok: false, status: 400, message: parsed.problem };
}

/**
 * The body as JSON, or undefined when it is not UTF-8 JSON (a helper for `parse`).
 * @param raw the verified body bytes
 */
export function jsonOf(raw: Uint8Array): unknown {
  try {
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(raw));
  } catch {
    return undefined;
  }
}
