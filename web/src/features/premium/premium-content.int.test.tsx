/**
 * Integration (Auth emulator + local Firestore, seed dataset): premium content (issue 11) is in the
 * HTML of a subscriber only, and only in the subscriber views (the static public pages never hold
 * it). The type profile view and the toolkit test view are rendered to HTML as the pages render
 * them, with the request's cookies from a real sign-in; the subscriber is made by writing `users/{uid}.subscriptions` through the repository layer (server/firebase `db`, the
 * `users` collection), and the check reads Firestore — a forged `user` cookie changes nothing.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { isValidElement, type ReactElement, type ReactNode, cloneElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { getToolkitTest } from '@/content/toolkit';
import { loadProfile } from '@/features/type-profile/profile-page';
import { TypeProfileView } from '@/features/type-profile/TypeProfileView';
import { ToolkitTestView } from '@/features/test-runner/toolkit-test-page';
import { USER_COOKIE } from '@/lib/auth-cookies';
import { serializeSessionUser } from '@/lib/session-user';
import { db } from '@/server/firebase';
import { getProfile, USERS_COLLECTION } from '@/server/repositories/users';
import { signUpAndSignIn, type Account } from '@/server/__tests__/flows';
import { emulatorEnv } from '@/server/__tests__/support';

// The seed dataset (the content layer resolves its default path from the web app's folder).
vi.hoisted(() => {
  process.env.SEED_DATASET_PATH = new URL('../../../../studio/seed/dataset.ndjson', import.meta.url).pathname;
});

/** The cookies the page sees (`next/headers` cookies()), set per render. */
const request = vi.hoisted(() => ({ cookies: new Map<string, string>() }));
vi.mock('next/headers', () => ({
  cookies: async () => ({ get: (name: string) => (request.cookies.has(name) ? { name, value: request.cookies.get(name)! } : undefined) }),
}));
// Content reads outside Next: no data cache.
vi.mock('next/cache', () => ({ unstable_cache: (fn: () => unknown) => fn, revalidateTag: vi.fn() }));

const SOURCE = (file: string) => fileURLToPath(new URL(`../../../../studio/seed/source/${file}`, import.meta.url));

