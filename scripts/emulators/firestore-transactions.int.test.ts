/**
 * Transactions of the in-process Firestore server isolate (./firestore-transactions.ts, issue 22 §4),
 * seen through the server client library firebase-admin uses (@google-cloud/firestore, the same
 * `runTransaction` and its retries): parallel increments lose nothing, "read, then create if absent"
 * creates once, a query in a transaction sees no phantoms, reads see one consistent state, a write
 * waits for a transaction's lock, and a deadlock answers ABORTED.
 *
 * Starts its own servers on free ports (no shared stack): one isolating, and one with the
 * package's own dummy transactions (`isolateTransactions: false`) as the control that shows each
 * check fires — the first three checks fail there.
 */
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { depthCount } from '../test-support/depth.ts';
import { freePort } from './emulators.ts';
import { startFirestoreServer, type RunningFirestore } from './firestore-server.ts';

/** The part of @google-cloud/firestore used here (resolved through web's firebase-admin). */
type Snapshot = { exists: boolean; get(field: string): unknown; size: number; docs: Snapshot[] };
type Ref = {
  id: string;
  get(): Promise<Snapshot>;
  set(data: object): Promise<unknown>;
  where(field: string, op: string, value: unknown): Query;
};
type Query = { get(): Promise<Snapshot> };
type Tx = { get(target: Ref | Query): Promise<Snapshot>; set(ref: Ref, data: object): Tx; update(ref: Ref, data: object): Tx };
type Collection = Ref & { doc(id?: string): Ref; where(field: string, op: string, value: unknown): Query; get(): Promise<Snapshot> };
type Client = {
  collection(path: string): Collection;
  runTransaction<T>(update: (tx: Tx) => Promise<T>, options?: { maxAttempts?: number }): Promise<T>;
  terminate(): Promise<void>;
};

const requireFromAdmin = createRequire(createRequire(new URL('../../web/package.json', import.meta.url)).resolve('firebase-admin'));
const { Firestore } = requireFromAdmin('@google-cloud/firestore') as { Firestore: new (settings: object) => Client };

/** A client of `host` (FIRESTORE_EMULATOR_HOST, when a run exported it, would override the host). */
function clientOf(host: string): Client {
  const saved = process.env.FIRESTORE_EMULATOR_HOST;
  delete process.env.FIRESTORE_EMULATOR_HOST;
  try {
    return new Firestore({ projectId: 'demo-transactions', host, ssl: false });
  } finally {
    if (saved !== undefined) process.env.FIRESTORE_EMULATOR_HOST = saved;
  }
}

const N = depthCount('raceParallel');
let tag = 0;
/** A fresh collection name per check, so checks never see each other's documents. */
const fresh = (name: string) => `${name}-${Date.now().toString(36)}-${(tag += 1)}`;

