import { describe, expect, it } from 'vitest';
import { usesSharedCache, withCacheHandlerOnlyWhenShared } from './shared-cache';

describe('usesSharedCache', () => {
  it('is true only when REDIS_URL has a value', () => {
    expect(usesSharedCache({ REDIS_URL: 'redis://127.0.0.1:6379' })).toBe(true);
    expect(usesSharedCache({})).toBe(false);
    expect(usesSharedCache({ REDIS_URL: '' })).toBe(false);
    expect(usesSharedCache({ REDIS_URL: '   ' })).toBe(false);
  });
});

describe('withCacheHandlerOnlyWhenShared', () => {
  const config = { cacheHandler: '/app/web/cache-handler.mjs', poweredByHeader: false };

  it('drops the cache handler when no shared cache is configured, keeping everything else', () => {
    const result = withCacheHandlerOnlyWhenShared(config, {});
    expect(result).toEqual({ poweredByHeader: false });
    expect('cacheHandler' in result).toBe(false);
    expect(config.cacheHandler).toBe('/app/web/cache-handler.mjs'); // the input is not mutated
  });

  it('keeps the cache handler when REDIS_URL is set', () => {
    expect(withCacheHandlerOnlyWhenShared(config, { REDIS_URL: 'redis://cache:6379' })).toEqual(config);
  });

  it('leaves a config without a cache handler alone', () => {
    const plain: { cacheHandler?: string; poweredByHeader: boolean } = { poweredByHeader: false };
    expect(withCacheHandlerOnlyWhenShared(plain, {})).toBe(plain);
  });
});
