/**
 * Network probes for the tests that check what listens where (local services bound to loopback
 * only): the machine's non-loopback addresses, and a TCP connection attempt.
 */
import net from 'node:net';
import { networkInterfaces } from 'node:os';

/**
 * This machine's addresses that other machines could reach: IPv4 and global IPv6 addresses of
 * non-internal interfaces (link-local IPv6, which needs a scope id, is left out).
 */
export function nonLoopbackAddresses(): string[] {
  const found: string[] = [];
  for (const addresses of Object.values(networkInterfaces())) {
    for (const address of addresses ?? []) {
      if (address.internal) continue;
      if (address.family === 'IPv6' && /^fe80:/i.test(address.address)) continue;
      found.push(address.address);
    }
  }
  return found;
}

/**
 * Tries a TCP connection to host:port.
 * @returns 'connected', or the error code ('ECONNREFUSED', 'ETIMEDOUT', …)
 */
export function tryConnect(host: string, port: number, timeoutMs = 2_000): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (outcome: string) => {
      socket.destroy();
      resolve(outcome);
    };
    socket.setTimeout(timeoutMs, () => done('ETIMEDOUT'));
    socket.once('connect', () => done('connected'));
    socket.once('error', (error: NodeJS.ErrnoException) => done(error.code ?? error.message));
  });
}
