import { describe, expect, it } from 'vitest';
import { hasApiDotSegment } from './api-dot-segments';

describe('hasApiDotSegment (issue 22 §3: /api/.. resolved to a page)', () => {
  it('finds plain and percent-encoded dot segments anywhere under /api/', () => {
    for (const target of [
      '/api/..',
      '/api/.',
      '/api/%2e%2e',
      '/api/%2E%2e/x',
      '/api/x/../..',
      '/api/./..',
      '/api/fuzz/..?a=1',
      '/api/x/%2e',
    ])
      expect(hasApiDotSegment(target), target).toBe(true);
  });

  it('leaves other paths alone: names with dots, encoded slashes, pages, the query', () => {
    for (const target of [
      '/api/download/report.pdf',
      '/api/x%2f..%2f..',
      '/api/...',
      '/api/..x',
      '/api/profile?next=/../..',
      '/..',
      '/blog/..',
      '/api',
      '/API/..',
    ])
      expect(hasApiDotSegment(target), target).toBe(false);
  });
});
