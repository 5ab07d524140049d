/**
 * The Sanity revalidation webhook: verifies a signed delivery and revalidates the cache tags of the
 * changed document.
 * Design notes: docs/caching-and-scale-out.md "Notes from the source files".
 */
import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { decodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import { z } from 'zod';
import { webhook, type WebhookContract } from '@/lib/webhook';
import { isTagSafe, webhookTags } from './revalidate';

/** Largest accepted body, in bytes (64 KiB); larger bodies answer 413 unread. */
export const WEBHOOK_MAX_BODY_BYTES = 64 * 1024;

/** Accepted clock difference between the signature timestamp and now, in milliseconds (5 minutes). */
export const WEBHOOK_TOLERANCE_MS = 5 * 60 * 1000;

/** The header Sanity signs deliveries with (`sanity-webhook-signature`). */
export const WEBHOOK_SIGNATURE_HEADER = SIGNATURE_HEADER_NAME;

/** Longest document id Sanity accepts, not counting a `drafts.` / `versions.{release}.` prefix. */
export const SANITY_ID_MAX_LENGTH = 128;
/** Longest schema type name accepted (Sanity's own types, e.g. `sanity.imageAsset`, are far shorter). */
export const SANITY_TYPE_MAX_LENGTH = 64;
/** Longest slug accepted (the default `maxLength` of Sanity's slug field). */
export const SANITY_SLUG_MAX_LENGTH = 200;

/** One path segment of a document id: a-z, A-Z, 0-9, `_` and `-`, not starting with `-` (Sanity "IDs and Paths"). */
const ID_SEGMENT = '[A-Za-z0-9_][A-Za-z0-9_-]*';
/** A document id: dot-separated segments, optionally behind `drafts.` or `versions.{release}.`. */
const DOCUMENT_ID = new RegExp(`^(?:drafts\\.|versions\\.${ID_SEGMENT}\\.)?(${ID_SEGMENT}(?:\\.${ID_SEGMENT})*)$`);
/** A schema type name: letters, digits and `_` (and `-`), not starting with a digit; dots for namespaces (`sanity.imageAsset`). */
const TYPE_NAME = /^[A-Za-z_][A-Za-z0-9_-]*(?:\.[A-Za-z_][A-Za-z0-9_-]*)*$/;

/** True for a document id Sanity could have sent (see {@link DOCUMENT_ID}, {@link SANITY_ID_MAX_LENGTH}). */
export function isSanityDocumentId(id: string): boolean {
  const match = DOCUMENT_ID.exec(id);
  return match !== null && match[1]!.length <= SANITY_ID_MAX_LENGTH;
}

/**
 * The body the webhook projection produces, as strict as Sanity's own rules: ids and type names
 * are ASCII, a slug is well-formed Unicode without control characters. `slug` is null for
 * documents without a slug; `operation` is Sanity's `delta::operation()`.
 */
export const webhookPayloadSchema = z.object({
  _id: z.string({ error: 'must be a string' }).refine(isSanityDocumentId, {
    error: `must be a Sanity document id: letters, digits, "_", "-" and "." (no segment starting with "-"), at most ${SANITY_ID_MAX_LENGTH} characters after a drafts. or versions. prefix`,
  }),
  _type: z
    .string({ error: 'must be a string' })
    .max(SANITY_TYPE_MAX_LENGTH, { error: `must be at most ${SANITY_TYPE_MAX_LENGTH} characters` })
    .regex(TYPE_NAME, { error: 'must be a schema type name: letters, digits and "_" (not starting with a digit), "." between namespaces' }),
  slug: z
    .string({ error: 'must be a string or null' })
    .max(SANITY_SLUG_MAX_LENGTH, { error: `must be at most ${SANITY_SLUG_MAX_LENGTH} characters` })
    .refine(isTagSafe, { error: 'must be well-formed Unicode without control characters' })
    .nullish(),
  operation: z.enum(['create', 'update', 'delete'], { error: 'must be create, update or delete' }).optional(),
});

/** A validated webhook body. */
export type WebhookPayload = z.infer<typeof webhookPayloadSchema>;

/** Why a signature was refused (logged, never sent to the caller). */
export type SignatureProblem =
  'no secret configured' | 'missing header' | 'malformed header' | 'timestamp outside tolerance' | 'wrong signature';

/**
 * The signature of a body as Sanity computes it: base64url (no padding) of
 * HMAC-SHA256(secret, "{timestamp}.{body}").
 * @param body the raw body bytes (UTF-8 of the JSON text Sanity sent)
 * @param timestamp unix time in milliseconds, as in the header's `t=`
 */
export function webhookSignature(body: Uint8Array | string, timestamp: number, secret: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(body).digest('base64url');
}

/** Constant-time string comparison: `timingSafeEqual` over equal-length buffers (a length mismatch is public). */
function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  if (left.length !== right.length) return false;
  return timingSafeEqual(left, right);
}

/**
 * Parses the signature header without the body: format and replay window.
 * @param header the raw `sanity-webhook-signature` value, null when absent
 * @param now current unix time in milliseconds
 * @returns the timestamp (ms) and signature, or the problem
 */
