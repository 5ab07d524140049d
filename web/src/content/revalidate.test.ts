import { describe, expect, it } from 'vitest';
import { REVALIDATE_PROFILE, documentTags, idTag, webhookTags } from './revalidate';

describe('documentTags', () => {
  it('tags a list read with its type only', () => {
    expect(documentTags('article')).toEqual(['article']);
    expect(documentTags('article', null)).toEqual(['article']);
    expect(documentTags('article', '  ')).toEqual(['article']);
  });

  it('adds {type}:{slug} in lower case for a single-document read', () => {
    expect(documentTags('personalityType', 'INTJ')).toEqual(['personalityType', 'personalityType:intj']);
    expect(documentTags('article', ' Hello-World ')).toEqual(['article', 'article:hello-world']);
  });
});

describe('webhookTags', () => {
  it('revalidates the type, the slug tag and the id tag', () => {
    expect(webhookTags({ _id: 'type-intj', _type: 'personalityType', slug: 'INTJ' })).toEqual([
      'personalityType',
      'personalityType:intj',
      'id:type-intj',
    ]);
  });

  it('leaves out the slug tag when the document has none', () => {
    expect(webhookTags({ _id: 'siteSettings', _type: 'siteSettings', slug: null })).toEqual(['siteSettings', 'id:siteSettings']);
    expect(webhookTags({ _id: 'x', _type: 'author' })).toEqual(['author', 'id:x']);
  });

  it('strips the drafts. prefix from the id tag', () => {
    expect(idTag('drafts.article-1')).toBe('id:article-1');
    expect(webhookTags({ _id: 'drafts.article-1', _type: 'article', slug: 'a' })).toContain('id:article-1');
  });

  it('matches the tags readers use (documentTags)', () => {
    const tags = webhookTags({ _id: 'p', _type: 'personalityType', slug: 'Infp' });
    for (const tag of documentTags('personalityType', 'INFP')) expect(tags).toContain(tag);
  });

  it('uses the max profile (stale-while-revalidate)', () => {
    expect(REVALIDATE_PROFILE).toBe('max');
  });
});
