/**
 * The "published document → notification" rule (publish-notifications.ts), without services:
 * which deliveries notify, with which type, title, path and id.
 */
import { describe, expect, it } from 'vitest';
import { PUBLISHED_NOTIFICATION_TYPES, publishNotificationFor } from './publish-notifications';

describe('publishNotificationFor', () => {
  it('a created article announces "New article is available" for everyone at its page', () => {
    const notification = publishNotificationFor({ _id: 'article-1', _type: 'article', slug: 'how-types-talk', operation: 'create' });
    expect(notification).toEqual({
      id: expect.stringMatching(/^published-[0-9a-f]{40}$/),
      type: 'blogPost',
      title: 'New article is available',
      slug: '/blog/article/how-types-talk',
      userId: '',
    });
  });

  it('a created toolkit test announces "New test is available"', () => {
    expect(publishNotificationFor({ _id: 'test-1', _type: 'test', slug: 'big-five', operation: 'create' })).toMatchObject({
      type: 'tool',
      title: 'New test is available',
      slug: '/tools/tests/big-five',
    });
  });

  it('only articles and tests notify', () => {
    expect(Object.keys(PUBLISHED_NOTIFICATION_TYPES).sort()).toEqual(['article', 'test']);
    for (const _type of ['category', 'author', 'personalityType', 'toString', '__proto__']) {
      expect(publishNotificationFor({ _id: `${_type}-1`, _type, slug: 'x', operation: 'create' }), _type).toBeNull();
    }
  });

  it('updates, deletes, unknown operations, drafts and documents without a page make none', () => {
    const base = { _id: 'article-1', _type: 'article', slug: 'x' } as const;
    expect(publishNotificationFor({ ...base, operation: 'update' })).toBeNull();
    expect(publishNotificationFor({ ...base, operation: 'delete' })).toBeNull();
    expect(publishNotificationFor(base)).toBeNull();
    expect(publishNotificationFor({ ...base, _id: 'drafts.article-1', operation: 'create' })).toBeNull();
    expect(publishNotificationFor({ ...base, slug: null, operation: 'create' })).toBeNull();
  });

  it('the id is stable per document (a retried delivery stores nothing new) and differs between documents', () => {
    const first = publishNotificationFor({ _id: 'article-1', _type: 'article', slug: 'x', operation: 'create' })!;
    const again = publishNotificationFor({ _id: 'article-1', _type: 'article', slug: 'renamed', operation: 'create' })!;
    const other = publishNotificationFor({ _id: 'article-2', _type: 'article', slug: 'x', operation: 'create' })!;
    expect(again.id).toBe(first.id);
    expect(other.id).not.toBe(first.id);
  });
});
