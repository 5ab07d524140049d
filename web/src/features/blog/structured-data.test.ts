import { describe, expect, it } from 'vitest';
import { authorProfileData, blogPostingData } from './structured-data';

const SITE = 'https://typeatlas.example';

describe('blogPostingData', () => {
  const article = {
    title: 'Start here',
    slug: 'start-here',
    landing: true,
    excerpt: 'A gentle guide.',
    publishedAt: '2025-01-05T09:00:00Z',
    _updatedAt: '2025-02-01T10:00:00Z',
    author: { name: 'Priya Natarajan', slug: 'priya-natarajan' },
  };

  it('describes the article as a BlogPosting at its own variant with author, dates and image', () => {
    const data = blogPostingData(SITE, article, '/seed-assets/a.svg?w=1200');
    expect(data).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Start here',
      description: 'A gentle guide.',
      url: `${SITE}/blog/start-here`,
      datePublished: '2025-01-05T09:00:00Z',
      dateModified: '2025-02-01T10:00:00Z',
      image: [`${SITE}/seed-assets/a.svg?w=1200`],
      author: { '@type': 'Person', name: 'Priya Natarajan', url: `${SITE}/blog/author/priya-natarajan` },
    });
    expect(blogPostingData(SITE, { ...article, landing: false }, null)).toMatchObject({ url: `${SITE}/blog/article/start-here` });
    expect(blogPostingData(SITE, { ...article, landing: false }, null)).not.toHaveProperty('image');
  });

  it('falls back to the organisation when the author is missing', () => {
    expect(blogPostingData(SITE, { ...article, author: null }, null).author).toEqual({ '@id': `${SITE}/#organization` });
  });
});

describe('authorProfileData', () => {
  it('is a ProfilePage about a Person', () => {
    const data = authorProfileData(
      SITE,
      { name: 'Maya Okafor', slug: 'maya-okafor', role: 'Editor-in-chief', bio: 'Maya edits.' },
      '/seed-assets/m.svg',
    );
    expect(data).toMatchObject({
      '@type': 'ProfilePage',
      url: `${SITE}/blog/author/maya-okafor`,
      mainEntity: {
        '@type': 'Person',
        name: 'Maya Okafor',
        jobTitle: 'Editor-in-chief',
        description: 'Maya edits.',
        url: `${SITE}/blog/author/maya-okafor`,
        image: `${SITE}/seed-assets/m.svg`,
      },
    });
  });

  it('omits missing optional fields', () => {
    const data = authorProfileData(SITE, { name: 'A', slug: 'a', role: null, bio: null }, null);
    expect(data.mainEntity).not.toHaveProperty('jobTitle');
    expect(data.mainEntity).not.toHaveProperty('description');
    expect(data.mainEntity).not.toHaveProperty('image');
  });
});
