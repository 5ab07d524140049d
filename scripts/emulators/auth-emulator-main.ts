/**
 * The child process of ./auth-emulator.ts: what `firebase emulators:start --only auth` runs —
 * firebase-tools' own EmulatorHub, LoggingEmulator and AuthEmulator classes, started through its
 * EmulatorRegistry in the CLI's order (hub, logging, auth, then `--import`) — without the CLI
 * around them (its commander set-up, the loading of every command and emulator, config lookups,
 * update checks), which cost about half of each start's CPU (issue 22, stop 34).
 *
 *   node auth-emulator-main.ts --host 127.0.0.1 --auth-port 9099 --hub-port 4400 --logging-port 4500
 *     --project demo-typeatlas [--import DIR] [--export-on-exit DIR]
 *
 * Prints {@link READY_LINE} once the accounts of `--import` (a firebase-tools export folder)
 * are in. On SIGTERM/SIGINT/SIGHUP it exports into `--export-on-exit` (firebase-tools' HubExport,
 * the format of `emulators:export`), stops the emulators and exits 0; a second signal exits at once.
 * Exits 1 with the error when a start fails (e.g. a port in use).
 */
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { READY_LINE } from './auth-emulator.ts';
import { portNumber as port } from './profiles.ts';

type Listen = { address: string; family: 'IPv4' | 'IPv6'; port: number };
type EmulatorInstance = { start(): Promise<void>; stop(): Promise<void>; getName(): string };
type FirebaseTools = {
  auth: {
    AuthEmulator: new (args: { host: string; port: number; projectId: string; singleProjectMode: number }) => EmulatorInstance & {
      importData(dir: string, projectId: string, options: { initiatedBy: string }): Promise<void>;
    };
    SingleProjectMode: { WARNING: number };
  };
  hub: {
    EmulatorHub: new (args: { projectId: string; listen: Listen[]; listenForEmulator: Record<string, Listen[]> }) => EmulatorInstance;
  };
  logging: { LoggingEmulator: new (args: { host: string; port: number }) => EmulatorInstance };
  registry: { EmulatorRegistry: { start(instance: EmulatorInstance): Promise<void>; stopAll(): Promise<void> } };
  hubExport: {
    HubExport: (new (
      projectId: string,
      options: { path: string; initiatedBy: string; targets: string[] },
    ) => { exportAll(): Promise<void> }) & {
      readMetadata(dir: string): { auth?: { path: string } } | undefined;
    };
  };
  logger: { useConsoleLoggers(): void };
};

/** firebase-tools' modules (CommonJS), from the workspace root install. */
function loadFirebaseTools(): FirebaseTools {
  const require = createRequire(import.meta.url);
  const lib = (path: string) => require(`firebase-tools/lib/${path}`) as unknown;
  // The CLI's console transport (info and up, plain text) is only added for the CLI itself.
  process.env.IS_FIREBASE_CLI = 'true';
  return {
    logger: lib('logger.js') as FirebaseTools['logger'],
    auth: lib('emulator/auth/index.js') as FirebaseTools['auth'],
    hub: lib('emulator/hub.js') as FirebaseTools['hub'],
    logging: lib('emulator/loggingEmulator.js') as FirebaseTools['logging'],
    registry: lib('emulator/registry.js') as FirebaseTools['registry'],
    hubExport: lib('emulator/hubExport.js') as FirebaseTools['hubExport'],
  };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      host: { type: 'string', default: '127.0.0.1' },
      'auth-port': { type: 'string' },
      'hub-port': { type: 'string' },
      'logging-port': { type: 'string' },
      project: { type: 'string' },
      import: { type: 'string' },
      'export-on-exit': { type: 'string' },
    },
    strict: true,
  });
  if (!values.project) throw new Error('--project is required');
  const projectId = values.project;
  const host = values.host;
  const family = host.includes(':') ? 'IPv6' : 'IPv4';
  const listen = (flag: 'auth-port' | 'hub-port' | 'logging-port'): Listen[] => [{ address: host, family, port: port(values[flag], flag) }];
  const exportOnExit = values['export-on-exit'] ? resolve(values['export-on-exit']) : undefined;

  const tools = loadFirebaseTools();
  tools.logger.useConsoleLoggers();
  const { EmulatorRegistry } = tools.registry;

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) process.exit(1); // a second signal: no more waiting (as the CLI)
    stopping = true;
    console.log(`${signal}: shutting down the Auth emulator`);
    if (exportOnExit) {
      try {
        await new tools.hubExport.HubExport(projectId, { path: exportOnExit, initiatedBy: 'exit', targets: ['auth'] }).exportAll();
        console.log(`Exported the accounts to ${exportOnExit}`);
      } catch (error) {
        console.error(`Automatic export to "${exportOnExit}" failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    await EmulatorRegistry.stopAll();
    process.exit(0);
  };
  for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) process.on(signal, () => void shutdown(signal));

  // The CLI's order (lib/emulator/controller.js startAll): hub, logging, then the emulator and its import.
  const listenForEmulator = { hub: listen('hub-port'), logging: listen('logging-port'), auth: listen('auth-port') };
  await EmulatorRegistry.start(new tools.hub.EmulatorHub({ projectId, listen: listenForEmulator.hub, listenForEmulator }));
  await EmulatorRegistry.start(new tools.logging.LoggingEmulator({ host, port: listenForEmulator.logging[0]!.port }));
  const auth = new tools.auth.AuthEmulator({
    host,
    port: listenForEmulator.auth[0]!.port,
    projectId,
    singleProjectMode: tools.auth.SingleProjectMode.WARNING,
  });
  await EmulatorRegistry.start(auth);
  if (values.import) {
    const importDir = resolve(values.import);
    const metadata = tools.hubExport.HubExport.readMetadata(importDir);
    if (metadata?.auth) {
      await auth.importData(resolve(importDir, metadata.auth.path), projectId, { initiatedBy: 'start' });
    } else {
      console.warn(`Could not find the export metadata in ${importDir}, skipping the import!`);
    }
  }
  if (!stopping) console.log(`${READY_LINE}! Auth emulator at http://${host}:${listenForEmulator.auth[0]!.port}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exit(1);
});
