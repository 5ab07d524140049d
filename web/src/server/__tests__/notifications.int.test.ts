/**
 * Integration: GET /api/notifications (keyset paging without query cursors — ties across page
 * boundaries), /api/notifications/unread-count, POST /api/notifications/view, and the revalidation
 * webhook's "new article / new test" notifications, against the local Firestore server.
 *
 * Isolation: the paging user is registered in the far future and gets notifications dated after
 * that, so notifications for everyone made by other tests (dated now or earlier) never show in its
 * feed; the webhook's global notifications are made last in this file and removed again.
 */
import { encodeSignatureHeader } from '@sanity/webhook';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { GET as getNotifications } from '@/app/api/notifications/route';
import { GET as getUnreadCount } from '@/app/api/notifications/unread-count/route';
import { POST as markViewed } from '@/app/api/notifications/view/route';
import { POST as revalidate } from '@/app/api/revalidate/route';
import { decodeUserCookie } from '@/lib/session-user';
import { db } from '@/server/firebase';
import { call, signUpAndSignIn } from './flows';
import { body, CookieJar, emulatorEnv, EVIL_ORIGIN, request, setCookies } from './support';

const revalidateTag = vi.hoisted(() => vi.fn());
vi.mock('next/cache', () => ({ revalidateTag }));

const WEBHOOK_SECRET = 'notifications-webhook-secret-0123';

beforeAll(() => {
  emulatorEnv();
  vi.stubEnv('SANITY_WEBHOOK_SECRET', WEBHOOK_SECRET);
  vi.stubEnv('CONTENT_SOURCE', 'local');
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});
afterAll(() => {
  vi.unstubAllEnvs();
});

interface Item {
  id: string;
  type: string;
  title: string;
  slug: string;
  createdAt: string;
  isRead: boolean;
}

/** Walks every page with `next`; returns the pages. */
async function walk(jar: CookieJar): Promise<{ items: Item[]; hasNext: boolean; next: { before: string; afterId: string } | null }[]> {
  const pages = [];
  let query = '';
  for (let guard = 0; guard < 20; guard += 1) {
    const response = await call(getNotifications, request(`/api/notifications${query}`, { jar }));
    expect(response.status).toBe(200);
    const page = await body(response);
    pages.push(page);
    if (!page.next) return pages;
    expect(page.hasNext).toBe(true);
    query = `?before=${encodeURIComponent(page.next.before)}&afterId=${encodeURIComponent(page.next.afterId)}`;
  }
  throw new Error('paging did not end');
}

