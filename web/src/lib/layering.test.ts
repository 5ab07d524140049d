/**
 * Layering (ARCHITECTURE "Layers point one way"): lib/ sits under everything in web/src, so it
 * imports nothing from app/, features/, components/, content/ or server/.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const LIB = fileURLToPath(new URL('.', import.meta.url));
const UPPER_LAYER = /from\s+'@\/(?:app|features|components|content|server)\/|import\(\s*'@\/(?:app|features|components|content|server)\//;

describe('lib/', () => {
  const files = readdirSync(LIB, { recursive: true, encoding: 'utf8' }).filter((file) => /\.tsx?$/.test(file));

  it('has modules to check', () => {
    expect(files).toContain('routes.ts');
  });

  it.each(files)('%s imports no upper layer', (file) => {
    const offending = readFileSync(`${LIB}/${file}`, 'utf8')
      .split('\n')
      .filter((line) => UPPER_LAYER.test(line));
    expect(offending).toEqual([]);
  });
});
