import { describe, expect, it } from 'vitest';
import { testResultBodySchema } from '@/lib/test-result-record';
import { notificationsQuery, testResultBody } from './schemas';

describe('POST /api/test-result body', () => {
  it('is the shared schema the browser checks stored records with before uploading (lib/test-result-record.ts)', () => {
    expect(testResultBody).toBe(testResultBodySchema);
  });
});

describe('GET /api/notifications cursor', () => {
  const afterId = 'abc';
  it('accepts the first page and cursors within Firestore Timestamp range', () => {
    expect(notificationsQuery.safeParse({}).success).toBe(true);
    for (const before of ['0001-01-01T00:00:00Z', '2026-01-02T03:04:05.678Z', '9999-12-31T23:59:59.999Z']) {
      expect(notificationsQuery.safeParse({ before, afterId }).success, before).toBe(true);
    }
  });

  it('refuses cursors Firestore cannot query (before the year 1), and garbage', () => {
    for (const before of ['0000-01-01T00:00:00Z', '0000-12-31T23:59:59.999Z', 'yesterday', '']) {
      expect(notificationsQuery.safeParse({ before, afterId }).success, before).toBe(false);
    }
  });

  it('refuses with the one message whatever is wrong (unknown keys, half a cursor, a bad date)', () => {
    for (const query of [
      { foo: '1' },
      { afterId },
      { before: '2026-01-02T03:04:05.678Z' },
      { before: 'yesterday', afterId },
      { before: '2026-01-02T03:04:05.678Z', afterId, x: '1' },
    ]) {
      const parsed = notificationsQuery.safeParse(query);
      expect(parsed.success, JSON.stringify(query)).toBe(false);
      expect(
        parsed.error?.issues.map((issue) => issue.message),
        JSON.stringify(query),
      ).toEqual(['Invalid notifications cursor']);
    }
  });
});
