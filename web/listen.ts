/**
 * Listening for web/server.ts on several sockets of one port, so a busy server keeps accepting
 * connections (issue 14, goal 6).
 * Design notes: docs/caching-and-scale-out.md "Notes from the source files".
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

/** Listening sockets per server process (each accepts one connection per event-loop iteration). */
export const LISTEN_SOCKETS = 32;

/**
 * How long the server keeps an idle keep-alive connection, ms (`server.keepAliveTimeout`; Node's
 * default, set explicitly). A proxy that keeps connections to the server must close its idle ones
 * sooner: else it may send a request on a connection the server is closing at that moment, and a
 * POST then fails with 502 (nginx retries only idempotent requests). The shipped nginx closes them
 * after 4 s (scripts/proxy/render-nginx-conf.ts UPSTREAM_KEEPALIVE_TIMEOUT_S; its test compares).
 */
export const KEEP_ALIVE_TIMEOUT_MS = 5_000;

/** An http.Server with the handler and {@link KEEP_ALIVE_TIMEOUT_MS}. */
function newServer(handler: (req: IncomingMessage, res: ServerResponse) => void): Server {
  const server = createServer(handler);
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  return server;
}

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
  const probe = newServer(handler);
  const port = await listenOnce(probe, { port: options.port, host: options.host });
  const servers: Server[] = [];
  if (wanted === 1) {
    servers.push(probe);
  } else {
    await closeServer(probe);
    try {
      for (let i = 0; i < wanted; i++) {
        const server = newServer(handler);
        await listenOnce(server, { port, host: options.host, reusePort: true });
        servers.push(server);
      }
    } catch (error) {
      await Promise.all(servers.map(closeServer));
      servers.length = 0;
      const code = (error as NodeJS.ErrnoException).code;
      // No SO_REUSEPORT here: an ordinary single listener.
      if (code !== 'ENOTSUP' && code !== 'ERR_INVALID_ARG_VALUE' && code !== 'EOPNOTSUPP') throw error;
      const single = newServer(handler);
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
