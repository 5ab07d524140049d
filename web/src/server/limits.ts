/**
 * Rate limits as part of a call's contract (issue 26 §2): a Route Handler declares its limits
 * (`RouteContract.limits`: what is counted, how many per window, per what), and the wrapper
 * (server/route.ts) enforces them — up front when a limit counts every call, or through
 * `limits.hit(name)` when the handler decides what counts (failed sign-ins only, a mail actually
 * sent). The counters are the Firestore fixed windows of repositories/rate-limits.ts, so a limit
 * holds across instances; the declared limits are the table of docs/accounts.md "Rate limits"
 * (web/src/server/limits-table.test.ts compares them).
 */
import 'server-only';
import type { NextRequest } from 'next/server';
import { ERROR_TEXTS } from '@/lib/api-errors';
import { ApiError, clientIp } from './http';
import { isRateLimited, recordHit, type RateLimit } from './repositories/rate-limits';

/** SPEC §8: 403 'Too many attempts, try again in a few minutes'. */
export const tooManyAttempts = () => new ApiError(403, ERROR_TEXTS.tooManyAttempts);

/**
 * What one counter is kept for (the docs table's "counted per"), and so what its key holds:
 * `client address` → `{key}:{client}`; `account` → `{key}:{uid}`; `address` → `{key}:{e-mail}`;
 * `(address, client address)` → `{key}:{e-mail}:ip:{client}`. The client address is the wrapper's
 * (server/client-ip.ts); an account or an address is the handler's subject (the session's uid when
 * the call has a session and names none).
 */
export type LimitScope = 'client address' | 'account' | 'address' | '(address, client address)';

/** One declared limit: at most `max` hits per `windowSeconds` per scope. */
export interface RateLimitRule extends RateLimit {
  /** What is counted, as the docs table's "what" column names it, e.g. 'failed sign-ins'. */
  what: string;
  /** What the counter is kept for (see {@link LimitScope}). */
  per: LimitScope;
  /** The counter's key prefix, e.g. `sign-in:ip` (a hash of the whole key names the Firestore document). */
  key: string;
  /**
   * Who counts: `up-front` — the wrapper records a hit for every call whose input and session
   * passed their checks, right before the handler, and answers 403 past the limit (scope
   * `client address`, or `account` with a session); `handler` — the handler calls `limits.hit` or
   * `limits.over` where the rule says a hit happens.
   */
  counted: 'up-front' | 'handler';
  /**
   * Refuse (403) before the body is read while the counter is used up, without recording a hit
   * (sign-in: a locked address is refused without verifying anything). Scope `client address` only.
   */
  refuseWhenUsedUp?: boolean;
}

/** The limits a handler receives: its contract's, by name. */
export interface CallLimits<Name extends string> {
  /**
   * Records one hit of limit `name`; 403 'Too many attempts…' when it goes over.
   * @param subject the account (uid) or e-mail address the scope needs; default the session's uid
   * @throws ApiError 403 past the limit; 503 when Firestore is unavailable
   */
  hit(name: Name, subject?: string): Promise<void>;
  /**
   * Records one hit of limit `name` and tells whether it went over, for a rule whose answer past
   * the limit is not a refusal (the reset-mail limit answers `{ ok: true }` and sends nothing).
   * @returns true when this hit went over the limit
   */
  over(name: Name, subject?: string): Promise<boolean>;
}

/**
 * The key of a limit's counter for one call.
 * @param client the client address (server/client-ip.ts)
 * @param subject the account (uid) or e-mail address, for scopes that need one
 * @throws Error when the scope needs a subject and none is given (a programming error: 500)
 */
export function limitKey(rule: Pick<RateLimitRule, 'key' | 'per'>, client: string, subject: string | undefined): string {
  if (rule.per === 'client address') return `${rule.key}:${client}`;
  if (subject === undefined || subject === '') throw new Error(`The rate limit ${rule.key} is counted per ${rule.per}: name its subject`);
  return rule.per === '(address, client address)' ? `${rule.key}:${subject}:ip:${client}` : `${rule.key}:${subject}`;
}

/**
 * The limits of one call: what the wrapper enforces before the body (`refuseWhenUsedUp`) and up
 * front, and the handler's `limits`.
 * @param rules the contract's limits, by name (none: every step is a no-op)
 */
export function callLimits<Name extends string>(rules: Readonly<Record<Name, RateLimitRule>> | undefined, request: NextRequest) {
  const entries = Object.entries(rules ?? {}) as [Name, RateLimitRule][];
  let client: string | undefined;
  const clientOf = () => (client ??= clientIp(request));
  const keyOf = (name: Name, subject: string | undefined, uid: string | undefined) => {
    const rule = rules![name];
    if (!rule) throw new Error(`No rate limit named ${name} in this call's contract`);
    return { rule, key: limitKey(rule, clientOf(), subject ?? (rule.per === 'account' ? uid : undefined)) };
  };
  return {
    /** Before the body: 403 while a `refuseWhenUsedUp` counter is used up (no hit recorded). */
    async beforeBody(): Promise<void> {
      for (const [, rule] of entries) {
        if (rule.refuseWhenUsedUp && (await isRateLimited(limitKey(rule, clientOf(), undefined), rule))) throw tooManyAttempts();
      }
    },
    /** Right before the handler: one hit of every `up-front` limit, in declaration order; 403 past one. */
    async upFront(uid: string | undefined): Promise<void> {
      for (const [name, rule] of entries) {
        if (rule.counted !== 'up-front') continue;
        if (await recordHit(keyOf(name, undefined, uid).key, rule)) throw tooManyAttempts();
      }
    },
    /** The handler's view (see {@link CallLimits}). */
    forHandler(uid: string | undefined): CallLimits<Name> {
      const over = async (name: Name, subject?: string) => {
        const { rule, key } = keyOf(name, subject, uid);
        return recordHit(key, rule);
      };
      return {
        over,
        async hit(name, subject) {
          if (await over(name, subject)) throw tooManyAttempts();
        },
      };
    },
  };
}
