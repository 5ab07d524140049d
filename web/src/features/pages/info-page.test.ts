/** loadInfoPage / infoPageMetadata: a missing page document is a 404; metadata from the SEO fields. */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { infoPageMetadata, loadInfoPage } from './info-page';

const getPage = vi.hoisted(() => vi.fn());
vi.mock('@/content/pages', () => ({ getPage }));

const notFoundError = new Error('NEXT_NOT_FOUND');
vi.mock('next/navigation', () => ({
  notFound: () => {
    throw notFoundError;
  },
}));

const PAGE = {
  _id: 'page-contact',
  _updatedAt: '2025-09-01T09:00:00Z',
  title: 'Contact us',
  slug: 'contact',
  intro: 'How to reach us.',
  body: [],
  seo: { _type: 'seo', seo_title: 'Contact TypeAtlas', meta_description: 'Reach the team.' },
};

beforeEach(() => getPage.mockReset());

describe('loadInfoPage', () => {
  it('returns the document with its path', async () => {
    getPage.mockResolvedValue(PAGE);
    await expect(loadInfoPage('contact')).resolves.toMatchObject({ title: 'Contact us', path: '/contact' });
    expect(getPage).toHaveBeenCalledWith('contact');
  });

  it('calls notFound() (404) when the document is missing or untitled', async () => {
    getPage.mockResolvedValue(null);
    await expect(loadInfoPage('privacy')).rejects.toBe(notFoundError);
    getPage.mockResolvedValue({ ...PAGE, title: null });
    await expect(loadInfoPage('contact')).rejects.toBe(notFoundError);
  });
});

describe('infoPageMetadata', () => {
  it('uses the SEO title and description, with the canonical path', async () => {
    getPage.mockResolvedValue(PAGE);
    const metadata = await infoPageMetadata('contact');
    expect(metadata.title).toBe('Contact TypeAtlas');
    expect(metadata.description).toBe('Reach the team.');
    expect(metadata.alternates?.canonical).toBe('/contact');
  });

  it('falls back to the title and intro', async () => {
    getPage.mockResolvedValue({ ...PAGE, seo: null });
    const metadata = await infoPageMetadata('contact');
    expect(metadata.title).toBe('Contact us');
    expect(metadata.description).toBe('How to reach us.');
  });
});
