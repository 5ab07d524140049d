/**
 * Persistence of the Firebase Auth emulator with firebase-tools' own import/export format:
 * import the newest snapshot at start, export periodically and on exit.
 * Design notes: docs/development.md "Notes from the source files".
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Default upper bound, in milliseconds, between an account change and the snapshot holding it. */
export const DEFAULT_AUTH_EXPORT_INTERVAL_MS = 2_000;
/** The folder the Auth emulator's process exports to on exit (`--export-on-exit`). */
export const ON_EXIT = 'on-exit';
const SNAPSHOT = /^snapshot-(\d+)$/;
const METADATA = 'firebase-export-metadata.json';

/** The export's files that matter, or null when `folder` is not a complete export. */
function readExport(folder: string): { accounts: string; config: string; savedAt: number } | null {
  try {
    const metadata = JSON.parse(readFileSync(join(folder, METADATA), 'utf8')) as { auth?: { path?: string } };
    const authDir = join(folder, metadata.auth?.path ?? '');
    if (!metadata.auth?.path) return null;
    const accounts = readFileSync(join(authDir, 'accounts.json'), 'utf8');
    const config = readFileSync(join(authDir, 'config.json'), 'utf8');
    JSON.parse(accounts);
    JSON.parse(config);
    return { accounts, config, savedAt: statSync(join(folder, METADATA)).mtimeMs };
  } catch {
    return null;
  }
}

/** `snapshot-<ms>` folders of `dir`, newest first. */
function snapshots(dir: string): { name: string; ms: number }[] {
  return readdirSync(dir)
    .map((name) => ({ name, match: SNAPSHOT.exec(name) }))
    .filter((entry): entry is { name: string; match: RegExpExecArray } => entry.match !== null)
    .map(({ name, match }) => ({ name, ms: Number(match[1]) }))
    .sort((a, b) => b.ms - a.ms);
}

/** A fresh `snapshot-<ms>` name, later than every existing one. */
function nextSnapshotName(dir: string, at: number): string {
  const newest = snapshots(dir)[0]?.ms ?? 0;
  return `snapshot-${Math.max(Math.floor(at), newest + 1)}`;
}

/** Keeps the newest complete snapshot; removes older ones and anything half-written. */
function prune(dir: string, keep: string): void {
  for (const { name } of snapshots(dir)) if (name !== keep) rmSync(join(dir, name), { recursive: true, force: true });
}

/**
 * Gets `dir` ready before the Auth emulator starts: creates it, removes unfinished exports, promotes
 * a complete `on-exit/` export that is newer than the newest snapshot, and keeps only the newest.
 * @returns the folder to pass to `--import`, or undefined when there is nothing to import
 */
export function prepareAuthImport(dir: string): string | undefined {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  for (const name of readdirSync(dir)) if (name.startsWith('staging-')) rmSync(join(dir, name), { recursive: true, force: true });
  const complete = snapshots(dir).filter(({ name }) => readExport(join(dir, name)) !== null);
  let newest = complete[0]?.name;
  const onExit = readExport(join(dir, ON_EXIT));
  const newestSavedAt = newest ? (readExport(join(dir, newest))?.savedAt ?? 0) : 0;
  if (onExit && onExit.savedAt >= newestSavedAt) {
    newest = nextSnapshotName(dir, onExit.savedAt);
    renameSync(join(dir, ON_EXIT), join(dir, newest));
  }
  rmSync(join(dir, ON_EXIT), { recursive: true, force: true });
  if (!newest) {
    prune(dir, '');
    return undefined;
  }
  prune(dir, newest);
  return join(dir, newest);
}

export type AuthExports = {
  /** Exports now (waits for a running export first). @returns true when a new snapshot was written */
  exportNow(): Promise<boolean>;
  /** Stops the periodic exports, then exports once more (skip with `final: false`). Idempotent. */
  stop(options?: { final?: boolean }): Promise<void>;
};

/**
 * Exports the Auth emulator's accounts into `dir` every `intervalMs` through the hub at `hubUrl`
 * (e.g. http://127.0.0.1:4400). Failures are reported through `log` and retried next time.
 */
export function startAuthExports(options: {
  dir: string;
  hubUrl: string;
  intervalMs?: number;
  log?: (message: string) => void;
}): AuthExports {
  const { dir, hubUrl } = options;
  const log = options.log ?? ((message: string) => console.error(`[auth] ${message}`));
  let running: Promise<boolean> | null = null;
  let lastFailure = '';

  const exportOnce = async (): Promise<boolean> => {
    const staging = join(dir, `staging-${Date.now()}-${process.pid}`);
    try {
      const response = await fetch(new URL('/_admin/export', hubUrl), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ path: staging, initiatedBy: 'typeatlas-persistence', targets: ['auth'] }),
        // A loaded machine can take more than 10 s to write an export; a cut-short one is lost.
        signal: AbortSignal.timeout(30_000),
      });
      if (!response.ok) throw new Error(`the emulator hub answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
      const fresh = readExport(staging);
      if (!fresh) throw new Error(`the export in ${staging} is incomplete`);
      const newest = snapshots(dir)[0];
      const previous = newest ? readExport(join(dir, newest.name)) : null;
      if (previous && previous.accounts === fresh.accounts && previous.config === fresh.config) {
        rmSync(staging, { recursive: true, force: true });
        lastFailure = '';
        return false;
      }
      const name = nextSnapshotName(dir, Date.now());
      renameSync(staging, join(dir, name));
      prune(dir, name);
      lastFailure = '';
      return true;
    } catch (error) {
      rmSync(staging, { recursive: true, force: true });
      const message = error instanceof Error ? error.message : String(error);
      // Report a failure once, not every interval.
      if (message !== lastFailure) log(`accounts not saved: ${message}`);
      lastFailure = message;
      return false;
    }
  };
  const exportNow = async (): Promise<boolean> => {
    while (running) await running;
    running = exportOnce();
    try {
      return await running;
    } finally {
      running = null;
    }
  };

  const timer = setInterval(() => {
    if (!running) void exportNow();
  }, options.intervalMs ?? DEFAULT_AUTH_EXPORT_INTERVAL_MS);
  timer.unref();
  let stopped: Promise<void> | null = null;
  return {
    exportNow,
    stop(stopOptions = {}) {
      stopped ??= (async () => {
        clearInterval(timer);
        if (stopOptions.final === false) {
          if (running) await running;
          return;
        }
        await exportNow();
      })();
      return stopped;
    },
  };
}

/** True when `dir` holds a complete snapshot (for tests and messages). */
export function hasAuthSnapshot(dir: string): boolean {
  return existsSync(dir) && snapshots(dir).some(({ name }) => readExport(join(dir, name)) !== null);
}
