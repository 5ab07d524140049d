/**
 * The local Firebase stack listens on 127.0.0.1 only (issue 13, finding 6): its services enforce no
 * security rules and trust unsigned emulator tokens. Starts its own stack on free ports and tries
 * every port on loopback (must connect) and on each non-loopback address of this machine (must be
 * refused). Skipped, saying why, only on a machine without a non-loopback address.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { nonLoopbackAddresses, tryConnect } from '../test-support/network.ts';
import { freePort, startEmulators, type RunningEmulators } from './emulators.ts';
import type { EmulatorPorts } from './profiles.ts';

const external = nonLoopbackAddresses();

describe('local Firebase stack binds loopback only', () => {
  let ports: EmulatorPorts;
  let running: RunningEmulators | undefined;
  let tmp: string;

  beforeAll(async () => {
    tmp = mkdtempSync(join(tmpdir(), 'typeatlas-loopback-'));
    ports = { authPort: await freePort(), firestorePort: await freePort(), smtpPort: await freePort(), hubPort: await freePort(), loggingPort: await freePort() };
    running = await startEmulators({ ...ports, mailDir: join(tmp, 'mail'), existing: {} });
  }, 90_000);
  afterAll(async () => {
    await running?.stop();
    rmSync(tmp, { recursive: true, force: true });
  }, 30_000);

  const services = ['authPort', 'firestorePort', 'smtpPort', 'hubPort', 'loggingPort'] as const;

  it.each(services)('%s answers on 127.0.0.1', async (service) => {
    expect(await tryConnect('127.0.0.1', ports[service])).toBe('connected');
  });

  it.skipIf(external.length === 0)(`every service refuses connections on this machine's other addresses (${external.join(', ') || 'none: skipped'})`, async () => {
    for (const service of services) {
      for (const address of external) expect(`${service} ${address}: ${await tryConnect(address, ports[service])}`).toBe(`${service} ${address}: ECONNREFUSED`);
    }
  });
});
