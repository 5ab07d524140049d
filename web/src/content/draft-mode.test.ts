import { describe, expect, it, vi } from 'vitest';

vi.mock('next-sanity', () => ({ createClient: () => ({}) }));
vi.mock('next-sanity/draft-mode', () => ({ defineEnableDraftMode: () => ({ GET: () => new Response() }) }));
const { visualEditingEnabled } = await import('./draft-mode');

describe('visualEditingEnabled (issue 15)', () => {
  it('only in cloud mode with a studio URL', () => {
    expect(visualEditingEnabled({ contentSource: 'sanity', studioUrl: 'https://typeatlas.sanity.studio' })).toBe(true);
    expect(visualEditingEnabled({ contentSource: 'sanity', studioUrl: undefined })).toBe(false);
    expect(visualEditingEnabled({ contentSource: 'local', studioUrl: 'http://localhost:3333' })).toBe(false);
  });
});
