/**
 * Transactions that isolate, for the in-process Firestore server (issue 22 §4): a lock table
 * wrapped around the package's gRPC handlers, so concurrent transactions behave as in Firestore.
 * Design notes: docs/development.md "Notes from the source files".
 */
import { createRequire } from 'node:module';
import { randomBytes } from 'node:crypto';

/** Longest wait for a lock before the request answers ABORTED, ms. */
export const LOCK_WAIT_MS = 20_000;
/** A transaction with no request for this long ends and releases its locks (Firestore: 60 s), ms. */
export const TRANSACTION_IDLE_MS = 60_000;

/** gRPC status codes used here. */
const ABORTED = 10;

/** The gRPC error a handler answers (grpc-js reads `code` and `details`). */
type GrpcError = { code: number; details: string; message: string; name: string };

function aborted(reason: string): GrpcError {
  const details = `Transaction aborted: ${reason}`;
  return { code: ABORTED, details, message: details, name: 'Error' };
}

/** A lock key: `doc <full document name>` or `scope <parent>|<collection id>|<all descendants>`. */
type LockKey = string;

type Transaction = {
  id: string;
  locks: Set<LockKey>;
  /** Set once the transaction ended (commit, rollback, abort, expiry); later requests get ABORTED. */
  ended: string | null;
  /** The transactions this one waits for right now (deadlock detection), else null. */
  waitingFor: Set<Transaction> | null;
  /** Rejects the current wait, if any (abort while waiting). */
  cancelWait: ((error: GrpcError) => void) | null;
  idle: NodeJS.Timeout | null;
};

/** `projects/p/databases/d/documents/a/x/b/y` → parent `…/documents/a/x`, collection `b`. */
function splitName(name: string): { parent: string; collection: string } {
  const parts = name.split('/');
  return { parent: parts.slice(0, -2).join('/'), collection: parts[parts.length - 2] ?? '' };
}

function scopeKey(parent: string, collection: string, allDescendants: boolean): LockKey {
  return `scope ${parent}|${collection}|${allDescendants ? 1 : 0}`;
}

/** Whether a scope lock key covers a document name (same rules as a query's `from`). */
function scopeCovers(key: LockKey, name: string): boolean {
  const [parent, collection, all] = key.slice('scope '.length).split('|');
  const document = splitName(name);
  if (document.collection !== collection) return false;
  return all === '1' ? name.startsWith(`${parent}/`) : document.parent === parent;
}

/**
 * The lock table. Pure bookkeeping, no gRPC: `begin`, `lock`, `whenWritable`, `end`.
 * Every method's promise rejects with a gRPC ABORTED error object when the transaction is unknown
 * or over, deadlocks, or waits longer than {@link LOCK_WAIT_MS}.
 */
export class TransactionLocks {
  readonly #transactions = new Map<string, Transaction>();
  /** Holder of each lock. */
  readonly #holders = new Map<LockKey, Transaction>();
  /** Callbacks of requests waiting for some lock to be released. */
  #waiters = new Set<() => void>();

  /** Starts a transaction; returns its id (16 random bytes). */
  begin(): Uint8Array {
    const bytes = randomBytes(16);
    const transaction: Transaction = {
      id: bytes.toString('hex'),
      locks: new Set(),
      ended: null,
      waitingFor: null,
      cancelWait: null,
      idle: null,
    };
    this.#transactions.set(transaction.id, transaction);
    this.#touch(transaction);
    return new Uint8Array(bytes);
  }

  /** Whether `id` names a running transaction. */
  running(id: Uint8Array): boolean {
    return this.#transactions.has(Buffer.from(id).toString('hex'));
  }

  /** How many locks are held (tests). */
  get held(): number {
    return this.#holders.size;
  }