/** The checks, run against one server; `isolated` says which answer to expect. */
function checks(name: string, isolated: boolean, get: () => Client) {
  describe(name, () => {
    it(`${N} parallel runTransaction increments of one counter → ${N}${isolated ? '' : ' (control: updates are lost)'}`, async () => {
      const counter = get().collection(fresh('counters')).doc('c');
      await counter.set({ value: 0 });
      await Promise.all(
        Array.from({ length: N }, () =>
          get().runTransaction(async (tx) => {
            const value = (await tx.get(counter)).get('value') as number;
            tx.update(counter, { value: value + 1 });
          }),
        ),
      );
      const value = (await counter.get()).get('value');
      if (isolated) expect(value).toBe(N);
      else expect(value).toBeLessThan(N);
    });

    it(`${N} parallel "read, then create if absent" → one create${isolated ? '' : ' (control: many)'}`, async () => {
      const claim = get().collection(fresh('claims')).doc('once');
      const created = await Promise.all(
        Array.from({ length: N }, (_, i) =>
          get().runTransaction(async (tx) => {
            if ((await tx.get(claim)).exists) return false;
            tx.set(claim, { by: i });
            return true;
          }),
        ),
      );
      if (isolated) expect(created.filter(Boolean)).toHaveLength(1);
      else expect(created.filter(Boolean).length).toBeGreaterThan(1);
    });

    it(`${N} parallel "query, then add while fewer than 3" → 3 documents (no phantoms)${isolated ? '' : ' (control: more)'}`, async () => {
      const items = get().collection(fresh('items'));
      await Promise.all(
        Array.from({ length: N }, (_, i) =>
          get().runTransaction(async (tx) => {
            const mine = await tx.get(items.where('owner', '==', 'ann'));
            if (mine.size < 3) tx.set(items.doc(), { owner: 'ann', i });
          }),
        ),
      );
      const stored = (await items.where('owner', '==', 'ann').get()).size;
      if (isolated) expect(stored).toBe(3);
      else expect(stored).toBeGreaterThan(3);
    });

    it('create() of an existing document answers ALREADY_EXISTS (6), not UNKNOWN', async () => {
      const doc = get().collection(fresh('created')).doc('d') as Ref & { create(data: object): Promise<unknown> };
      await doc.create({ v: 1 });
      await expect(doc.create({ v: 2 })).rejects.toMatchObject({ code: 6 });
    });

    it.runIf(isolated)('reads in a transaction see one state: A + B stays 100 while transfers run', async () => {
      const accounts = get().collection(fresh('accounts'));
      const [a, b] = [accounts.doc('a'), accounts.doc('b')];
      await Promise.all([a.set({ v: 100 }), b.set({ v: 0 })]);
      const transfer = () =>
        get().runTransaction(async (tx) => {
          const [x, y] = [(await tx.get(a)).get('v') as number, (await tx.get(b)).get('v') as number];
          tx.update(a, { v: x - 1 }).update(b, { v: y + 1 });
        });
      const audit = () =>
        get().runTransaction(async (tx) => {
          const x = (await tx.get(a)).get('v') as number;
          await new Promise((done) => setTimeout(done, 2));
          return x + ((await tx.get(b)).get('v') as number);
        });
      const results = await Promise.all(Array.from({ length: N }, (_, i) => (i % 2 ? transfer().then(() => 100) : audit())));
      expect(results).toEqual(Array(N).fill(100));
      expect([(await a.get()).get('v'), (await b.get()).get('v')]).toEqual([100 - N / 2, N / 2]);
    });

    it.runIf(isolated)("a write outside a transaction waits for a transaction's lock", async () => {
      const doc = get().collection(fresh('locked')).doc('d');
      await doc.set({ v: 'before' });
      const order: string[] = [];
      let write: Promise<unknown> | undefined;
      await get().runTransaction(async (tx) => {
        const seen = (await tx.get(doc)).get('v');
        write = doc.set({ v: 'outside' }).then(() => order.push('outside write done'));
        await new Promise((done) => setTimeout(done, 150));
        order.push('transaction commits');
        tx.update(doc, { v: `${String(seen)} + tx` });
      });
      await write;
      expect(order).toEqual(['transaction commits', 'outside write done']);
      expect((await doc.get()).get('v')).toBe('outside');
    });

    it.runIf(isolated)('a deadlock answers ABORTED to one of the two transactions (no retry), the other commits', async () => {
      const docs = get().collection(fresh('deadlock'));
      const [a, b] = [docs.doc('a'), docs.doc('b')];
      await Promise.all([a.set({ v: 0 }), b.set({ v: 0 })]);
      let bothHold: () => void = () => {};
      const held = new Promise<void>((done) => {
        let count = 0;
        bothHold = () => (++count === 2 ? done() : undefined);
      });
      const crosswise = (first: Ref, second: Ref) =>
        get().runTransaction(
          async (tx) => {
            await tx.get(first);
            bothHold();
            await held;
            await tx.get(second);
            tx.update(first, { v: 1 }).update(second, { v: 1 });
          },
          { maxAttempts: 1 },
        );
      const outcomes = await Promise.allSettled([crosswise(a, b), crosswise(b, a)]);
      const codes = outcomes.map((outcome) => (outcome.status === 'fulfilled' ? 'committed' : (outcome.reason as { code?: number }).code));
      expect(codes.sort()).toEqual([10, 'committed'].sort());
    });
  });
}

describe('Firestore transactions (in-process server)', () => {
  const servers: RunningFirestore[] = [];
  const clients: Client[] = [];
  beforeAll(async () => {
    for (const isolateTransactions of [true, false]) {
      const server = await startFirestoreServer({ host: '127.0.0.1', port: await freePort(), isolateTransactions });
      servers.push(server);
      clients.push(clientOf(server.host));
    }
  });
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.terminate()));
    await Promise.all(servers.map((server) => server.stop()));
  });

  checks('isolating server (./firestore-transactions.ts)', true, () => clients[0]!);
  checks("control: the package's dummy transactions", false, () => clients[1]!);
});
