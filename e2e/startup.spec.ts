/**
 * Start-up of the production server (web/server.ts, web/startup-check.ts) against the built app:
 * a bad environment is refused before anything listens (exit code 1, the messages on stderr, no
 * connection accepted on the port at any moment), a good one starts, and the listen address
 * follows the mode — 127.0.0.1 in embedded mode, all interfaces in cloud mode, HOST overrides.
 * No browser: each test spawns its own server on a free port with a clean environment.
 */
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { nonLoopbackAddresses, tryConnect } from '../scripts/test-support/network';

const SERVER = path.resolve(import.meta.dirname, '..', 'web', 'server.ts');

/** A clean environment: nothing of the test run (emulator hosts, secrets) leaks into the server. */
const BASE_ENV: Record<string, string> = {
  PATH: process.env.PATH ?? '',
  HOME: process.env.HOME ?? '',
  NEXT_TELEMETRY_DISABLED: '1',
  CONTENT_SOURCE: 'local',
  NEXT_PUBLIC_SITE_URL: 'http://localhost:3000',
  // No warm-up request (web/warm-up.ts builds the search index in the background, ~1.4 CPU-s per
  // start): these tests are about the environment and the listen address, and the run is CPU-bound.
  WARM_UP: '0',
};

/** A complete cloud account configuration (values are fake; nothing contacts Firebase at start-up). */
const CLOUD_ENV: Record<string, string> = {
  FIREBASE_MODE: 'cloud',
  FIREBASE_PROJECT_ID: 'typeatlas-prod',
  FIREBASE_API_KEY: 'AIza-not-a-real-key',
  FIREBASE_AUTH_DOMAIN: 'typeatlas-prod.firebaseapp.com',
  FIREBASE_CLIENT_EMAIL: 'site@typeatlas-prod.iam.gserviceaccount.com',
  FIREBASE_PRIVATE_KEY: '-----BEGIN PRIVATE KEY-----\\nnot-a-key\\n-----END PRIVATE KEY-----\\n',
  SMTP_URL: 'smtp://user:pass@smtp.example.com:587',
};

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

type Run = { code: number | null; stdout: string; stderr: string; connected: boolean };

/**
 * Runs the server until it exits (at most 30 s), trying to connect to 127.0.0.1:port every 25 ms
 * the whole time.
 */
async function runUntilExit(args: string[], env: Record<string, string>, port: number): Promise<Run> {
  const child = spawn(process.execPath, [SERVER, ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const killer = setTimeout(() => child.kill('SIGKILL'), 30_000);
  let running = true;
  let connected = false;
  void exited.then(() => (running = false));
  while (running) {
    if ((await tryConnect('127.0.0.1', port, 500)) === 'connected') connected = true;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  clearTimeout(killer);
  return { code: await exited, stdout, stderr, connected };
}

/** Starts the server and waits for its ready line. @returns stop() (SIGTERM, resolves to the exit code) */
async function start(args: string[], env: Record<string, string>): Promise<{ output: () => string; stop: () => Promise<number | null> }> {
  const child = spawn(process.execPath, [SERVER, ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  await expect.poll(() => output, { timeout: 30_000 }).toMatch(/TypeAtlas ready on|cannot start/);
  expect(output).toContain('TypeAtlas ready on');
  return {
    output: () => output,
    stop: async () => {
      child.kill('SIGTERM');
      return exited;
    },
  };
}

const BAD_ENVIRONMENTS: { name: string; env: Record<string, string>; messages: string[] }[] = [
  {
    name: 'emulator variables in cloud mode',
    env: { ...CLOUD_ENV, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080' },
    messages: [
      'FIREBASE_AUTH_EMULATOR_HOST must not be set when FIREBASE_MODE=cloud',
      'FIRESTORE_EMULATOR_HOST must not be set when FIREBASE_MODE=cloud',
    ],
  },
  {
    name: 'missing secrets in cloud mode',
    env: { FIREBASE_MODE: 'cloud', FIREBASE_PROJECT_ID: 'typeatlas-prod' },
    messages: ['FIREBASE_PRIVATE_KEY is required when FIREBASE_MODE=cloud', 'SMTP_URL is required when FIREBASE_MODE=cloud'],
  },
  {
    name: 'missing Content Lake settings',
    env: { CONTENT_SOURCE: 'sanity', SANITY_PROJECT_ID: 'abc123' },
    messages: [
      'SANITY_API_READ_TOKEN is required when CONTENT_SOURCE=sanity',
      'SANITY_WEBHOOK_SECRET is required when CONTENT_SOURCE=sanity',
    ],
  },
  {
    name: 'invalid values in both halves',
    env: { NEXT_PUBLIC_SITE_URL: 'typeatlas.example', FIRESTORE_EMULATOR_HOST: 'not a host' },
    messages: ['NEXT_PUBLIC_SITE_URL must be an absolute http(s) URL', 'FIRESTORE_EMULATOR_HOST must be host:port'],
  },
];

test.describe('production server start-up', () => {
  test.describe.configure({ timeout: 90_000 });

  for (const { name, env, messages } of BAD_ENVIRONMENTS) {
    test(`refuses ${name} before listening`, async () => {
      const port = await freePort();
      const run = await runUntilExit(['--port', String(port)], { ...BASE_ENV, ...env }, port);
      expect(run.code, run.stderr).toBe(1);
      for (const message of messages) expect(run.stderr).toContain(message);
      expect(run.stderr).toContain('TypeAtlas cannot start: the environment is invalid.');
      expect(run.stdout).not.toContain('ready');
      expect(run.connected, 'something accepted a connection on the port').toBe(false);
    });
  }

  test('refuses an invalid port', async () => {
    const run = await runUntilExit([], { ...BASE_ENV, PORT: '99999' }, await freePort());
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('Invalid port "99999"');
  });

  test('starts with a good embedded environment, on 127.0.0.1 only', async ({ request }) => {
    const port = await freePort();
    const server = await start(['--port', String(port)], BASE_ENV);
    try {
      expect(server.output()).toContain(`listening on 127.0.0.1`);
      expect((await request.get(`http://localhost:${port}/`)).status()).toBe(200);
      const external = nonLoopbackAddresses();
      test.skip(external.length === 0, 'this machine has no non-loopback address to try');
      for (const address of external) expect(await tryConnect(address, port), `${address}:${port}`).toBe('ECONNREFUSED');
    } finally {
      expect(await server.stop()).toBe(0);
    }
  });

  test('listens on all interfaces in cloud mode, and HOST overrides the default', async ({ request }) => {
    const external = nonLoopbackAddresses();
    test.skip(external.length === 0, 'this machine has no non-loopback address to try');
    const address = external.find((candidate) => !candidate.includes(':')) ?? external[0]!;
    for (const env of [CLOUD_ENV, { HOST: '0.0.0.0' }]) {
      const port = await freePort();
      const server = await start(['--port', String(port)], { ...BASE_ENV, ...env });
      try {
        expect(server.output()).toContain('listening on 0.0.0.0');
        expect(await tryConnect(address, port), `${address}:${port}`).toBe('connected');
        expect((await request.get(`http://localhost:${port}/`)).status()).toBe(200);
      } finally {
        expect(await server.stop()).toBe(0);
      }
    }
  });
});
