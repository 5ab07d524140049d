/**
 * Tokens of shared results (issue 12 "an unguessable public link"). Pure: no framework imports;
 * randomness comes from Web Crypto (`crypto.getRandomValues`, in browsers and Node alike) or is
 * injected by tests.
 *
 * - A share token is {@link SHARE_TOKEN_BYTES} = 16 random bytes (128 bits, as a version-4 UUID has
 *   122) in unpadded base64url: exactly 22 characters of `A–Z a–z 0–9 - _`, the last one of
 *   `A Q g w` (the final character carries only 2 bits). Only this canonical spelling is accepted,
 *   so one token has one URL.
 * - An owner key (the secret that revokes a link) is 32 random bytes in the same encoding: 43
 *   characters, the last of `A E I M Q U Y c g k o s w 0 4 8`. The server stores only its SHA-256.
 */

/** Random bytes of a share token (128 bits). */
export const SHARE_TOKEN_BYTES = 16;
/** Random bytes of an owner key (256 bits). */
export const OWNER_KEY_BYTES = 32;

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** Characters of `bytes` random bytes in unpadded base64url. */
function encodedLength(bytes: number): number {
  return Math.ceil((bytes * 8) / 6);
}

/** Unpadded base64url of bytes. */
export function base64url(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const a = bytes[i]!;
    const b = bytes[i + 1];
    const c = bytes[i + 2];
    out += ALPHABET[a >> 2]! + ALPHABET[((a & 3) << 4) | ((b ?? 0) >> 4)]!;
    if (b !== undefined) out += ALPHABET[((b & 15) << 2) | ((c ?? 0) >> 6)]!;
    if (c !== undefined) out += ALPHABET[c & 63]!;
  }
  return out;
}

/** True when `text` is the canonical unpadded base64url of exactly `bytes` bytes. */
function isCanonical(text: unknown, bytes: number): text is string {
  if (typeof text !== 'string' || text.length !== encodedLength(bytes) || !/^[A-Za-z0-9_-]+$/.test(text)) return false;
  const unusedBits = encodedLength(bytes) * 6 - bytes * 8;
  const last = ALPHABET.indexOf(text[text.length - 1]!);
  return (last & ((1 << unusedBits) - 1)) === 0;
}

/** Fills a byte array with cryptographically strong random bytes. */
export type RandomFill = (bytes: Uint8Array) => Uint8Array;

const webCryptoFill: RandomFill = (bytes) => crypto.getRandomValues(bytes);

/** A new share token (22 characters, see the module header). */
export function createShareToken(fill: RandomFill = webCryptoFill): string {
  return base64url(fill(new Uint8Array(SHARE_TOKEN_BYTES)));
}

/** A new owner key (43 characters, see the module header). */
export function createOwnerKey(fill: RandomFill = webCryptoFill): string {
  return base64url(fill(new Uint8Array(OWNER_KEY_BYTES)));
}

/** True for a well-formed share token (canonical 22-character base64url of 16 bytes). */
export function isShareToken(value: unknown): value is string {
  return isCanonical(value, SHARE_TOKEN_BYTES);
}

/** True for a well-formed owner key (canonical 43-character base64url of 32 bytes). */
export function isOwnerKey(value: unknown): value is string {
  return isCanonical(value, OWNER_KEY_BYTES);
}
