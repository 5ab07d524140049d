/**
 * The embedded-mode webhook secret: one random secret per checkout, kept in the git-ignored file
 * `.data/webhook-secret` (mode 0600). `./scripts/start.sh`, `pnpm dev` and `./scripts/test.sh`
 * give it to the site as SANITY_WEBHOOK_SECRET (unless one is set), and `scripts/notify.ts` signs
 * with it — so only someone who can read this checkout's files can sign webhooks to the local site.
 *
 *   node scripts/webhook-secret.ts          prints the secret, creating the file on first use
 *   node scripts/webhook-secret.ts --path   prints the file's path
 *   node scripts/webhook-secret.ts --draft-mode [--path]   the same for embedded mode's draft-mode
 *                                           secret (`.data/draft-mode-secret`, DRAFT_MODE_SECRET)
 *
 * Delete the file to get a new secret (restart the site afterwards).
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, linkSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (this file lives in scripts/). */
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Where the secret of the checkout at `root` lives. */
export function webhookSecretPath(root = ROOT): string {
  return join(root, '.data', 'webhook-secret');
}

/** Where the draft-mode secret (DRAFT_MODE_SECRET, docs/content-and-studio.md "Previewing drafts") of the checkout at `root` lives. */
export function draftModeSecretPath(root = ROOT): string {
  return join(root, '.data', 'draft-mode-secret');
}

/**
 * The checkout's secret (trimmed), or null when the file does not exist yet.
 * @throws Error when the file exists but is empty or readable by others
 */
export function readWebhookSecret(file = webhookSecretPath()): string | null {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const secret = text.trim();
  if (secret.length < 32) throw new Error(`${file} does not hold a webhook secret; delete it to get a new one.`);
  if ((statSync(file).mode & 0o077) !== 0)
    throw new Error(`${file} is readable by other users; run "chmod 600 ${file}" (or delete it to get a new secret).`);
  return secret;
}

/**
 * The checkout's secret, created on first use: 32 random bytes (hex) with mode 0600, written to a
 * temporary file and linked into place (link fails when the file exists), so a reader never sees a
 * half-written file and two scripts starting at once end up with the same secret.
 */
export function ensureWebhookSecret(file = webhookSecretPath()): string {
  const existing = readWebhookSecret(file);
  if (existing) return existing;
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  const tmp = `${file}.${process.pid}.tmp`;
  try {
    writeFileSync(tmp, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600 });
    chmodSync(tmp, 0o600); // the mode above is subject to the umask; this is not
    linkSync(tmp, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(tmp, { force: true });
  }
  const created = readWebhookSecret(file);
  if (!created) throw new Error(`${file} could not be created.`);
  return created;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    const file = process.argv.includes('--draft-mode') ? draftModeSecretPath() : webhookSecretPath();
    console.log(process.argv.includes('--path') ? file : ensureWebhookSecret(file));
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
