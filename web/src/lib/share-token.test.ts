import { describe, expect, it } from 'vitest';
import { base64url, createOwnerKey, createShareToken, isOwnerKey, isShareToken, OWNER_KEY_BYTES, SHARE_TOKEN_BYTES } from './share-token';

describe('share tokens', () => {
  it('encode 16 random bytes as 22 base64url characters (128 bits)', () => {
    const token = createShareToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(isShareToken(token)).toBe(true);
    expect(SHARE_TOKEN_BYTES * 8).toBeGreaterThanOrEqual(128);
  });

  it('are fresh every time (no collisions in 10,000)', () => {
    const tokens = new Set(Array.from({ length: 10_000 }, () => createShareToken()));
    expect(tokens.size).toBe(10_000);
  });

  it('use the injected randomness, all of it', () => {
    expect(createShareToken((bytes) => bytes.fill(0))).toBe('AAAAAAAAAAAAAAAAAAAAAA');
    expect(createShareToken((bytes) => bytes.fill(255))).toBe('_____________________w');
    expect(Buffer.from(base64url(Uint8Array.from([1, 2, 3, 250, 251]))).toString()).toBe(
      Buffer.from([1, 2, 3, 250, 251]).toString('base64url'),
    );
  });

  it('match Node base64url for random inputs', () => {
    for (let n = 0; n < 200; n += 1) {
      const bytes = crypto.getRandomValues(new Uint8Array(n % 40));
      expect(base64url(bytes)).toBe(Buffer.from(bytes).toString('base64url'));
    }
  });

  it.each([
    ['too short', 'AAAAAAAAAAAAAAAAAAAAA'],
    ['too long', 'AAAAAAAAAAAAAAAAAAAAAAA'],
    ['padding', 'AAAAAAAAAAAAAAAAAAAA=='],
    ['standard base64 characters', 'AAAAAAAAAAAAAAAAAAA+/A'],
    ['a non-canonical last character', 'AAAAAAAAAAAAAAAAAAAAAB'],
    ['a path', '../../etc/passwdAAAAAA'],
    ['whitespace', ' AAAAAAAAAAAAAAAAAAAAA'],
    ['not a string', 42],
    ['an owner key', createOwnerKey()],
  ])('refuse %s', (_name, value) => {
    expect(isShareToken(value)).toBe(false);
  });

  it('owner keys are 43 characters of 32 bytes and never pass as share tokens', () => {
    const key = createOwnerKey();
    expect(key).toHaveLength(43);
    expect(OWNER_KEY_BYTES).toBe(32);
    expect(isOwnerKey(key)).toBe(true);
    expect(isOwnerKey(createShareToken())).toBe(false);
    expect(isOwnerKey(`${key.slice(0, 42)}B`)).toBe(false);
  });
});
