import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PairChips } from './PairChip';
import type { Pairing } from './pairs';

const partner = (code: string, colour: string) => ({ slug: code.toLowerCase(), code, title: null, colour }) as Pairing['partner'];

describe('PairChips', () => {
  it('lists one chip link per pairing, in the partner’s family colour, named by both types', () => {
    const html = renderToStaticMarkup(
      <PairChips
        code="INTP"
        label="INTP (Architect) with …"
        pairings={[
          { partner: partner('ENFJ', 'mint'), slug: 'intp-and-enfj', title: null },
          { partner: partner('INTP', 'red'), slug: 'intp-and-intp', title: null },
        ]}
      />,
    );
    expect(html).toMatch(
      /^<ul class="[^"]+" aria-label="INTP \(Architect\) with …"><li><a href="\/compatibility\/intp-and-enfj" class="family-mint" aria-label="INTP and ENFJ">ENFJ<\/a><\/li>/,
    );
    expect(html).toContain('<li><a href="/compatibility/intp-and-intp" class="family-red" ');
    expect(html.match(/<li>/g)).toHaveLength(2);
  });

  it('escapes what comes from content (a code with markup stays text)', () => {
    const html = renderToStaticMarkup(
      <PairChips code="A&B" pairings={[{ partner: partner('<b>X</b>', 'blue'), slug: 'x', title: null }]} />,
    );
    expect(html).toContain('aria-label="A&amp;B and <b>X</b>">&lt;b&gt;X&lt;/b&gt;</a>');
  });
});
