import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const TESTS_DIR = join(import.meta.dirname, '..', '..', 'studio', 'seed', 'source', 'tests');
/** A stated duration: "five minutes", "5 min", "about 4 minutes". */
const DURATION = /\b(\d+|one|two|three|four|five|six|seven|eight|nine|ten|fifteen|twenty)[- ]?(minute|min\b)/i;

describe('test durations come from one place (issue 27)', () => {
  const files = readdirSync(TESTS_DIR).filter((file) => file.endsWith('.json'));

  it('finds the seed test definitions', () => {
    expect(files.length).toBeGreaterThanOrEqual(4);
  });

  it.each(files)('%s states no duration in its texts (the runner shows estimatedMinutes)', (file) => {
    const definition = JSON.parse(readFileSync(join(TESTS_DIR, file), 'utf8')) as Record<string, unknown>;
    const texts = ['title', 'description', 'intro', 'summary', 'excerpt']
      .map((key) => definition[key])
      .filter((value): value is string => typeof value === 'string');
    for (const text of texts) expect(text, file).not.toMatch(DURATION);
  });
});