/** The first paragraph of a type's premium section in the seed source (its opening words). */
function premiumOpening(code: string): string {
  const text = readFileSync(SOURCE(`types/${code}.md`), 'utf8');
  const section = text.split(/^## personal-growth\s*$/m)[1] ?? '';
  const paragraph = section.split('\n').find((line) => line.trim() && !line.startsWith('#')) ?? '';
  return paragraph.replace(/\*/g, '').slice(0, 80);
}

/** Resolves async Server Components (here: PremiumGate) in a tree, so plain React can render the rest. */
async function resolveAsync(node: ReactNode): Promise<ReactNode> {
  if (Array.isArray(node)) return Promise.all(node.map(resolveAsync));
  if (!isValidElement(node)) return node;
  const element = node as ReactElement<{ children?: ReactNode }>;
  if (typeof element.type === 'function' && element.type.constructor.name === 'AsyncFunction') {
    return resolveAsync(await (element.type as (props: unknown) => Promise<ReactNode>)(element.props));
  }
  if (element.props.children === undefined || typeof element.props.children === 'function') return element;
  return cloneElement(element, undefined, await resolveAsync(element.props.children));
}

async function html(node: ReactNode, cookies: Record<string, string>): Promise<string> {
  request.cookies = new Map(Object.entries(cookies));
  return renderToStaticMarkup(<>{await resolveAsync(node)}</>);
}

/** The auth cookies of an account, as the browser would send them. */
const cookiesOf = (account: Account) => Object.fromEntries(account.jar.cookies);

async function setSubscriptions(uid: string, subscriptions: Record<string, { productId: string; status: string; expiredAt: Date | null }>) {
  const stored = Object.fromEntries(
    Object.entries(subscriptions).map(([id, s]) => [
      id,
      { productId: s.productId, status: s.status, expiredAt: s.expiredAt ? Timestamp.fromDate(s.expiredAt) : null },
    ]),
  );
  await db().collection(USERS_COLLECTION).doc(uid).update({ subscriptions: stored });
}

const DAY = 86_400_000;
let visitor: Account;
let subscriber: Account;
let lapsed: Account;

beforeAll(async () => {
  emulatorEnv();
  [visitor, subscriber, lapsed] = await Promise.all([signUpAndSignIn(), signUpAndSignIn(), signUpAndSignIn()]);
  await setSubscriptions(subscriber.uid, {
    sub_1: { productId: 'price_typeatlas_monthly', status: 'active', expiredAt: new Date(Date.now() + 30 * DAY) },
  });
  await setSubscriptions(lapsed.uid, {
    sub_old: { productId: 'price_typeatlas_monthly', status: 'active', expiredAt: new Date(Date.now() - DAY) },
    sub_cancelled: { productId: 'price_typeatlas_yearly', status: 'canceled', expiredAt: new Date(Date.now() + DAY) },
  });
  expect((await getProfile(subscriber.uid))?.subscriptions.sub_1?.status).toBe('active');
});

describe('premium type-profile section (INTJ personal growth)', () => {
  const premiumText = premiumOpening('intj');
  // The view is a plain function of the profile; calling it exposes the gate (an async component) to resolveAsync.
  // The subscriber view (…/subscriber-view, where the proxy sends a possible subscriber) gates on the server.
  const render = async (cookies: Record<string, string>) =>
    html(TypeProfileView({ profile: await loadProfile('intj', 'personal-growth'), viewer: 'subscriber' }), cookies);

  it('the seed gives the section a body worth hiding', () => {
    expect(premiumText.length).toBeGreaterThan(40);
  });

  it('is not in the HTML for a signed-out visitor: teaser and the offer instead', async () => {
    const page = await render({});
    expect(page).not.toContain(premiumText);
    expect(page).toContain('Masterminds make long plans');
    expect(page).toContain('href="/premium"');
  });

  it('is not in the HTML for a signed-in user without a subscription', async () => {
    const page = await render(cookiesOf(visitor));
    expect(page).not.toContain(premiumText);
    expect(page).toContain('href="/premium"');
  });

  it('is not in the HTML for a user whose subscriptions expired or were cancelled', async () => {
    expect(await render(cookiesOf(lapsed))).not.toContain(premiumText);
  });

  it('is not unlocked by a forged user cookie claiming an active subscription', async () => {
    const forged = serializeSessionUser({
      uid: visitor.uid,
      email: visitor.email,
      createdAt: new Date().toISOString(),
      name: 'Test User',
      gender: '',
      type: '',
      skinTone: 2,
      lastNotificationViewDate: null,
      subscriptions: { fake: { status: 'active', expiredAt: null } },
    });
    expect(await render({ ...cookiesOf(visitor), [USER_COOKIE]: encodeURIComponent(forged) })).not.toContain(premiumText);
  });

  it('is in the HTML for a subscriber, without the offer', async () => {
    const page = await render(cookiesOf(subscriber));
    expect(page).toContain(premiumText);
    expect(page).not.toContain('data-premium-offer');
  });

  it('is never in the static public page, not even for a subscriber (it reads no cookies)', async () => {
    const page = await html(TypeProfileView({ profile: await loadProfile('intj', 'personal-growth') }), cookiesOf(subscriber));
    expect(page).not.toContain(premiumText);
    expect(page).toContain('Masterminds make long plans');
    expect(page).toContain('data-premium-offer');
  });

  it('leaves free sections as they are for everyone', async () => {
    const page = await html(TypeProfileView({ profile: await loadProfile('intj', 'career') }), {});
    expect(page).not.toContain('data-premium-offer');
    expect(page.length).toBeGreaterThan(2000);
  });
});

describe('premium toolkit test (pressure-and-you)', () => {
  const QUESTION = 'When a busy stretch starts, I notice it in my sleep or appetite';

  async function render(cookies: Record<string, string>, viewer: 'public' | 'subscriber' = 'subscriber') {
    const test = await getToolkitTest('pressure-and-you');
    expect(test?.premium).toBe(true);
    return html(ToolkitTestView({ test: test!, viewer }), cookies);
  }

  it('keeps the questions out of a non-subscriber’s HTML', async () => {
    for (const cookies of [{}, cookiesOf(visitor)]) {
      const page = await render(cookies);
      expect(page).not.toContain(QUESTION);
      expect(page).not.toContain('test-panel');
      expect(page).toContain('This test is part of Premium');
    }
  });

  it('keeps the questions out of the static public page, whoever asks', async () => {
    const page = await render(cookiesOf(subscriber), 'public');
    expect(page).not.toContain('test-panel');
    expect(page).toContain('This test is part of Premium');
  });

  it('renders the test for a subscriber', async () => {
    const page = await render(cookiesOf(subscriber));
    expect(page).not.toContain('This test is part of Premium');
    expect(page).toContain('test-panel');
  });

  it('marks only that test premium in the seed', async () => {
    expect((await getToolkitTest('habits-and-energy'))?.premium).toBe(false);
  });
});
