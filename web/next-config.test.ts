import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD, PHASE_PRODUCTION_SERVER } from 'next/constants.js';
import { describe, expect, it, vi } from 'vitest';
import nextConfig from './next.config.ts';

/** User agents of ordinary visitors and of fetchers that are not in Next's default bot list. */
const USER_AGENTS = [
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/146.0.0.0 Safari/537.36',
  'SomeChatApp-LinkPreview/2.1',
  '',
];

describe('next.config', () => {
  it.each([PHASE_PRODUCTION_BUILD, PHASE_PRODUCTION_SERVER, PHASE_DEVELOPMENT_SERVER])(
    '%s: every user agent gets blocking metadata (htmlLimitedBots), so metadata is always in <head> and Next adds no un-hashed icon script',
    (phase) => {
      const bots = nextConfig(phase).htmlLimitedBots;
      expect(bots).toBeInstanceOf(RegExp);
      // Next builds `new RegExp(htmlLimitedBots, 'i')` from the pattern (server/lib/streaming-metadata.js).
      const pattern = new RegExp((bots as RegExp).source, 'i');
      for (const userAgent of USER_AGENTS) expect(pattern.test(userAgent), userAgent).toBe(true);
    },
  );

  it('maps no browser chunk: turbopackSourceMaps is left to Next (server maps only) or, with NEXT_BUILD_SOURCE_MAPS=0, off', async () => {
    // `true` would ship a .map file and a sourceMappingURL line per browser chunk (+0.2 KB gzip per page, issue 25).
    for (const [value, expected] of [
      [undefined, undefined],
      ['1', undefined],
      ['0', false],
    ] as const) {
      vi.resetModules();
      if (value === undefined) vi.stubEnv('NEXT_BUILD_SOURCE_MAPS', undefined);
      else vi.stubEnv('NEXT_BUILD_SOURCE_MAPS', value);
      const config = (await import('./next.config.ts')).default(PHASE_PRODUCTION_BUILD);
      expect(config.experimental?.turbopackSourceMaps, `NEXT_BUILD_SOURCE_MAPS=${value}`).toBe(expected);
      expect(config.productionBrowserSourceMaps ?? false).toBe(false);
    }
    vi.unstubAllEnvs();
  });
});
