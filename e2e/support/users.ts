/**
 * Reads a user's profile document from the local Firestore the e2e servers use (issue 27: what
 * sign-up stored, e.g. `referrerId`). firebase-admin is a dependency of the web app only, so a
 * short Node script runs in `web/` (where it resolves) against FIRESTORE_EMULATOR_HOST, as
 * ./subscriptions.ts does.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const WEB_DIR = fileURLToPath(new URL('../../web/', import.meta.url));

const SCRIPT = `
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
const { email } = JSON.parse(process.argv[1]);
initializeApp({ projectId: process.env.FIREBASE_PROJECT_ID || 'demo-typeatlas' });
const found = await getFirestore().collection('users').where('email', '==', email).get();
process.stdout.write(JSON.stringify(found.docs.map((doc) => doc.data())));
process.exit(0);
`;

/**
 * The profile documents stored for an e-mail address (JSON: Timestamps become objects).
 * @throws when FIRESTORE_EMULATOR_HOST is not set (never reads a real project)
 */
export function userDocumentsByEmail(email: string): Record<string, unknown>[] {
  if (!process.env.FIRESTORE_EMULATOR_HOST) throw new Error('userDocumentsByEmail needs FIRESTORE_EMULATOR_HOST (the e2e emulators)');
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', SCRIPT, JSON.stringify({ email: email.toLowerCase() })], {
    cwd: WEB_DIR,
    env: process.env,
    stdio: ['ignore', 'pipe', 'pipe'],
    timeout: 30_000,
  });
  return JSON.parse(out.toString('utf8')) as Record<string, unknown>[];
}
