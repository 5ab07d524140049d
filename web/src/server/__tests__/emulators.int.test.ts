/**
 * Integration test of the local Firebase stack (scripts/emulators/emulators.ts): starts its own
 * instance on free ports (independent of the one the vitest globalSetup provides), then uses it the
 * way the web app does — firebase-admin Auth and Firestore, nodemailer over SMTP — and checks that
 * stop() frees every port. Lives here because firebase-admin and nodemailer resolve from web/.
 *
 * The same stack also proves it listens on 127.0.0.1 only (issue 13, finding 6): its services enforce
 * no security rules and trust unsigned emulator tokens. Every port must connect on loopback and be
 * refused on each non-loopback address of this machine (skipped, saying why, on a machine without
 * one). One stack for both: each start costs 10–15 s of the test run (issue 22).
 */
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The scripts' modules import each other with `.ts` extensions, which web's tsconfig does not
// allow, so they are loaded dynamically and typed here by hand.
type Ports = { authPort: number; firestorePort: number; smtpPort: number; hubPort: number; loggingPort: number };
type EmulatorsModule = {
  startEmulators(options: Ports & { mailDir: string; existing?: Record<string, string | undefined> }): Promise<{
    env: Record<'FIREBASE_AUTH_EMULATOR_HOST' | 'FIRESTORE_EMULATOR_HOST' | 'FIREBASE_PROJECT_ID' | 'SMTP_URL' | 'MAIL_DIR', string>;
    stop(): Promise<void>;
  }>;
  freePort(): Promise<number>;
  portFree(port: number): Promise<boolean>;
};
type NetworkModule = { nonLoopbackAddresses(): string[]; tryConnect(host: string, port: number): Promise<string> };
type OutboxModule = { readOutbox(mailDir: string): { to: string[]; subject: string; text: string }[] };
const SCRIPTS = new URL('../../../../scripts/emulators/', import.meta.url);
const load = <T>(name: string) => import(/* @vite-ignore */ new URL(name, SCRIPTS).href) as Promise<T>;
const network = (await import(/* @vite-ignore */ new URL('../test-support/network.ts', SCRIPTS).href)) as NetworkModule;
const EXTERNAL = network.nonLoopbackAddresses();
const SERVICES = ['authPort', 'firestorePort', 'smtpPort', 'hubPort', 'loggingPort'] as const;

const ENV_KEYS = ['FIREBASE_AUTH_EMULATOR_HOST', 'FIRESTORE_EMULATOR_HOST', 'FIREBASE_PROJECT_ID'] as const;

describe('local Firebase stack (startEmulators)', () => {
  let emulators: EmulatorsModule;
  let running: Awaited<ReturnType<EmulatorsModule['startEmulators']>>;
  let ports: Ports;
  let tmp: string;
  let app: App;
  let appDeleted = false;
  const saved = Object.fromEntries(ENV_KEYS.map((key) => [key, process.env[key]]));

  beforeAll(async () => {
    emulators = await load<EmulatorsModule>('emulators.ts');
    tmp = mkdtempSync(join(tmpdir(), 'typeatlas-emulators-int-'));
    ports = {
      authPort: await emulators.freePort(),
      firestorePort: await emulators.freePort(),
      smtpPort: await emulators.freePort(),
      hubPort: await emulators.freePort(),
      loggingPort: await emulators.freePort(),
    };
    running = await emulators.startEmulators({ ...ports, mailDir: join(tmp, 'mail'), existing: {} });
    // firebase-admin reads the emulator hosts from the environment.
    for (const key of ENV_KEYS) process.env[key] = running.env[key];
    app = initializeApp({ projectId: running.env.FIREBASE_PROJECT_ID }, `emulators-int-${Date.now()}`);
  }, 90_000);

  afterAll(async () => {
    if (app && !appDeleted) await deleteApp(app);
    await running?.stop();
    for (const key of ENV_KEYS) {
      if (saved[key] === undefined) delete process.env[key];
      else process.env[key] = saved[key];
    }
    if (tmp) rmSync(tmp, { recursive: true, force: true });
  }, 30_000);

  it('returns the environment of the web app', () => {
    expect(running.env).toEqual({
      FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${ports.authPort}`,
      FIRESTORE_EMULATOR_HOST: `127.0.0.1:${ports.firestorePort}`,
      FIREBASE_PROJECT_ID: 'demo-typeatlas',
      SMTP_URL: `smtp://127.0.0.1:${ports.smtpPort}`,
      MAIL_DIR: join(tmp, 'mail'),
    });
  });

  it('creates and finds a user in the Auth emulator', async () => {
    const auth = getAuth(app);
    const created = await auth.createUser({ email: 'int@example.com', password: 'secret-123', displayName: 'Int' });
    const found = await auth.getUserByEmail('int@example.com');
    expect(found.uid).toBe(created.uid);
    expect(found.displayName).toBe('Int');
    const token = await auth.createCustomToken(created.uid);
    expect(token.split('.')).toHaveLength(3);
  });

  it('writes, reads and queries documents in the Firestore emulator', async () => {
    const db = getFirestore(app);
    await db
      .collection('users')
      .doc('u1')
      .set({ name: 'Ann', createdAt: new Date('2026-01-01T00:00:00Z') });
    await db.collection('notifications').add({ userId: 'all', title: 'Old', createdAt: new Date('2026-01-01T00:00:00Z') });
    await db.collection('notifications').add({ userId: 'u1', title: 'New', createdAt: new Date('2026-02-01T00:00:00Z') });
    const user = await db.collection('users').doc('u1').get();
    expect(user.data()?.name).toBe('Ann');
    const latest = await db.collection('notifications').where('userId', 'in', ['all', 'u1']).orderBy('createdAt', 'desc').limit(1).get();
    expect(latest.docs.map((doc) => doc.get('title'))).toEqual(['New']);
  });

  it('stores e-mail sent with nodemailer in the outbox', async () => {
    const { readOutbox } = await load<OutboxModule>('outbox.ts');
    const transport = nodemailer.createTransport(running.env.SMTP_URL);
    await transport.sendMail({
      from: 'TypeAtlas <no-reply@typeatlas.local>',
      to: 'int@example.com',
      subject: 'Reset your password',
      text: 'Follow http://localhost:3000/login/reset-password?oobCode=abc',
    });
    transport.close();
    expect(readOutbox(running.env.MAIL_DIR).at(-1)).toMatchObject({
      to: ['int@example.com'],
      subject: 'Reset your password',
      text: 'Follow http://localhost:3000/login/reset-password?oobCode=abc',
    });
  });

  it.each(SERVICES)('%s answers on 127.0.0.1', async (service) => {
    expect(await network.tryConnect('127.0.0.1', ports[service])).toBe('connected');
  });

  it.skipIf(EXTERNAL.length === 0)(
    `every service refuses connections on this machine's other addresses (${EXTERNAL.join(', ') || 'none: skipped'})`,
    async () => {
      for (const service of SERVICES) {
        for (const address of EXTERNAL)
          expect(`${service} ${address}: ${await network.tryConnect(address, ports[service])}`).toBe(`${service} ${address}: ECONNREFUSED`);
      }
    },
  );

  it('frees every port on stop()', async () => {
    await deleteApp(app);
    appDeleted = true;
    await running.stop();
    for (const port of Object.values(ports)) expect(await emulators.portFree(port)).toBe(true);
    await running.stop(); // idempotent
  }, 30_000);
});