export function checkSignatureHeader(
  header: string | null,
  now: number,
): { ok: true; timestamp: number; signature: string } | { ok: false; problem: SignatureProblem } {
  if (!header?.trim()) return { ok: false, problem: 'missing header' };
  let decoded: { timestamp: number; hashedPayload: string };
  try {
    // `t=<digits>,v1=<signature>`; throws WebhookSignatureFormatError otherwise.
    decoded = decodeSignatureHeader(header);
  } catch {
    return { ok: false, problem: 'malformed header' };
  }
  if (!Number.isSafeInteger(decoded.timestamp) || !/^[A-Za-z0-9_-]+$/.test(decoded.hashedPayload)) {
    return { ok: false, problem: 'malformed header' };
  }
  if (Math.abs(now - decoded.timestamp) > WEBHOOK_TOLERANCE_MS) return { ok: false, problem: 'timestamp outside tolerance' };
  return { ok: true, timestamp: decoded.timestamp, signature: decoded.hashedPayload };
}

/**
 * Verifies a webhook signature over the raw body.
 * @param body raw body bytes, exactly as received
 * @param header the `sanity-webhook-signature` value (null when absent)
 * @param secret the shared secret; undefined/empty refuses everything
 * @param now current unix time in milliseconds
 * @returns null when valid, else the problem
 */
export function verifyWebhookSignature({
  body,
  header,
  secret,
  now,
}: {
  body: Uint8Array | string;
  header: string | null;
  secret: string | undefined;
  now: number;
}): SignatureProblem | null {
  if (!secret) return 'no secret configured';
  const checked = checkSignatureHeader(header, now);
  if (!checked.ok) return checked.problem;
  return safeEqual(webhookSignature(body, checked.timestamp, secret), checked.signature) ? null : 'wrong signature';
}

const PROJECTION = 'the JSON projection {_id, _type, "slug": slug.current, "operation": delta::operation()}';

/**
 * How the revalidation webhook reads a delivery (lib/webhook.ts): 64 KiB, Sanity's signature
 * (401 `Not authorized`), then {@link webhookPayloadSchema} (400 naming the first refused field,
 * `Bad Request: _id must be …`, or the expected projection).
 * @param secret `SANITY_WEBHOOK_SECRET` (undefined refuses everything)
 * @param now clock in unix milliseconds
 */
export function revalidateWebhookContract(secret: string | undefined, now: () => number): WebhookContract<WebhookPayload> {
  return {
    name: 'revalidate',
    maxBytes: WEBHOOK_MAX_BODY_BYTES,
    verify: (body, headers) => {
      const problem = verifyWebhookSignature({ body, header: headers.get(WEBHOOK_SIGNATURE_HEADER), secret, now: now() });
      return problem === 'no secret configured' ? `${problem} (set SANITY_WEBHOOK_SECRET)` : problem;
    },
    schema: webhookPayloadSchema,
    answers: {
      tooLarge: `Payload too large: the limit is ${WEBHOOK_MAX_BODY_BYTES} bytes`,
      refused: { status: 401, message: 'Not authorized' },
      invalid: (issue) =>
        issue && issue.path.length > 0
          ? `Bad Request: ${issue.path.map(String).join('.')} ${issue.message}`
          : `Bad Request: expected ${PROJECTION}`,
    },
  };
}

/**
 * Handles one webhook delivery (the `POST /api/revalidate` route).
 *
 * Answers, in the order checked: 413 when the body is over 64 KiB; 401 `Not authorized` when no
 * secret is configured, the header is missing or malformed, the timestamp is more than 5 minutes
 * from now (either way), or the signature does not match the raw body; 400 when the signed body
 * is not JSON of the expected shape — including ids, type names and slugs Sanity would never send
 * (lone surrogates, control characters, over-long or malformed ids), with a message naming the
 * field; otherwise revalidates the document's tags and answers
 * 200 `{ revalidated: true, tags }`. Nothing is revalidated unless the answer is 200.
 *
 * @param secret `SANITY_WEBHOOK_SECRET` (undefined disables the webhook: every call is 401)
 * @param revalidate called once per tag, e.g. `(tag) => revalidateTag(tag, 'max')`
 * @param onVerified optional follow-up with the verified payload (errors are logged, the answer stays 200)
 * @param now clock in unix milliseconds (tests pass a fixed one)
 */
export async function handleRevalidateWebhook(
  request: Request,
  {
    secret,
    revalidate,
    onVerified,
    now = Date.now,
  }: {
    secret: string | undefined;
    revalidate: (tag: string) => void;
    onVerified?: (payload: WebhookPayload) => Promise<void>;
    now?: () => number;
  },
): Promise<Response> {
  return webhook(revalidateWebhookContract(secret, now), async (payload) => {
    const tags = webhookTags(payload);
    for (const tag of tags) revalidate(tag);
    if (onVerified) {
      // Follow-up work (e.g. "new article" notifications) must not turn a done revalidation into a retry.
      await onVerified(payload).catch((error: unknown) => console.error('[revalidate] follow-up failed', error));
    }
    console.info(`[revalidate] ${payload.operation ?? 'change'} of ${payload._id}: ${tags.join(', ')}`);
    return Response.json({ revalidated: true, tags }, { status: 200, headers: { 'Cache-Control': 'no-store' } });
  })(request);
}
