/**
 * Preloaded (`node --import`) into the Auth emulator child of ./auth-emulator.ts (./auth-emulator-main.ts). The child runs in
 * its own process group (so stop() can end the whole group), which means it would survive its
 * parent being killed with SIGKILL. This watchdog sends SIGTERM to its own process (which then
 * exports and shuts the emulators down) as soon as the parent is gone (re-parented: ppid changes), and removes
 * the temporary config folder it runs in on exit.
 */
import { rmSync } from 'node:fs';
import { basename } from 'node:path';

const parent = process.ppid;
const folder = process.cwd();
const timer = setInterval(() => {
  if (process.ppid === parent) return;
  clearInterval(timer);
  process.once('exit', () => {
    if (basename(folder).startsWith('typeatlas-auth-emulator-')) rmSync(folder, { recursive: true, force: true });
  });
  process.kill(process.pid, 'SIGTERM');
  // Time for the exit export: a loaded machine can take well over 10 s (a CI run lost accounts).
  setTimeout(() => process.exit(1), 30_000).unref();
}, 1_000);
timer.unref();