  /**
   * Locks documents (full names) and query scopes for transaction `id`, waiting while another
   * transaction holds any of them; all are taken at once.
   */
  async lock(
    id: Uint8Array,
    keys: { documents?: string[]; scopes?: { parent: string; collection: string; allDescendants: boolean }[] },
  ): Promise<void> {
    const transaction = this.#get(id);
    const wanted = [
      ...(keys.documents ?? []).map((name) => `doc ${name}`),
      ...(keys.scopes ?? []).map((s) => scopeKey(s.parent, s.collection, s.allDescendants)),
    ];
    return this.#wait(
      transaction,
      () => this.#blockersOfLocks(transaction, wanted),
      () => {
        for (const key of wanted) {
          this.#holders.set(key, transaction);
          transaction.locks.add(key);
        }
      },
    );
  }

  /**
   * Waits until documents `names` may be written by transaction `id` (null: a write outside any
   * transaction) — no other transaction holds them or a scope containing them — then runs `apply`
   * synchronously and, for a transaction, ends it (its locks are released).
   */
  async whenWritable(id: Uint8Array | null, names: string[], apply: () => void): Promise<void> {
    const transaction = id ? this.#get(id) : null;
    return this.#wait(
      transaction,
      () => this.#blockersOfWrites(transaction, names),
      () => {
        apply();
        if (transaction) this.end(id!, 'committed');
      },
    );
  }

  /** Ends a transaction (commit, rollback, abort) and releases its locks; unknown ids are ignored. */
  end(id: Uint8Array, reason: string): void {
    const transaction = this.#transactions.get(Buffer.from(id).toString('hex'));
    if (transaction) this.#end(transaction, reason);
  }

  /** Ends every transaction (server stop). */
  close(): void {
    for (const transaction of [...this.#transactions.values()]) this.#end(transaction, 'the server stopped');
  }

  #get(id: Uint8Array): Transaction {
    const transaction = this.#transactions.get(Buffer.from(id).toString('hex'));
    if (!transaction) throw aborted('unknown or expired transaction');
    this.#touch(transaction);
    return transaction;
  }

  #touch(transaction: Transaction): void {
    if (transaction.idle) clearTimeout(transaction.idle);
    transaction.idle = setTimeout(() => this.#end(transaction, `idle for ${TRANSACTION_IDLE_MS / 1000} s`), TRANSACTION_IDLE_MS);
    transaction.idle.unref();
  }

  #end(transaction: Transaction, reason: string): void {
    if (transaction.ended) return;
    transaction.ended = reason;
    if (transaction.idle) clearTimeout(transaction.idle);
    this.#transactions.delete(transaction.id);
    for (const key of transaction.locks) if (this.#holders.get(key) === transaction) this.#holders.delete(key);
    transaction.locks.clear();
    transaction.cancelWait?.(aborted(reason));
    this.#wakeAll();
  }

  #wakeAll(): void {
    const waiters = this.#waiters;
    this.#waiters = new Set();
    for (const wake of waiters) wake();
  }

  #blockersOfLocks(transaction: Transaction, keys: LockKey[]): Set<Transaction> {
    const blockers = new Set<Transaction>();
    for (const key of keys) {
      const holder = this.#holders.get(key);
      if (holder && holder !== transaction) blockers.add(holder);
    }
    return blockers;
  }

  #blockersOfWrites(transaction: Transaction | null, names: string[]): Set<Transaction> {
    const blockers = new Set<Transaction>();
    for (const [key, holder] of this.#holders) {
      if (holder === transaction) continue;
      if (key.startsWith('doc ') ? names.includes(key.slice(4)) : names.some((name) => scopeCovers(key, name))) blockers.add(holder);
    }
    return blockers;
  }

  /** Whether `start` waits, through other transactions' waits, on itself. */
  #deadlocked(start: Transaction): boolean {
    const seen = new Set<Transaction>();
    const stack = [...(start.waitingFor ?? [])];
    while (stack.length > 0) {
      const next = stack.pop()!;
      if (next === start) return true;
      if (seen.has(next)) continue;
      seen.add(next);
      stack.push(...(next.waitingFor ?? []));
    }
    return false;
  }

  /**
   * Runs `take` synchronously as soon as `blockers()` is empty (re-checked after every release),
   * so no other request can slip in between the check and the take.
   */
  async #wait(transaction: Transaction | null, blockers: () => Set<Transaction>, take: () => void): Promise<void> {
    const deadline = Date.now() + LOCK_WAIT_MS;
    try {
      for (;;) {
        if (transaction?.ended) throw aborted(transaction.ended);
        const waitingFor = blockers();
        if (waitingFor.size === 0) {
          take();
          return;
        }
        if (transaction) {
          transaction.waitingFor = waitingFor;
          if (this.#deadlocked(transaction)) {
            this.#end(transaction, 'deadlock with another transaction (retry)');
            throw aborted('deadlock with another transaction (retry)');
          }
        }
        await new Promise<void>((resolve, reject) => {
          const timer = setTimeout(
            () => {
              this.#waiters.delete(wake);
              reject(aborted(`lock wait over ${LOCK_WAIT_MS / 1000} s`));
            },
            Math.max(0, deadline - Date.now()),
          );
          timer.unref();
          const wake = () => {
            clearTimeout(timer);
            resolve();
          };
          this.#waiters.add(wake);
          if (transaction)
            transaction.cancelWait = (error) => {
              clearTimeout(timer);
              this.#waiters.delete(wake);
              reject(error);
            };
        });
      }
    } catch (error) {
      // A lock-wait timeout ends the transaction too, so it leaves no locks behind.
      if (transaction && !transaction.ended) this.#end(transaction, (error as GrpcError).details ?? 'aborted');
      throw error;
    } finally {
      if (transaction) {
        transaction.waitingFor = null;
        transaction.cancelWait = null;
      }
    }
  }
}

