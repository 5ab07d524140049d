/**
 * Reads the local SMTP sink's outbox (MAIL_DIR, see ./smtp-sink.ts) for tests: every `<id>.json`
 * record, oldest first / newest last. Self-contained (no relative imports), so web tests and e2e
 * specs can import it without `.ts` import extensions: `import { readOutbox } from '…/scripts/emulators/outbox'`.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** One stored message, as written by the sink. */
export type OutboxRecord = {
  /** SMTP envelope recipients (bare addresses). */
  to: string[];
  /** Decoded `From` header, e.g. `TypeAtlas <no-reply@typeatlas.local>`. */
  from: string;
  subject: string;
  /** The text/plain body (LF line ends). */
  text: string;
  /** The text/html body, when the message has one. */
  html?: string;
  /** ISO time of receipt. */
  receivedAt: string;
  /** Base name of the `.eml` / `.json` files. */
  id: string;
};

/**
 * All records in `mailDir`, newest last (by receipt time, then file name). A missing folder is an
 * empty outbox; a half-written or foreign `.json` file is skipped.
 */
export function readOutbox(mailDir: string): OutboxRecord[] {
  if (!existsSync(mailDir)) return [];
  const records: OutboxRecord[] = [];
  for (const name of readdirSync(mailDir)) {
    if (!name.endsWith('.json')) continue;
    try {
      const record = JSON.parse(readFileSync(join(mailDir, name), 'utf8')) as OutboxRecord;
      if (Array.isArray(record.to) && typeof record.receivedAt === 'string') {
        records.push({ ...record, id: record.id ?? name.slice(0, -'.json'.length) });
      }
    } catch {
      // Being written right now, or not ours.
    }
  }
  return records.sort((a, b) => a.receivedAt.localeCompare(b.receivedAt) || a.id.localeCompare(b.id));
}

/**
 * Polls the outbox until a record matching `predicate` arrives (e.g. the reset e-mail to an address).
 * @param timeoutMs give up after this many milliseconds (default 10 000)
 * @returns the newest matching record
 * @throws Error naming the folder and what arrived, on timeout
 */
export async function waitForMail(
  mailDir: string,
  predicate: (record: OutboxRecord) => boolean,
  timeoutMs = 10_000,
): Promise<OutboxRecord> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const match = readOutbox(mailDir).filter(predicate).at(-1);
    if (match) return match;
    if (Date.now() > deadline) {
      const seen = readOutbox(mailDir).map((r) => `${r.to.join(',')}: ${r.subject}`);
      throw new Error(`No matching e-mail in ${mailDir} after ${timeoutMs} ms (outbox: ${seen.join(' | ') || 'empty'})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
