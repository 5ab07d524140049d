import { readFileSync } from 'node:fs';
import { connect, createServer as createNetServer, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { KEEP_ALIVE_TIMEOUT_MS, LISTEN_SOCKETS, listenOnSockets, type Listeners } from './listen.ts';

const HOST = '127.0.0.1';
const open: Listeners[] = [];
const sockets: Socket[] = [];
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  await Promise.all(open.splice(0).map((listeners) => listeners.close()));
});

async function listen(count?: number): Promise<Listeners> {
  const listeners = await listenOnSockets((_req, res) => res.end('ok'), { port: 0, host: HOST, ...(count ? { sockets: count } : {}) });
  open.push(listeners);
  return listeners;
}

/** Listening TCP sockets on `port` (IPv4), read from the kernel's table. */
function listeningSocketsOn(port: number): number {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  return readFileSync('/proc/net/tcp', 'utf8')
    .split('\n')
    .slice(1)
    .filter((line) => {
      const fields = line.trim().split(/\s+/);
      return fields[1]?.endsWith(`:${hexPort}`) && fields[3] === '0A'; // 0A = LISTEN
    }).length;
}

function get(port: number): Promise<string> {
  return fetch(`http://${HOST}:${port}/`, { headers: { connection: 'close' } }).then((response) => response.text());
}

/**
 * Opens `count` connections while the event loop is blocked (so the kernel completes every
 * handshake before the server can accept any), then returns the most connections the server
 * accepted in one event-loop iteration (counted between consecutive check phases, where
 * setImmediate callbacks run, right after each poll phase).
 */
async function mostAcceptedInOneIteration(listeners: Listeners, count: number): Promise<number> {
  let accepted = 0;
  for (const server of listeners.servers) server.on('connection', () => accepted++);
  for (let i = 0; i < count; i++) {
    const socket = connect(listeners.port, HOST);
    socket.on('error', () => {});
    sockets.push(socket);
  }
  const until = performance.now() + 300;
  while (performance.now() < until); // block: handshakes complete in the kernel meanwhile
  let most = 0;
  let before = accepted;
  for (let iteration = 0; iteration < count + 10 && accepted < count; iteration++) {
    await new Promise((resolve) => setImmediate(resolve));
    most = Math.max(most, accepted - before);
    before = accepted;
  }
  expect(accepted).toBe(count);
  return most;
}

describe('listenOnSockets (web/listen.ts)', () => {
  it(`binds ${LISTEN_SOCKETS} listening sockets to one port, all serving the handler`, async () => {
    const listeners = await listen();
    expect(listeners.servers).toHaveLength(LISTEN_SOCKETS);
    expect(listeningSocketsOn(listeners.port)).toBe(LISTEN_SOCKETS);
    // The keep-alive timeout the proxy's upstream timeout is compared with (scripts/proxy/render-nginx-conf.test.ts).
    expect(listeners.servers.map((server) => server.keepAliveTimeout)).toEqual(listeners.servers.map(() => KEEP_ALIVE_TIMEOUT_MS));
    const answers = await Promise.all(Array.from({ length: 40 }, () => get(listeners.port)));
    expect(answers.every((answer) => answer === 'ok')).toBe(true);
  });

  it('accepts many connections in one event-loop iteration, where a single socket accepts one (libuv#3696)', async () => {
    const single = await listen(1);
    expect(await mostAcceptedInOneIteration(single, 24)).toBe(1);
    const shared = await listen(LISTEN_SOCKETS);
    expect(await mostAcceptedInOneIteration(shared, 24)).toBeGreaterThanOrEqual(8);
  });

  it('refuses a port already in use — by another of its kind or by a plain listener — and leaves nothing bound', async () => {
    const first = await listen();
    await expect(listenOnSockets(() => {}, { port: first.port, host: HOST })).rejects.toMatchObject({ code: 'EADDRINUSE' });
    expect(listeningSocketsOn(first.port)).toBe(LISTEN_SOCKETS);

    const plain = createNetServer();
    await new Promise<void>((resolve) => plain.listen(0, HOST, resolve));
    const port = (plain.address() as { port: number }).port;
    await expect(listenOnSockets(() => {}, { port, host: HOST })).rejects.toMatchObject({ code: 'EADDRINUSE' });
    expect(listeningSocketsOn(port)).toBe(1);
    await new Promise((resolve) => plain.close(resolve));
  });

  it('close() releases every socket: the port can be bound exclusively again', async () => {
    const listeners = await listenOnSockets((_req, res) => res.end('ok'), { port: 0, host: HOST });
    expect(await get(listeners.port)).toBe('ok');
    await listeners.close();
    expect(listeningSocketsOn(listeners.port)).toBe(0);
    const again = await listen(1);
    expect(again.servers[0]!.listening).toBe(true);
  });
});