/** The parts of grpc-js calls used here. */
type Call<Request> = {
  request: Request;
  write?(message: unknown): boolean;
  sendMetadata?(metadata: unknown): void;
  emit(event: 'error', error: GrpcError): boolean;
  on(event: 'cancelled', listener: () => void): unknown;
};
type Callback = (error: GrpcError | null, value?: unknown) => void;
type Handler = (call: Call<never>, callback?: Callback) => void;

/** The request fields read here (generated protobuf classes of @firestore-emulator/proto). */
type Selector = { consistency_selector: string; transaction: Uint8Array; has_new_transaction: boolean };
type QuerySelector = { from: { collection_id: string; all_descendants: boolean }[] };
type BatchGetRequest = Selector & { documents: string[] };
type RunQueryRequest = Selector & { parent: string; structured_query: QuerySelector };
type AggregationRequest = Selector & { parent: string; structured_aggregation_query: { structured_query: QuerySelector } };
type WriteMessage = { operation: string; update: { name: string }; delete: string; transform: { document: string } };
type CommitRequest = { transaction: Uint8Array; writes: WriteMessage[] };

/**
 * The package's protocol classes, loaded from its own dependencies (so errors and messages are the
 * classes its server uses).
 */
function loadProtocol() {
  const requireFromServer = createRequire(createRequire(import.meta.url).resolve('@firestore-emulator/server'));
  const { BatchGetDocumentsResponse, BeginTransactionResponse, UnimplementedFirestoreService } = requireFromServer(
    '@firestore-emulator/proto/dist/google/firestore/v1/firestore',
  ) as {
    BatchGetDocumentsResponse: { fromObject(data: object): unknown };
    BeginTransactionResponse: { fromObject(data: object): unknown };
    UnimplementedFirestoreService: { definition: Record<string, { path: string }> };
  };
  const { Metadata } = requireFromServer('@grpc/grpc-js') as { Metadata: new () => unknown };
  const { Empty } = requireFromServer('@firestore-emulator/proto/dist/google/protobuf/empty') as {
    Empty: { fromObject(data: object): unknown };
  };
  return { BatchGetDocumentsResponse, BeginTransactionResponse, UnimplementedFirestoreService, Metadata, Empty };
}

/**
 * The package's own handler of each method of `definition`, from the server's registered handlers.
 * @throws Error when a method is not registered (another package version)
 */
function registeredHandlers(
  definition: Record<string, { path: string }>,
  handlers: ReadonlyMap<string, { func: unknown }>,
): Record<string, Handler> {
  const inner: Record<string, Handler> = {};
  for (const [name, method] of Object.entries(definition)) {
    const handler = handlers.get(method.path)?.func;
    if (typeof handler !== 'function') throw new Error(`The Firestore server registers no handler for ${method.path}`);
    inner[name] = handler as Handler;
  }
  return inner;
}

/**
 * A read in a transaction: the transaction id (new for `new_transaction`), after `lock` resolved;
 * null when the read is not transactional. Errors are sent on the call.
 */
async function transactionalRead(
  call: Call<Selector>,
  lock: (id: Uint8Array) => Promise<void>,
  locks: TransactionLocks,
  Metadata: new () => unknown,
): Promise<{ id: Uint8Array; fresh: boolean } | null | 'failed'> {
  const selector = call.request.consistency_selector;
  if (selector !== 'transaction' && selector !== 'new_transaction') return null;
  const fresh = selector === 'new_transaction';
  const id = fresh ? locks.begin() : call.request.transaction;
  let settled = false;
  // Headers now: the client library retries a stream that fails before any response (twice,
  // ~2 s and ~4.5 s later, with the same transaction id) instead of handing ABORTED to its
  // transaction runner; after the headers it does not.
  call.sendMetadata!(new Metadata());
  // A client that gives up while waiting (deadline) would otherwise leave the locks to expiry.
  call.on('cancelled', () => {
    if (!settled && fresh) locks.end(id, 'the first read was cancelled');
  });
  try {
    await lock(id);
    settled = true;
    // The package's handler then reads as outside a transaction and echoes this id.
    call.request.transaction = id;
    return { id, fresh };
  } catch (error) {
    settled = true;
    call.emit('error', error as GrpcError);
    return 'failed';
  }
}

