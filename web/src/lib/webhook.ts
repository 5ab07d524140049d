/**
 * The webhook contract (issue 26 §2): `webhook({ maxBytes, verify, schema, answers }, handle)`
 * reads a signed delivery — cap (413) → signature over the raw bytes (401/400) → JSON checked by a
 * zod schema (400) — and answers refusals as API errors `{ message, code }`. It lives in lib/ so
 * both webhooks can use it: content/webhook.ts (`POST /api/revalidate`) and, through route()'s
 * `webhook` option, server/billing/webhook.ts (`POST /api/billing/webhook`).
 */
import type { z } from 'zod';
import { BodyTooLargeError, readCappedBody } from './capped-body';

/** How one webhook's deliveries are read and refused. */
export interface WebhookContract<Payload> {
  /** Log prefix, e.g. `revalidate` → "[revalidate] webhook refused: wrong signature". */
  name: string;
  /** Largest accepted body, in bytes; a larger one answers 413 unread. */
  maxBytes: number;
  /**
   * Verifies the signature over the raw body, exactly as received (never re-serialised JSON).
   * @returns null when valid, else the reason (logged, never sent)
   */
  verify(raw: Uint8Array, headers: Headers): string | null;
  /** The verified body's JSON (zod; a loose schema keeps fields it does not name). */
  schema: z.ZodType<Payload>;
  /** The messages sent with each refusal. */
  answers: {
    /** 413. */
    tooLarge: string;
    /** A refused signature: Sanity's convention is 401, Stripe's 400. */
    refused: { status: 400 | 401; message: string };
    /** 400: `issue` is the schema's first issue, undefined when the body is not UTF-8 JSON. */
    invalid(issue: z.core.$ZodIssue | undefined): string;
  };
}

/** A refused delivery: the status and message to answer. */
export class WebhookRefusal extends Error {
  constructor(
    readonly status: 400 | 401 | 413,
    message: string,
  ) {
    super(message);
    this.name = 'WebhookRefusal';
  }
}

/**
 * Reads one delivery under `contract` (cap → signature → schema).
 * @param request the incoming request (its body is consumed)
 * @returns the verified payload
 * @throws WebhookRefusal 413 over `maxBytes`, 400 for an unreadable body, `answers.refused` for a
 *   refused signature, 400 `answers.invalid(…)` for a body the schema refuses
 */
export async function readWebhook<Payload>(request: Request, contract: WebhookContract<Payload>): Promise<Payload> {
  let raw: Uint8Array;
  try {
    raw = await readCappedBody(request, contract.maxBytes);
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw new WebhookRefusal(413, contract.answers.tooLarge);
    throw new WebhookRefusal(400, 'The delivery could not be read');
  }
  const problem = contract.verify(raw, request.headers);
  if (problem !== null) {
    console.warn(`[${contract.name}] webhook refused: ${problem}`);
    throw new WebhookRefusal(contract.answers.refused.status, contract.answers.refused.message);
  }
  const value = jsonOf(raw);
  if (value === undefined) throw new WebhookRefusal(400, contract.answers.invalid(undefined));
  const parsed = contract.schema.safeParse(value);
  if (!parsed.success) throw new WebhookRefusal(400, contract.answers.invalid(parsed.error.issues[0]));
  return parsed.data;
}

/** A refusal as the API error answer `{ message, code }` (lib/api-errors.ts), never cached. */
export function refusalResponse(refusal: WebhookRefusal): Response {
  return Response.json(
    { message: refusal.message, code: refusal.status },
    { status: refusal.status, headers: { 'cache-control': 'no-store' } },
  );
}

/**
 * A webhook Route Handler: reads each delivery under `contract` and hands the payload to `handle`.
 * @param handle the delivery's work; its own errors propagate (the caller's route decides)
 * @returns `(request) => Promise<Response>`: a refusal's `{ message, code }`, else `handle`'s answer
 */
export function webhook<Payload>(
  contract: WebhookContract<Payload>,
  handle: (payload: Payload, request: Request) => Promise<Response>,
): (request: Request) => Promise<Response> {
  return async (request) => {
    let payload: Payload;
    try {
      payload = await readWebhook(request, contract);
    } catch (error) {
      if (error instanceof WebhookRefusal) return refusalResponse(error);
      throw error;
    }
    return handle(payload, request);
  };
}

/** The body as JSON, or undefined when it is not UTF-8 JSON. */
function jsonOf(raw: Uint8Array): unknown {
  try {
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(raw));
  } catch {
    return undefined;
  }
}
