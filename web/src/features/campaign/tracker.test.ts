import { describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../../lib/memory-storage.test-support';
import { EXPERIMENTS_INVALID_MESSAGE } from './experiments';
import { serializeFirstVisit, type FirstVisit } from './first-visit';
import { parseFirstVisit } from './first-visit-parse';
import { firstVisitRemainingMaxAge, runCampaignTracking, type TrackerEnvironment } from './tracker';

const NOW = 1_750_000_000_000;

/** A minimal cookie jar: one value per name (domains ignored), Max-Age=0 deletes; records every write. */
function cookieJar(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  const writes: string[] = [];
  return {
    values,
    writes,
    read: () => [...values].map(([name, value]) => `${name}=${value}`).join('; '),
    write: (assignment: string) => {
      writes.push(assignment);
      const [pair] = assignment.split('; ');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq);
      if (/Max-Age=0(;|$)/.test(assignment)) values.delete(name);
      else values.set(name, pair!.slice(eq + 1));
    },
  };
}

function setup({
  cookies = {},
  search = '',
  referrer = '',
  protocol = 'https:',
  enabled = true,
  capture = vi.fn(async () => {}),
}: {
  cookies?: Record<string, string>;
  search?: string;
  referrer?: string;
  protocol?: string;
  enabled?: boolean;
  capture?: TrackerEnvironment['analytics']['capture'];
} = {}) {
  const jar = cookieJar(cookies);
  const warn = vi.fn();
  const env: TrackerEnvironment = {
    readCookies: jar.read,
    writeCookie: jar.write,
    search,
    protocol,
    hostname: 'www.typeatlas.example',
    referrer,
    locale: 'en-GB',
    now: NOW,
    analytics: { enabled, capture },
    warn,
  };
  return { env, jar, warn, capture };
}

const firstVisitIn = (jar: ReturnType<typeof cookieJar>) => parseFirstVisit(decodeURIComponent(jar.values.get('first_visit') ?? 'null'));

describe('runCampaignTracking: campaign cookies', () => {
  it('writes each query parameter as a 30-day, path /, SameSite=Lax, Secure cookie on https', async () => {
    const { env, jar } = setup({ search: '?utm_source=newsletter&utm_term=mbti%20test&afid=aff1&other=1' });
    await runCampaignTracking(env);
    expect(jar.writes).toContain('utm_source=newsletter; Path=/; Max-Age=2592000; SameSite=Lax; Secure');
    expect(jar.writes).toContain('utm_term=mbti%20test; Path=/; Max-Age=2592000; SameSite=Lax; Secure');
    expect(jar.writes).toContain('afid=aff1; Path=/; Max-Age=2592000; SameSite=Lax; Secure');
    expect(jar.values.has('other')).toBe(false);
  });

  it('omits Secure on http', async () => {
    const { env, jar } = setup({ search: '?gclid=g1', protocol: 'http:' });
    await runCampaignTracking(env);
    expect(jar.writes).toContain('gclid=g1; Path=/; Max-Age=2592000; SameSite=Lax');
  });

  it('sets afid=seo for a search-engine referrer, unless an afid cookie already exists', async () => {
    const first = setup({ referrer: 'https://www.google.com/' });
    await runCampaignTracking(first.env);
    expect(first.jar.values.get('afid')).toBe('seo');

    const returning = setup({ referrer: 'https://www.google.com/', cookies: { afid: 'partner7' } });
    await runCampaignTracking(returning.env);
    expect(returning.jar.values.get('afid')).toBe('partner7');
  });
});

