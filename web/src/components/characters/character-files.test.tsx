import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { GET, dynamicParams, generateStaticParams } from '@/app/characters/[file]/route';
import { CharacterImage } from './CharacterImage';
import { CharacterPicture } from './CharacterPicture';
import { characterSvgFile, CHARACTER_FILE_SIZE } from './character-svg';
import { allCharacterFileNames, characterFileName, characterImagePath, parseCharacterFileName, resolveCharacter } from './characters';

const get = (file: string) => GET(new Request(`http://localhost/characters/${file}`), { params: Promise.resolve({ file }) });

describe('character files (/characters/{type}-{gender}-{tone}.svg)', () => {
  it('names every character once: 16 types × 3 genders × 5 tones, each parsing back to itself', () => {
    const names = allCharacterFileNames();
    expect(names).toHaveLength(240);
    expect(new Set(names).size).toBe(240);
    for (const name of names) expect(characterFileName(parseCharacterFileName(name)!)).toBe(name);
  });

  it('normalises parameters into the canonical name (SPEC §3 defaults)', () => {
    expect(characterFileName({ type: ' INTJ ', gender: 'Female', tone: 4 })).toBe('intj-female-4.svg');
    expect(characterFileName({ type: 'enfp', gender: 'robot', tone: 9 })).toBe('enfp-male-2.svg');
    expect(characterImagePath({ type: 'isfj' })).toBe('/characters/isfj-male-2.svg');
    expect(() => characterImagePath({ type: 'abcd' })).toThrow(RangeError);
  });

  it('accepts only canonical names, so one drawing has one URL', () => {
    for (const name of [
      'INTJ-male-2.svg',
      'intj-Male-2.svg',
      'intj-male-6.svg',
      'intj-male-0.svg',
      'intj-male-02.svg',
      'abcd-male-2.svg',
      'intj-male-2.svg.png',
      '../intj-male-2.svg',
      'intj-male-2',
      '',
    ]) {
      expect(parseCharacterFileName(name), name).toBeNull();
    }
    expect(parseCharacterFileName('estp-other-5.svg')).toEqual(resolveCharacter({ type: 'estp', gender: 'other', tone: 5 }));
  });

  it('draws the same picture as the inline CharacterImage, as a standalone SVG document', () => {
    const character = resolveCharacter({ type: 'infj', gender: 'female', tone: 3 });
    const file = characterSvgFile(character);
    expect(file).toBe(renderToStaticMarkup(<CharacterImage type="infj" gender="female" tone={3} size={CHARACTER_FILE_SIZE} />));
    expect(file).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(file).toContain('data-character="infj-female-3"');
  });

  it('serves each file as a sandboxed SVG image and nothing else (prerendered, dynamicParams off)', async () => {
    expect(generateStaticParams()).toHaveLength(240);
    expect(dynamicParams).toBe(false);
    const response = await get('intp-male-1.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain('sandbox');
    expect(response.headers.get('cache-control')).toMatch(/max-age=\d+/);
    expect(await response.text()).toBe(characterSvgFile(resolveCharacter({ type: 'intp', gender: 'male', tone: 1 })));
    for (const file of ['INTP-male-1.svg', 'intp-male-1.png', 'nope']) expect((await get(file)).status).toBe(404);
  });
});

describe('CharacterPicture', () => {
  it('is an <img> of the canonical file, lazy and decorative by default', () => {
    const html = renderToStaticMarkup(<CharacterPicture type="ENTJ" gender="other" tone={5} size={120} className="x" />);
    expect(html).toContain('src="/characters/entj-other-5.svg"');
    expect(html).toContain('width="120"');
    expect(html).toContain('height="120"');
    expect(html).toContain('alt=""');
    expect(html).toContain('loading="lazy"');
    expect(html).toContain('class="x"');
    expect(html).not.toContain('<svg');
  });

  it('carries the title as alt text and loads at once when eager (above the fold)', () => {
    const html = renderToStaticMarkup(<CharacterPicture type="intj" title="The Architect" eager />);
    expect(html).toContain('alt="The Architect"');
    expect(html).not.toContain('loading=');
    expect(html).toContain('src="/characters/intj-male-2.svg"');
  });
});
