/**
 * Writes `users/{uid}.subscriptions` in the local Firestore the e2e servers use (issue 11), to make
 * a subscriber without going through a payment. firebase-admin is a dependency of the web app
 * only, so a short Node script runs in `web/` (where it resolves) against FIRESTORE_EMULATOR_HOST.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const WEB_DIR = fileURLToPath(new URL('../../web/', import.meta.url));

const SCRIPT = `
import { initializeApp } from 'firebase-admin/app';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
const { uid, subscriptions } = JSON.parse(process.argv[1]);
initializeApp({ projectId: process.env.FIREBASE_PROJECT_ID || 'demo-typeatlas' });
const stored = Object.fromEntries(Object.entries(subscriptions).map(([id, s]) => [id, { ...s, expiredAt: s.expiredAt ? Timestamp.fromDate(new Date(s.expiredAt)) : null }]));
await getFirestore().collection('users').doc(uid).update({ subscriptions: stored });
process.exit(0);
`;

/** One subscription to store: ISO `expiredAt` (null = lifetime). */
export interface E2eSubscription {
  productId: string;
  status: string;
  expiredAt: string | null;
}

/**
 * Replaces the subscriptions map of a user's profile document.
 * @throws when FIRESTORE_EMULATOR_HOST is not set (never writes to a real project)
 */
export function setSubscriptions(uid: string, subscriptions: Record<string, E2eSubscription>): void {
  if (!process.env.FIRESTORE_EMULATOR_HOST) throw new Error('setSubscriptions needs FIRESTORE_EMULATOR_HOST (the e2e emulators)');
  execFileSync(process.execPath, ['--input-type=module', '-e', SCRIPT, JSON.stringify({ uid, subscriptions })], {
    cwd: WEB_DIR,
    env: process.env,
    stdio: ['ignore', 'ignore', 'pipe'],
    timeout: 30_000,
  });
}