describe('runCampaignTracking: a returning visitor waits for the page to settle (issue 25)', () => {
  const sent: FirstVisit = { timestamp: NOW - 10_000, referrer: '', sent: false, afid: null, country: null, experiments: {} };

  it('writes the campaign cookies at once and checks the first_visit cookie only after settled() resolves', async () => {
    let settle!: () => void;
    const settled = vi.fn(() => new Promise<void>((resolve) => (settle = resolve)));
    const { env, jar, capture } = setup({
      search: '?utm_source=newsletter',
      cookies: { first_visit: encodeURIComponent(serializeFirstVisit(sent)) },
    });
    const run = runCampaignTracking({ ...env, settled });
    await vi.waitFor(() => expect(settled).toHaveBeenCalledOnce());
    expect(jar.values.get('utm_source')).toBe('newsletter');
    expect(capture).not.toHaveBeenCalled();
    settle();
    await run;
    expect(capture).toHaveBeenCalledOnce();
    expect(firstVisitIn(jar)?.sent).toBe(true);
  });

  it('does not wait on a first visit (no first_visit cookie)', async () => {
    const settled = vi.fn(() => new Promise<void>(() => undefined));
    const { env, jar, capture } = setup();
    await runCampaignTracking({ ...env, settled });
    expect(settled).not.toHaveBeenCalled();
    expect(capture).toHaveBeenCalledOnce();
    expect(firstVisitIn(jar)?.sent).toBe(true);
  });
});

describe('runCampaignTracking: first visit', () => {
  it('creates the record, sends visited_first_time once and marks it sent', async () => {
    const { env, jar, capture } = setup({ referrer: 'https://www.bing.com/', cookies: { experiments: '%7B%22a%22%3Atrue%7D' } });
    await runCampaignTracking(env);

    const expected = { timestamp: NOW, referrer: 'https://www.bing.com/', afid: 'seo', country: 'GB', experiments: { a: true } };
    expect(capture).toHaveBeenCalledExactlyOnceWith('visited_first_time', expected);
    expect(firstVisitIn(jar)).toEqual({ ...expected, sent: true });
    const last = jar.writes.filter((w) => w.startsWith('first_visit=')).at(-1)!;
    expect(last).toMatch(/; Path=\/; Max-Age=31536000; SameSite=Lax; Secure$/);
  });

  it('stores sent=false before the event and true only after capture resolves', async () => {
    let release!: () => void;
    const capture = vi.fn(() => new Promise<void>((resolve) => (release = resolve)));
    const { env, jar } = setup({ capture });
    const run = runCampaignTracking(env);
    await vi.waitFor(() => expect(capture).toHaveBeenCalled());
    expect(firstVisitIn(jar)?.sent).toBe(false);
    release();
    await run;
    expect(firstVisitIn(jar)?.sent).toBe(true);
  });

  it('does nothing more on later visits once sent', async () => {
    const sent: FirstVisit = { timestamp: NOW - 10_000, referrer: '', sent: true, afid: null, country: null, experiments: {} };
    const { env, jar, capture } = setup({ cookies: { first_visit: encodeURIComponent(serializeFirstVisit(sent)) } });
    await runCampaignTracking(env);
    expect(capture).not.toHaveBeenCalled();
    expect(jar.writes.some((w) => w.startsWith('first_visit='))).toBe(false);
  });

  it('retries an unsent record, keeping its data and its original expiry', async () => {
    const unsent: FirstVisit = {
      timestamp: NOW - 86_400_000,
      referrer: 'https://a.example/',
      sent: false,
      afid: 'x',
      country: 'DE',
      experiments: {},
    };
    const { env, jar, capture } = setup({ cookies: { first_visit: encodeURIComponent(serializeFirstVisit(unsent)) } });
    await runCampaignTracking(env);
    expect(capture).toHaveBeenCalledExactlyOnceWith('visited_first_time', {
      timestamp: unsent.timestamp,
      referrer: 'https://a.example/',
      afid: 'x',
      country: 'DE',
      experiments: {},
    });
    expect(firstVisitIn(jar)).toEqual({ ...unsent, sent: true });
    expect(jar.writes.at(-1)).toContain(`Max-Age=${31536000 - 86400};`);
  });

  it('replaces an invalid first-visit cookie with a fresh record', async () => {
    const { env, jar, capture } = setup({ cookies: { first_visit: 'garbage' } });
    await runCampaignTracking(env);
    expect(capture).toHaveBeenCalledTimes(1);
    expect(firstVisitIn(jar)).toMatchObject({ timestamp: NOW, sent: true });
  });

  it('without an analytics key: records the visit but leaves sent=false and sends nothing', async () => {
    const { env, jar, capture } = setup({ enabled: false });
    await runCampaignTracking(env);
    expect(capture).not.toHaveBeenCalled();
    expect(firstVisitIn(jar)).toMatchObject({ timestamp: NOW, sent: false });
  });

  it('keeps the afid cookie the visitor already had', async () => {
    const { env, jar } = setup({ cookies: { afid: 'partner7' } });
    await runCampaignTracking(env);
    expect(firstVisitIn(jar)?.afid).toBe('partner7');
  });
});

