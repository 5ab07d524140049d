/**
 * The local Firestore server of embedded mode: @firestore-emulator/server in this process, bound to
 * one host, optionally persisted to a folder (./firestore-snapshot.ts).
 * Design notes: docs/development.md "Notes from the source files".
 */
import { createRequire } from 'node:module';
import net from 'node:net';
import { FirestoreServer, type FirestoreState } from '@firestore-emulator/server';
import { isolateTransactions } from './firestore-transactions.ts';
import { persistFirestore, restoreFirestore, type FirestorePersistence } from './firestore-snapshot.ts';

/** The part of @grpc/grpc-js used here (the package declares its `server` field without a type). */
type GrpcServer = {
  addService(definition: object, implementation: object): void;
  removeService(definition: object): void;
  /** grpc-js's registered handlers by method path (private in its types, a plain Map at run time). */
  handlers: ReadonlyMap<string, { func: unknown }>;
  bindAsync(address: string, credentials: unknown, callback: (error: Error | null, port: number) => void): void;
  drain(address: string, graceTimeMs: number): void;
  unbind(address: string): void;
};
type GrpcModule = { ServerCredentials: { createInsecure(): unknown } };

export type FirestoreServerOptions = {
  /** Interface to listen on (127.0.0.1 in our scripts). */
  host: string;
  port: number;
  /** Folder that keeps the documents across restarts; undefined → memory only. */
  dataDir?: string;
  /** Longest delay between a write and the snapshot holding it, in ms (default 5 000; the journal has it at once). */
  snapshotIntervalMs?: number;
  /** Transaction isolation (default true; false, or FIRESTORE_TX_ISOLATION=0, only to probe tests against the package's dummy transactions). */
  isolateTransactions?: boolean;
};

export type RunningFirestore = {
  /** `host:port`, the FIRESTORE_EMULATOR_HOST value. */
  host: string;
  state: FirestoreState;
  /** How many documents were restored from `dataDir` at start. */
  restored: number;
  /** Writes the snapshot now (no-op without `dataDir`). */
  flush(): void;
  /** Closes the server, then saves the last snapshot. Idempotent. */
  stop(): Promise<void>;
  /** Fault tests: closes every connection and stops listening (clients see ECONNREFUSED); the data stays. */
  down(): Promise<void>;
  /** Fault tests: listens on the same address again. */
  up(): Promise<void>;
};

/** Resolves once nothing listens on host:port any more (polled every 50 ms, at most 10 s). */
async function released(host: string, port: number): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const free = await new Promise<boolean>((done) => {
      const probe = net.createServer();
      probe.once('error', () => done(false));
      probe.once('listening', () => probe.close(() => done(true)));
      probe.listen(port, host);
    });
    if (free) return;
    if (Date.now() > deadline) throw new Error(`The Firestore server did not release ${host}:${port} within 10 s`);
    await new Promise((done) => setTimeout(done, 50));
  }
}

/** `host:port` with IPv6 literals in brackets. */
function address(host: string, port: number): string {
  return host.includes(':') && !host.startsWith('[') ? `[${host}]:${port}` : `${host}:${port}`;
}

/**
 * Restores the documents from `dataDir` (when given), then listens on host:port.
 * @throws when the snapshot is unreadable or the address cannot be bound (e.g. port in use)
 */
export async function startFirestoreServer(options: FirestoreServerOptions): Promise<RunningFirestore> {
  const firestore = new FirestoreServer();
  const restored = options.dataDir ? restoreFirestore(firestore.state, options.dataDir) : 0;
  const grpc = createRequire(createRequire(import.meta.url).resolve('@firestore-emulator/server'))('@grpc/grpc-js') as GrpcModule;
  // The package's private gRPC server, which start() would bind to 0.0.0.0.
  const server = (firestore as unknown as { server: GrpcServer }).server;
  const isolated =
    (options.isolateTransactions ?? process.env.FIRESTORE_TX_ISOLATION !== '0') ? isolateTransactions(server.handlers) : null;
  if (isolated) {
    server.removeService(isolated.definition);
    server.addService(isolated.definition, isolated.implementation);
  }
  const bound = address(options.host, options.port);
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server.bindAsync(bound, grpc.ServerCredentials.createInsecure(), (error) => {
        if (error) reject(new Error(`The Firestore server cannot listen on ${bound}: ${error.message}`));
        else resolve();
      });
    });
  await listen();
  const persistence: FirestorePersistence | null = options.dataDir
    ? persistFirestore(
        firestore.state,
        options.dataDir,
        options.snapshotIntervalMs !== undefined ? { intervalMs: options.snapshotIntervalMs } : {},
      )
    : null;
  let stopped = false;
  return {
    host: bound,
    state: firestore.state,
    restored,
    flush: () => persistence?.flush(),
    async stop() {
      if (stopped) return;
      stopped = true;
      // Close first, so the final snapshot holds every write the server accepted.
      firestore.stop();
      isolated?.locks.close();
      persistence?.stop();
    },
    async down() {
      server.drain(bound, 0);
      server.unbind(bound);
      await released(options.host, options.port);
    },
    up: listen,
  };
}
