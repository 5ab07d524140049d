import { describe, expect, it } from 'vitest';
import { testResultBodySchema } from '@/lib/test-result-record';
import { testResultBody } from './schemas';

describe('POST /api/test-result body', () => {
  it('is the shared schema the browser checks stored records with before uploading (lib/test-result-record.ts)', () => {
    expect(testResultBody).toBe(testResultBodySchema);
  });
});
