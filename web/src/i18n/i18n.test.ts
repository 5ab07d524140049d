import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { getT } from './index';
import { NAMESPACES } from './resources';

describe('i18n', () => {
  it('registers every JSON file under public/locales/en as a namespace', () => {
    const files = readdirSync(join(import.meta.dirname, '../../public/locales/en')).map((f) => f.replace(/\.json$/, ''));
    expect([...NAMESPACES].sort()).toEqual(files.sort());
  });

  it('interpolates values', () => {
    expect(getT('common')('brandHome', { brand: 'TypeAtlas' })).toBe('TypeAtlas home');
  });
});
