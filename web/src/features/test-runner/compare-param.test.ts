import { describe, expect, it } from 'vitest';
import { compareTestHref } from '@/lib/routes';
import { compareTokenOf } from './compare-param';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUw';

describe('compareTokenOf (the test taken to compare with a friend)', () => {
  it('reads the token the shared page links with', () => {
    expect(compareTokenOf(new URL(compareTestHref(TOKEN), 'http://x').search)).toBe(TOKEN);
    expect(compareTokenOf(`utm_source=header&compare=${TOKEN}`)).toBe(TOKEN);
  });
  it.each(['', '?compare=', '?compare=abc', `?compare=${TOKEN}x`, `?other=${TOKEN}`, '?compare=%ff'])('is null for %s', (search) => {
    expect(compareTokenOf(search)).toBeNull();
  });
});
