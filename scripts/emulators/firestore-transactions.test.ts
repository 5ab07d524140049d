/**
 * The lock table of the local Firestore server's transactions (./firestore-transactions.ts), without
 * a network: waits, release at commit and rollback, scope locks against writes, deadlock, lock-wait
 * timeout and idle expiry (Firestore: 60 s). The gRPC side is covered by
 * firestore-transactions.int.test.ts.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCK_WAIT_MS, TRANSACTION_IDLE_MS, TransactionLocks } from './firestore-transactions.ts';

const ROOT = 'projects/p/databases/(default)/documents';
const doc = (path: string) => `${ROOT}/${path}`;
const ABORTED = { code: 10 };

/** Whether a promise has settled after the pending microtasks ran. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  promise.then(
    () => (done = true),
    () => (done = true),
  );
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

describe('TransactionLocks', () => {
  let locks: TransactionLocks;
  beforeEach(() => {
    vi.useFakeTimers();
    locks = new TransactionLocks();
  });
  afterEach(() => {
    locks.close();
    vi.useRealTimers();
  });

  it('a second transaction waits for a document lock until the first commits; a plain write waits too', async () => {
    const [a, b] = [locks.begin(), locks.begin()];
    await locks.lock(a, { documents: [doc('c/x')] });
    const second = locks.lock(b, { documents: [doc('c/x')] });
    const write = locks.whenWritable(null, [doc('c/x')], () => undefined);
    expect(await settled(second)).toBe(false);
    expect(await settled(write)).toBe(false);
    await locks.whenWritable(a, [doc('c/x')], () => undefined);
    expect(await settled(second)).toBe(true);
    // b holds it now: the plain write still waits, until b rolls back.
    expect(await settled(write)).toBe(false);
    locks.end(b, 'rolled back');
    expect(await settled(write)).toBe(true);
    expect(locks.held).toBe(0);
  });

  it('a query scope blocks creating, changing and deleting documents in it — also in sub-collections for all-descendants scopes', async () => {
    const reader = locks.begin();
    await locks.lock(reader, {
      scopes: [
        { parent: ROOT, collection: 'items', allDescendants: false },
        { parent: doc('users/u'), collection: 'notes', allDescendants: true },
      ],
    });
    const blocked = [doc('items/new'), doc('users/u/notes/n'), doc('users/u/folders/f/notes/n')];
    const free = [doc('other/x'), doc('items/x/sub/y'), doc('users/v/notes/n')];
    const writes = blocked.map((name) => locks.whenWritable(null, [name], () => undefined));
    for (const name of free) await locks.whenWritable(null, [name], () => undefined);
    for (const write of writes) expect(await settled(write)).toBe(false);
    locks.end(reader, 'rolled back');
    for (const write of writes) expect(await settled(write)).toBe(true);
  });

  it('a deadlock aborts the transaction that closes the cycle; the other goes on', async () => {
    const [a, b] = [locks.begin(), locks.begin()];
    await locks.lock(a, { documents: [doc('c/1')] });
    await locks.lock(b, { documents: [doc('c/2')] });
    const aWaits = locks.lock(a, { documents: [doc('c/2')] });
    await expect(locks.lock(b, { documents: [doc('c/1')] })).rejects.toMatchObject(ABORTED);
    expect(await settled(aWaits)).toBe(true);
    expect(locks.running(b)).toBe(false);
    await expect(locks.whenWritable(b, [doc('c/1')], () => undefined)).rejects.toMatchObject(ABORTED);
  });

  it(`a lock wait over ${LOCK_WAIT_MS / 1000} s answers ABORTED and ends the waiting transaction`, async () => {
    const [a, b] = [locks.begin(), locks.begin()];
    await locks.lock(a, { documents: [doc('c/x')] });
    const waiting = locks.lock(b, { documents: [doc('c/x')] });
    const outcome = expect(waiting).rejects.toMatchObject(ABORTED);
    await vi.advanceTimersByTimeAsync(LOCK_WAIT_MS + 1);
    await outcome;
    expect(locks.running(b)).toBe(false);
  });

  it(`a transaction idle for ${TRANSACTION_IDLE_MS / 1000} s ends and releases its locks; its commit answers ABORTED`, async () => {
    const [idle, busy] = [locks.begin(), locks.begin()];
    await locks.lock(idle, { documents: [doc('c/x')] });
    await vi.advanceTimersByTimeAsync(TRANSACTION_IDLE_MS - 1_000);
    const waiting = locks.lock(busy, { documents: [doc('c/x')] });
    expect(await settled(waiting)).toBe(false);
    await vi.advanceTimersByTimeAsync(1_001);
    expect(await settled(waiting)).toBe(true);
    await expect(locks.whenWritable(idle, [doc('c/x')], () => undefined)).rejects.toMatchObject(ABORTED);
  });

  it('an unknown transaction id answers ABORTED (the client retries with a new one)', async () => {
    await expect(locks.lock(new Uint8Array([17, 2, 0, 0]), { documents: [doc('c/x')] })).rejects.toMatchObject(ABORTED);
  });
});
