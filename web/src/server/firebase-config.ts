/**
 * The browser's Firebase web config, handed to client components as a prop by server components
 * (so the emulator URL is a run-time value, not inlined at build time).
 */
import 'server-only';
import { accountsEnv } from '@/config/accounts-env';

/** What the browser SDK needs: web config plus the Auth emulator URL in emulator mode. */
export interface BrowserFirebaseConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  /** e.g. 'http://127.0.0.1:9099'; null in cloud mode. */
  authEmulatorUrl: string | null;
}

/** @returns the browser config, or null when accounts are unavailable */
export function browserFirebaseConfig(): BrowserFirebaseConfig | null {
  const env = accountsEnv();
  if (!env.available) return null;
  return {
    apiKey: env.apiKey,
    authDomain: env.authDomain,
    projectId: env.projectId,
    authEmulatorUrl: env.authEmulatorHost ? `http://${env.authEmulatorHost}` : null,
  };
}
