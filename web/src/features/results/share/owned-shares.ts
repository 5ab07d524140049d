/**
 * The share links this browser created (issue 12), kept in local storage `shared_links`
 * ({@link OWNED_SHARES_KEY}) as `{ [completedAt]: { token, ownerKey, url } }` — the owner key
 * revokes a link and only this browser has it. Storage is untrusted: every entry is checked.
 * Used by the result page's share box and by the shared page (the owner sees "Your shared result"
 * and "Stop sharing", issue 24 §5).
 */
import { isOwnerKey, isShareToken } from '@/lib/share-token';
import { OWNED_SHARES_KEY, type OwnedShare } from './share-links';

/** Fired on `window` when this tab changes the stored links (other tabs get `storage`). */
export const OWNED_CHANGED = 'typeatlas:shared-links';

/**
 * Parses the stored links, keeping only well-formed entries. Pure.
 * @param text the raw `shared_links` value (null when absent)
 * @returns the links by result completion time; empty for absent or corrupt text. Never throws.
 */
export function parseOwned(text: string | null): Record<string, OwnedShare> {
  try {
    const parsed: unknown = JSON.parse(text ?? '{}');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed as Record<string, Partial<OwnedShare> | null>).filter(
        ([, entry]) =>
          isShareToken(entry?.token) && isOwnerKey(entry?.ownerKey) && typeof entry?.url === 'string' && /^https?:\/\//.test(entry.url),
      ),
    ) as Record<string, OwnedShare>;
  } catch {
    return {};
  }
}

/**
 * The stored link of a token, when this browser created it. Pure.
 * @param text the raw `shared_links` value; @param token a share token from the page's URL
 * @returns `{ completedAt, share }`, or null when this browser holds no owner key for the token
 */
export function ownedShareOf(text: string | null, token: string): { completedAt: string; share: OwnedShare } | null {
  for (const [completedAt, share] of Object.entries(parseOwned(text))) {
    if (share.token === token) return { completedAt, share };
  }
  return null;
}

/** The raw `shared_links` text, or null when absent or unreadable (a `useSyncExternalStore` snapshot). */
export function ownedText(): string | null {
  try {
    return window.localStorage.getItem(OWNED_SHARES_KEY);
  } catch {
    return null;
  }
}

/** The stored links of this browser, checked. */
export function readOwned(): Record<string, OwnedShare> {
  return parseOwned(ownedText());
}

/**
 * Stores (or, with null, forgets) the link of the result completed at `completedAt`, then tells
 * this tab's subscribers. A storage that refuses is ignored: the link still works, only "Stop
 * sharing" from this browser needs the stored key.
 */
export function writeOwned(completedAt: string, share: OwnedShare | null): void {
  try {
    const owned = readOwned();
    if (share) owned[completedAt] = share;
    else delete owned[completedAt];
    window.localStorage.setItem(OWNED_SHARES_KEY, JSON.stringify(owned));
  } catch {
    // see above
  }
  window.dispatchEvent(new Event(OWNED_CHANGED));
}

/** Subscribes to changes of the stored links (this tab and others); returns the unsubscribe function. */
export function subscribeOwned(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  window.addEventListener(OWNED_CHANGED, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(OWNED_CHANGED, onChange);
  };
}