/** The query's collection scopes (what a transactional query locks). */
function scopesOf(parent: string, query: QuerySelector) {
  return query.from.map((from) => ({ parent, collection: from.collection_id, allDescendants: from.all_descendants }));
}

/** The document a commit's write changes. */
function writtenName(write: WriteMessage): string {
  return write.operation === 'delete' ? write.delete : write.operation === 'transform' ? write.transform.document : write.update.name;
}

/**
 * The package's Firestore gRPC service, as registered on its gRPC server, with transaction
 * isolation (see the module docstring): `server.removeService(definition)`, then
 * `server.addService(definition, implementation)`.
 *
 * The package's own handlers are taken from the server (grpc-js keeps them by method path): its
 * service class is not exported, and the copy in its `dist/server/…` file is a separate bundle
 * whose error class differs from the state's, so errors such as ALREADY_EXISTS would turn into
 * UNKNOWN there.
 * @param handlers grpc-js's registered handlers of the package's server (its private `handlers` map)
 * @returns `definition` (the Firestore service definition), `implementation`, and `locks` (the lock table; `close()` on stop)
 * @throws Error when a method of the service is not registered (another package version)
 */
export function isolateTransactions(handlers: ReadonlyMap<string, { func: unknown }>): {
  definition: object;
  implementation: Record<string, Handler>;
  locks: TransactionLocks;
} {
  const { BatchGetDocumentsResponse, BeginTransactionResponse, UnimplementedFirestoreService, Metadata, Empty } = loadProtocol();
  const definition = UnimplementedFirestoreService.definition;
  const inner = registeredHandlers(definition, handlers);
  const implementation: Record<string, Handler> = { ...inner };
  const locks = new TransactionLocks();

  const transactional = (call: Call<Selector>, lock: (id: Uint8Array) => Promise<void>) => transactionalRead(call, lock, locks, Metadata);

  implementation.BeginTransaction = (_call, callback) => {
    callback!(null, BeginTransactionResponse.fromObject({ transaction: locks.begin() }));
  };

  implementation.BatchGetDocuments = (call) => {
    const typed = call as unknown as Call<BatchGetRequest>;
    void transactional(typed, (id) => locks.lock(id, { documents: typed.request.documents })).then((tx) => {
      if (tx === 'failed') return;
      // The package sends the id of a new transaction only for `new_transaction`; send ours.
      if (tx?.fresh) typed.write!(BatchGetDocumentsResponse.fromObject({ transaction: tx.id }));
      inner.BatchGetDocuments!(call);
    });
  };

  implementation.RunQuery = (call) => {
    const typed = call as unknown as Call<RunQueryRequest>;
    void transactional(typed, (id) => locks.lock(id, { scopes: scopesOf(typed.request.parent, typed.request.structured_query) })).then(
      (tx) => {
        if (tx !== 'failed') inner.RunQuery!(call);
      },
    );
  };

  implementation.RunAggregationQuery = (call) => {
    const typed = call as unknown as Call<AggregationRequest>;
    const query = typed.request.structured_aggregation_query.structured_query;
    void transactional(typed, (id) => locks.lock(id, { scopes: scopesOf(typed.request.parent, query) })).then((tx) => {
      if (tx !== 'failed') inner.RunAggregationQuery!(call);
    });
  };

  implementation.Commit = (call, callback) => {
    const request = (call as unknown as Call<CommitRequest>).request;
    const id = request.transaction.length > 0 ? request.transaction : null;
    const names = request.writes.map(writtenName);
    // A commit the client gave up on (deadline) while it waited must not apply later.
    let cancelled = false;
    call.on('cancelled', () => {
      cancelled = true;
      if (id) locks.end(id, 'the commit was cancelled');
    });
    locks
      .whenWritable(id, names, () => {
        if (!cancelled) inner.Commit!(call, callback);
      })
      .catch((error: GrpcError) => callback!(error));
  };

  implementation.Rollback = (call, callback) => {
    locks.end((call as unknown as Call<{ transaction: Uint8Array }>).request.transaction, 'rolled back');
    callback!(null, Empty.fromObject({}));
  };

  return { definition, implementation, locks };
}