describe('GET /api/notifications — paging', () => {
  it('walks 60 notifications (tie groups across page boundaries) newest first, each exactly once, 25 per page', async () => {
    const account = await signUpAndSignIn();
    // Registered "in the future" so only this test's notifications are in the feed.
    const registered = Date.UTC(2150, 0, 1) + Math.floor(Math.random() * 1e9);
    const lastView = registered + 70 * 60_000 + 500; // positions 30… are read
    await db()
      .collection('users')
      .doc(account.uid)
      .update({ createdAt: Timestamp.fromMillis(registered), lastNotificationViewDate: Timestamp.fromMillis(lastView) });

    // Positions 0…59 newest first; these ranges share one createdAt: 8 across the 25 boundary,
    // 6 across the 50 boundary, groups of 5 and 7 elsewhere (one at the very end).
    const ties: [number, number][] = [
      [2, 6],
      [9, 15],
      [21, 28],
      [35, 39],
      [46, 51],
      [55, 59],
    ];
    const instantOf = (position: number) => {
      const group = ties.find(([from, to]) => position >= from && position <= to);
      return registered + (100 - (group ? group[0] : position)) * 60_000 + 123;
    };
    const batch = db().batch();
    const expected: { id: string; createdAt: number }[] = [];
    for (let position = 0; position < 60; position += 1) {
      const ref = db().collection('notifications').doc();
      const createdAt = instantOf(position);
      batch.set(ref, {
        type: 'blogPost',
        title: `n${position}`,
        slug: `/blog/article/n${position}`,
        userId: account.uid,
        createdAt: Timestamp.fromMillis(createdAt),
      });
      expected.push({ id: ref.id, createdAt });
    }
    await batch.commit();
    // Tie groups are ordered by id (ascending) within one createdAt.
    expected.sort((a, b) => b.createdAt - a.createdAt || (a.id < b.id ? -1 : 1));
    // Check the boundary groups really span the boundaries.
    expect(expected[24]!.createdAt).toBe(expected[25]!.createdAt);
    expect(expected[49]!.createdAt).toBe(expected[50]!.createdAt);

    const pages = await walk(account.jar);
    expect(pages.map((page) => page.items.length)).toEqual([25, 25, 10]);
    expect(pages.map((page) => page.hasNext)).toEqual([true, true, false]);
    const items = pages.flatMap((page) => page.items);
    expect(new Set(items.map((item) => item.id)).size).toBe(60);
    expect(items.map((item) => item.id)).toEqual(expected.map((item) => item.id));
    expect(items.map((item) => Date.parse(item.createdAt))).toEqual(expected.map((item) => item.createdAt));
    for (const item of items) {
      expect(Object.keys(item).sort()).toEqual(['createdAt', 'id', 'isRead', 'slug', 'title', 'type']);
      expect(item.isRead).toBe(Date.parse(item.createdAt) < lastView);
    }
    expect(items.filter((item) => !item.isRead).length).toBeGreaterThan(0);
    expect(items.filter((item) => item.isRead).length).toBeGreaterThan(0);
    expect(pages[0]!.next).toEqual({ before: items[24]!.createdAt, afterId: items[24]!.id });
  });

  it('answers an empty page for a user without notifications, 400 for a bad cursor and 401 without a session', async () => {
    const account = await signUpAndSignIn();
    await db()
      .collection('users')
      .doc(account.uid)
      .update({ createdAt: Timestamp.fromMillis(Date.UTC(2160, 0, 1)) });
    expect(await body(await call(getNotifications, request('/api/notifications', { jar: account.jar })))).toEqual({
      items: [],
      hasNext: false,
      next: null,
    });
    for (const query of [
      '?before=yesterday&afterId=abc',
      '?before=2026-01-01T00:00:00Z',
      '?afterId=abc',
      '?before=2026-01-01T00:00:00Z&afterId=a/b',
      '?page=2',
    ]) {
      const response = await call(getNotifications, request(`/api/notifications${query}`, { jar: account.jar }));
      expect(response.status, query).toBe(400);
      expect((await body(response)).code).toBe(400);
    }
    expect((await call(getNotifications, request('/api/notifications'))).status).toBe(401);
    const garbage = new CookieJar();
    garbage.cookies.set('token', 'garbage.garbage.garbage-garbage');
    expect((await call(getNotifications, request('/api/notifications', { jar: garbage }))).status).toBe(401);
  });
});

describe('unread count and POST /api/notifications/view', () => {
  it('counts from the registration date, then from the last view date', async () => {
    const account = await signUpAndSignIn();
    const count = async () => {
      const response = await call(getUnreadCount, request('/api/notifications/unread-count', { jar: account.jar }));
      expect(response.status).toBe(200);
      return (await body(response)).count as number;
    };
    expect(await count()).toBe(1); // the signup notification
    const profile = (await db().collection('users').doc(account.uid).get()).data()!;
    // Before registration: not counted.
    await db()
      .collection('notifications')
      .add({
        type: 'blogPost',
        title: 'old',
        slug: '/x',
        userId: account.uid,
        createdAt: Timestamp.fromMillis(profile.createdAt.toMillis() - 60_000),
      });
    expect(await count()).toBe(1);

    const view = await call(markViewed, request('/api/notifications/view', { body: {}, jar: account.jar }));
    expect(view.status).toBe(200);
    const { user } = await body(view);
    expect(Date.parse(user.lastNotificationViewDate)).toBeGreaterThan(Date.now() - 60_000);
    const cookie = setCookies(view).find((entry) => entry.name === 'user')!;
    expect(decodeUserCookie(cookie.value)!.lastNotificationViewDate).toBe(user.lastNotificationViewDate);
    account.jar.take(view);
    expect(await count()).toBe(0);

    await db()
      .collection('notifications')
      .add({
        type: 'tool',
        title: 'new',
        slug: '/y',
        userId: account.uid,
        createdAt: Timestamp.fromMillis(Date.parse(user.lastNotificationViewDate) + 1_000),
      });
    expect(await count()).toBe(1);

    // The feed marks what was created before the last view as read.
    const page = await body(await call(getNotifications, request('/api/notifications', { jar: account.jar })));
    expect(page.items.map((item: Item) => [item.title, item.isRead])).toEqual([
      ['new', false],
      ['Your profile has been created. Share it with friends!', true],
    ]);
  });

  it('unread-count answers 401 without a session', async () => {
    expect((await call(getUnreadCount, request('/api/notifications/unread-count'))).status).toBe(401);
  });

  it('view refuses cross-origin, bad bodies and missing sessions', async () => {
    const account = await signUpAndSignIn();
    const cases: [Parameters<typeof request>[1], number][] = [
      [{ body: {}, jar: account.jar, origin: EVIL_ORIGIN }, 403],
      [{ body: {}, jar: account.jar, origin: null }, 403],
      [{ body: { lastNotificationViewDate: '2000-01-01T00:00:00Z' }, jar: account.jar }, 400],
      [{ body: 'now', jar: account.jar }, 400],
      [{ body: { pad: 'x'.repeat(40_000) }, jar: account.jar }, 413],
      [{ body: {} }, 401],
    ];
    for (const [options, status] of cases) {
      const response = await call(markViewed, request('/api/notifications/view', options));
      expect(response.status).toBe(status);
    }
    expect((await db().collection('users').doc(account.uid).get()).data()!.lastNotificationViewDate).toBeNull();
  });
});

