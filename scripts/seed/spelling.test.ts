/** The seed reads as one voice: British spelling throughout (FORMAT.md "Spelling"). */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DATASET_PATH } from './build-seed';
import { toBritish, usSpellingsIn } from './spelling';

describe('seed spelling', () => {
  it('holds no American spelling of the common words (organize, behavior, center, …)', () => {
    const found = usSpellingsIn(readFileSync(DATASET_PATH, 'utf8'));
    expect(
      [...new Set(found)],
      'American spellings in studio/seed/dataset.ndjson: fix studio/seed/source (scripts/seed/spelling.ts toBritish)',
    ).toEqual([]);
  });

  it('detects and converts the American forms, keeping case and prefixes', () => {
    expect(usSpellingsIn('A decisive organizer, a neighbor, colour stays')).toEqual(['organizer', 'neighbor']);
    expect(toBritish('Organizing the reorganization of the center; unrecognized behavior')).toBe(
      'Organising the reorganisation of the centre; unrecognised behaviour',
    );
    expect(toBritish('colour, honour, collaborate, elaborate')).toBe('colour, honour, collaborate, elaborate');
    expect(usSpellingsIn('Decisive organiser, elaborate collaboration')).toEqual([]);
  });
});
