import { describe, expect, it } from 'vitest';
import { needsRefresh, TOKEN_REFRESH_MARGIN_MS } from './token-refresh';

describe('needsRefresh — SPEC §9 refresh 5 minutes before expiry', () => {
  const now = Date.UTC(2026, 0, 1, 12);

  it('uses a 5-minute margin', () => {
    expect(TOKEN_REFRESH_MARGIN_MS).toBe(300_000);
  });

  it.each([
    [now + 60 * 60_000, false],
    [now + 5 * 60_000 + 1, false],
    [now + 5 * 60_000, true],
    [now + 60_000, true],
    [now, true],
    [now - 1, true],
  ])('expiresAt %i → %s', (expiresAt, expected) => {
    expect(needsRefresh(expiresAt, now)).toBe(expected);
  });
});
