/**
 * The port profiles of the local Firebase stack. "dev" (./scripts/start.sh, pnpm dev) uses the
 * official emulator suite's default ports; "test" (./scripts/test.sh, standalone vitest and
 * Playwright) uses its own, so a test run can coexist with a running site; "e2e" is
 * ./scripts/test.sh's second stack, for Playwright while the vitest integration files still use
 * "test" (rate limits per address, the outbox and the accounts stay apart). Keep in sync with
 * `emulator_profile` in scripts/lib.sh (profiles.test.ts compares them) and the emulator web server
 * in playwright.config.ts.
 */
export type EmulatorPorts = {
  authPort: number;
  firestorePort: number;
  smtpPort: number;
  hubPort: number;
  loggingPort: number;
};

export type ProfileName = 'dev' | 'test' | 'e2e';

/**
 * Ports, the outbox folder and the account data folder (relative to the repository root). The dev
 * profile keeps accounts across restarts in `.data/` (auth/, firestore/); the test profile has no
 * data folder: every run starts empty.
 */
export const PROFILES: Record<ProfileName, EmulatorPorts & { mailDir: string; dataDir: string | undefined }> = {
  dev: { authPort: 9099, firestorePort: 8080, smtpPort: 2525, hubPort: 4400, loggingPort: 4500, mailDir: '.data/mail', dataDir: '.data' },
  test: {
    authPort: 9199,
    firestorePort: 8180,
    smtpPort: 2625,
    hubPort: 4410,
    loggingPort: 4510,
    mailDir: '.data/test-mail',
    dataDir: undefined,
  },
  e2e: {
    authPort: 9499,
    firestorePort: 8480,
    smtpPort: 2925,
    hubPort: 4440,
    loggingPort: 4540,
    mailDir: '.data/e2e-mail',
    dataDir: undefined,
  },
};

/** The Firebase project of the local stack (`demo-` projects never reach Google's servers). */
export const DEMO_PROJECT_ID = 'demo-typeatlas';

/**
 * A port given on a command line (`--auth-port 9199`).
 * @param raw the flag's value
 * @param flag the flag's name, for the message
 * @returns the port, an integer 1–65535
 * @throws Error `--{flag} must be a port number (got "{raw}")`
 */
export function portNumber(raw: string | undefined, flag: string): number {
  const n = Number(raw);
  if (!Number.isInteger(n) || n <= 0 || n > 65_535) throw new Error(`--${flag} must be a port number (got "${raw}")`);
  return n;
}