describe('POST /api/revalidate → notifications for everyone', () => {
  const created: string[] = [];
  afterAll(async () => {
    for (const id of created) await db().collection('notifications').doc(id).delete();
  });

  async function deliver(payload: Record<string, unknown>): Promise<Response> {
    const text = JSON.stringify(payload);
    const signature = await encodeSignatureHeader(text, Date.now(), WEBHOOK_SECRET);
    return revalidate(
      new Request('http://localhost:3000/api/revalidate', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'sanity-webhook-signature': signature },
        body: text,
      }),
    );
  }

  async function globalsWithSlug(slug: string) {
    const snapshot = await db().collection('notifications').where('slug', '==', slug).get();
    created.push(...snapshot.docs.map((doc) => doc.id));
    return snapshot.docs.map((doc) => doc.data());
  }

  it('a signed create of an article makes one "New article is available" notification every user sees (retries included)', async () => {
    const account = await signUpAndSignIn();
    const slug = `fresh-${Date.now().toString(36)}`;
    const response = await deliver({ _id: `article-${slug}`, _type: 'article', slug, operation: 'create' });
    expect(response.status).toBe(200);
    // Sanity delivers at least once: a retried delivery makes no second notification.
    expect((await deliver({ _id: `article-${slug}`, _type: 'article', slug, operation: 'create' })).status).toBe(200);
    const stored = await globalsWithSlug(`/blog/article/${slug}`);
    expect(stored).toEqual([
      expect.objectContaining({ type: 'blogPost', title: 'New article is available', userId: '', slug: `/blog/article/${slug}` }),
    ]);
    const page = await body(await call(getNotifications, request('/api/notifications', { jar: account.jar })));
    expect(page.items[0]).toMatchObject({
      type: 'blogPost',
      title: 'New article is available',
      slug: `/blog/article/${slug}`,
      isRead: false,
    });
  });

  it('a create of a toolkit test makes "New test is available"', async () => {
    const slug = `quiz-${Date.now().toString(36)}`;
    expect((await deliver({ _id: `test-${slug}`, _type: 'test', slug, operation: 'create' })).status).toBe(200);
    expect(await globalsWithSlug(`/tools/tests/${slug}`)).toEqual([
      expect.objectContaining({ type: 'tool', title: 'New test is available', userId: '' }),
    ]);
  });

  it('updates, deletes, drafts, other types and unsigned deliveries make none', async () => {
    const slug = `quiet-${Date.now().toString(36)}`;
    for (const payload of [
      { _id: `article-${slug}`, _type: 'article', slug, operation: 'update' },
      { _id: `article-${slug}`, _type: 'article', slug, operation: 'delete' },
      { _id: `article-${slug}`, _type: 'article', slug },
      { _id: `drafts.article-${slug}`, _type: 'article', slug, operation: 'create' },
      { _id: `category-${slug}`, _type: 'category', slug, operation: 'create' },
    ]) {
      expect((await deliver(payload)).status).toBe(200);
    }
    const unsigned = await revalidate(
      new Request('http://localhost:3000/api/revalidate', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ _id: `article-${slug}`, _type: 'article', slug, operation: 'create' }),
      }),
    );
    expect(unsigned.status).toBe(401);
    const snapshot = await db()
      .collection('notifications')
      .where('slug', 'in', [`/blog/article/${slug}`, `/blog/category/${slug}`])
      .get();
    expect(snapshot.size).toBe(0);
  });
});
