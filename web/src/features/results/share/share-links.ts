/**
 * Plain share links of the big networks (issue 12: "plain links for the big networks, no
 * third-party scripts"): each is an ordinary URL the network documents for sharing a page, opened
 * in a new tab; nothing is loaded from the network until the visitor clicks. Pure.
 */

/** One network's share link. */
export interface ShareLink {
  /** Network name as shown (a brand name, not translated). */
  name: string;
  href: string;
}

/**
 * The share links for a URL and a short text: X, Facebook, LinkedIn, WhatsApp, and e-mail
 * (`mailto:`). Every parameter is URL-encoded.
 * @param url the absolute URL to share
 * @param text the accompanying text (X, WhatsApp, e-mail body)
 * @param emailLabel the e-mail entry's label
 */
export function shareLinks(url: string, text: string, emailLabel: string): ShareLink[] {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(text);
  return [
    { name: 'X', href: `https://x.com/intent/post?text=${t}&url=${u}` },
    { name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { name: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { name: 'WhatsApp', href: `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}` },
    { name: emailLabel, href: `mailto:?subject=${t}&body=${encodeURIComponent(`${text}\n\n${url}`)}` },
  ];
}

/** A share link this browser created (kept so its owner can copy or revoke it later). */
export interface OwnedShare {
  token: string;
  ownerKey: string;
  url: string;
}

/** Local-storage key of the links this browser created, by result completion time. */
export const OWNED_SHARES_KEY = 'shared_links';
