/**
 * What the production server (web/server.ts) settles before it listens: whether the environment is
 * valid, and on which address to listen.
 * Design notes: docs/caching-and-scale-out.md "Notes from the source files".
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

/** The part of the built instrumentation module used here (see src/instrumentation.ts). */
interface InstrumentationBundle {
  checkEnvironment(): Promise<{ problems: string[]; accountsMode: 'emulator' | 'cloud' }>;
}

/** Where the build of the app in `webDir` keeps the compiled instrumentation.ts (Next's own path). */
export function instrumentationBundlePath(webDir: string): string {
  return join(webDir, '.next', 'server', 'instrumentation.js');
}

/**
 * Loads the `.env*` files of `webDir` as `next start` does, then validates the environment with the
 * build's own code.
 * @returns the problems (empty when valid) and the accounts mode
 * @throws Error when there is no production build
 */
export async function checkEnvironment(webDir: string): Promise<{ problems: string[]; accountsMode: 'emulator' | 'cloud' }> {
  const bundle = instrumentationBundlePath(webDir);
  if (!existsSync(bundle))
    throw new Error(`There is no production build in ${join(webDir, '.next')}: run "pnpm --filter web exec next build" first.`);
  const requireFromNext = createRequire(createRequire(import.meta.url).resolve('next/package.json'));
  const { loadEnvConfig } = requireFromNext('@next/env') as { loadEnvConfig(dir: string, dev?: boolean): unknown };
  loadEnvConfig(webDir, false);
  const instrumentation = createRequire(import.meta.url)(bundle) as Partial<InstrumentationBundle>;
  if (typeof instrumentation.checkEnvironment !== 'function')
    throw new Error(`${bundle} does not export checkEnvironment (rebuild the app).`);
  return instrumentation.checkEnvironment();
}

/**
 * The address to listen on: `override` (--hostname or HOST) when set, else 127.0.0.1 in embedded
 * mode and 0.0.0.0 in cloud mode.
 */
export function listenHost(accountsMode: 'emulator' | 'cloud', override?: string): string {
  const explicit = override?.trim();
  if (explicit) return explicit;
  return accountsMode === 'cloud' ? '0.0.0.0' : '127.0.0.1';
}

/**
 * Validates the environment; on any problem prints every message to stderr and exits with code 1.
 * @returns the accounts mode of a valid environment
 */
export async function refuseBadEnvironment(webDir: string): Promise<'emulator' | 'cloud'> {
  let check: Awaited<ReturnType<typeof checkEnvironment>>;
  try {
    check = await checkEnvironment(webDir);
  } catch (error) {
    console.error(`TypeAtlas cannot start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  if (check.problems.length > 0) {
    console.error(
      `TypeAtlas cannot start: the environment is invalid.\n${check.problems.map((problem) => `  - ${problem}`).join('\n')}\n` +
        'Fix these variables (see .env.example and docs/environment.md); nothing was started.',
    );
    process.exit(1);
  }
  return check.accountsMode;
}
