import { createHash } from 'node:crypto';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CharacterImage } from './CharacterImage';

/**
 * SHA-256 of the markup of all 480 drawings (16 types × 3 genders × 5 tones, without and with a
 * title), in that loop order. Guards the drawing data in `character-motifs.tsx` and `CharacterImage.tsx`
 * against unintended edits: after changing a drawing on purpose, look at it and paste the new digest.
 */
const DRAWINGS_SHA256 = 'ffe23f028a02242350a17b60a248fd441b72cf018e2ab4590a60e9b82301402b';

const TYPES = [
  'intj',
  'intp',
  'entj',
  'entp',
  'infj',
  'infp',
  'enfj',
  'enfp',
  'istj',
  'isfj',
  'estj',
  'esfj',
  'istp',
  'isfp',
  'estp',
  'esfp',
];

describe('character drawings', () => {
  it('render exactly the reviewed markup (digest of every type × gender × tone)', () => {
    const hash = createHash('sha256');
    for (const type of TYPES) {
      for (const gender of ['male', 'female', 'other']) {
        for (const tone of [1, 2, 3, 4, 5]) {
          for (const title of [undefined, 'T'])
            hash.update(renderToStaticMarkup(<CharacterImage type={type} gender={gender} tone={tone} title={title} />));
        }
      }
    }
    expect(hash.digest('hex')).toBe(DRAWINGS_SHA256);
  });
});
