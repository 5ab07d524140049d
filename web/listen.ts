/**
 * Listening for web/server.ts on several sockets of one port, so a busy server keeps accepting
 * connections (issue 14, goal 6: 200 connections straight to Node with 0 socket errors).
 *
 * Why: since libuv 1.45 (libuv/libuv#3696, "unix: don't accept() connections in a loop"; Node 24
 * ships libuv 1.52) a listening socket accepts ONE connection per event-loop iteration. When the
 * server is saturated an iteration lasts as long as the requests that became readable in it (about
 * 100 ms with 150 busy keep-alive connections on this machine), so new connections wait in the
 * kernel's accept queue at ~10 per second: wrk's 200 connections took 11 s to be accepted, and
 * requests sent on the last ones timed out (measured with a bare `net` server too, so it is not
 * Next's doing; with `Connection: close` the queue is FIFO and fair).
 * How: `sockets` listening sockets bound to the same address with SO_REUSEPORT (Node's
 * `reusePort`, Linux ≥ 3.9); the kernel spreads new connections over them by address hash, and each
 * ready socket accepts one per iteration, so up to `sockets` per iteration. All of them serve the
 * same request handler (one `http.Server` per socket, so each tracks and closes its own
 * connections).
 * SO_REUSEPORT would also let a second process of the same user share the port silently; so the
 * port is first bound once WITHOUT it — a port already in use (by anything, reusePort or not)
 * fails with EADDRINUSE as before — and released right before the shared sockets bind.
 * Where the platform has no SO_REUSEPORT, one socket is used (libuv's one accept per iteration).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

/** Listening sockets per server process (each accepts one connection per event-loop iteration). */
export const LISTEN_SOCKETS = 32;

/** The servers listening on one port and how to stop them all. */
export interface Listeners {
  /** One http.Server per listening socket (all with the same handler). */
  servers: Server[];
  /** The port actually bound (useful with port 0). */
  port: number;
  /** Stops accepting on every socket; resolves when all their connections have ended. */
  close(): Promise<void>;
  /** Closes the idle keep-alive connections of every socket (Node's `closeIdleConnections`). */
  closeIdleConnections(): void;
}

function listenOnce(server: Server, options: { port: number; host: string; reusePort?: boolean }): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (error: Error) => reject(error);
    server.once('error', onError);
    server.listen({ port: options.port, host: options.host, ...(options.reusePort ? { reusePort: true } : {}) }, () => {
      server.off('error', onError);
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : options.port);
    });
  });
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    if (!server.listening) return resolve();
    server.close(() => resolve());
  });
}

/**
 * Listens with `handler` on `sockets` SO_REUSEPORT sockets of `host:port`.
 * @param handler the request handler (as for `http.createServer`)
 * @param options port (0 = any free port), host (an IP address or name), sockets (default
 *   {@link LISTEN_SOCKETS}; 1 = a single ordinary listener)
 * @returns the listeners once every socket is bound
 * @throws the bind error (e.g. EADDRINUSE when the port is taken, by another process or not) —
 *   no socket stays bound then
 */
export async function listenOnSockets(
  handler: (req: IncomingMessage, res: ServerResponse) => void,
  options: { port: number; host: string; sockets?: number },
): Promise<Listeners> {
  const wanted = Math.max(1, Math.floor(options.sockets ?? LISTEN_SOCKETS));
  // An exclusive bind first: refuses a port in use, and resolves port 0 to a real port.
  const probe = createServer(handler);
  const port = await listenOnce(probe, { port: options.port, host: options.host });
  const servers: Server[] = [];
  if (wanted === 1) {
    servers.push(probe);
  } else {
    await closeServer(probe);
    try {
      for (let i = 0; i < wanted; i++) {
        const server = createServer(handler);
        await listenOnce(server, { port, host: options.host, reusePort: true });
        servers.push(server);
      }
    } catch (error) {
      await Promise.all(servers.map(closeServer));
      servers.length = 0;
      const code = (error as NodeJS.ErrnoException).code;
      // No SO_REUSEPORT here: an ordinary single listener.
      if (code !== 'ENOTSUP' && code !== 'ERR_INVALID_ARG_VALUE' && code !== 'EOPNOTSUPP') throw error;
      const single = createServer(handler);
      await listenOnce(single, { port, host: options.host });
      servers.push(single);
    }
  }
  return {
    servers,
    port,
    close: async () => {
      await Promise.all(servers.map(closeServer));
    },
    closeIdleConnections: () => {
      for (const server of servers) server.closeIdleConnections();
    },
  };
}