describe('runCampaignTracking: experiments cookie (SPEC §8)', () => {
  it('logs and deletes an invalid cookie on every domain, and records {} experiments', async () => {
    const { env, jar, warn } = setup({ cookies: { experiments: '%7Bbroken' } });
    await runCampaignTracking(env);
    expect(warn).toHaveBeenCalledExactlyOnceWith(EXPERIMENTS_INVALID_MESSAGE);
    expect(jar.values.has('experiments')).toBe(false);
    expect(jar.writes.filter((w) => w.startsWith('experiments='))).toEqual([
      'experiments=; Path=/; Max-Age=0; SameSite=Lax; Secure',
      'experiments=; Path=/; Domain=www.typeatlas.example; Max-Age=0; SameSite=Lax; Secure',
      'experiments=; Path=/; Domain=typeatlas.example; Max-Age=0; SameSite=Lax; Secure',
    ]);
    expect(firstVisitIn(jar)?.experiments).toEqual({});
  });

  it('leaves a valid cookie alone and logs nothing', async () => {
    const { env, jar, warn } = setup({ cookies: { experiments: '{"b":"v2"}' } });
    await runCampaignTracking(env);
    expect(warn).not.toHaveBeenCalled();
    expect(jar.values.get('experiments')).toBe('{"b":"v2"}');
  });

  it('logs nothing without the cookie', async () => {
    const { env, warn } = setup();
    await runCampaignTracking(env);
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('runCampaignTracking: robustness', () => {
  it('never rejects when cookies throw', async () => {
    const { env } = setup();
    env.readCookies = () => {
      throw new Error('SecurityError');
    };
    await expect(runCampaignTracking(env)).resolves.toBeUndefined();
  });
});

describe('runCampaignTracking: referrer id (SPEC §3 referrerId, issue 27)', () => {
  const TOKEN = 'AbCdEfGhIjKlMnOpQrStUw';

  it('keeps the landing share link in localStorage and the campaign cookies as before', async () => {
    const { env, jar } = setup({ search: '?utm_source=share' });
    const storage = memoryStorage();
    await runCampaignTracking({ ...env, pathname: `/shared-result/${TOKEN}`, storage });
    expect(storage.entries.get('referrerId')).toBe(`share:${TOKEN}`);
    expect(jar.values.get('utm_source')).toBe('share');
  });

  it("keeps a campaign link's afid, removes garbage on other pages, and runs without storage", async () => {
    const campaign = memoryStorage();
    await runCampaignTracking({ ...setup({ search: '?afid=partner-7' }).env, pathname: '/', storage: campaign });
    expect(campaign.entries.get('referrerId')).toBe('afid:partner-7');
    const garbage = memoryStorage({ referrerId: '<img src=x>' });
    await runCampaignTracking({ ...setup().env, pathname: '/blog', storage: garbage });
    expect(garbage.entries.has('referrerId')).toBe(false);
    await expect(runCampaignTracking({ ...setup().env, pathname: `/shared-result/${TOKEN}` })).resolves.toBeUndefined();
  });
});

describe('firstVisitRemainingMaxAge', () => {
  const base: FirstVisit = { timestamp: NOW, referrer: '', sent: false, afid: null, country: null, experiments: {} };
  it('is one year at creation and counts down from the timestamp', () => {
    expect(firstVisitRemainingMaxAge(base, NOW)).toBe(31536000);
    expect(firstVisitRemainingMaxAge(base, NOW + 3_600_000)).toBe(31536000 - 3600);
  });
  it('stays at least 1 s and ignores clocks behind the timestamp', () => {
    expect(firstVisitRemainingMaxAge(base, NOW + 2 * 31536000 * 1000)).toBe(1);
    expect(firstVisitRemainingMaxAge(base, NOW - 5000)).toBe(31536000);
  });
});
