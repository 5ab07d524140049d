/**
 * The seed's spelling convention (FORMAT.md "Spelling"): British English. `US_SPELLINGS` are the
 * American forms of common words (matched at the start of a word, with their inflections), each
 * with its British form; scripts/seed/spelling.test.ts fails when the dataset holds any of them.
 */

/** American word stem → British stem, matched case-insensitively at a word start. */
export const US_SPELLINGS: readonly (readonly [RegExp, string])[] = [
  [/\b(un|re|dis)?organiz/gi, '$1organis'],
  [/\b(un)?recogniz/gi, '$1recognis'],
  [/\b(un)?realiz/gi, '$1realis'],
  [/\bapologiz/gi, 'apologis'],
  [/\b(re)?prioritiz/gi, '$1prioritis'],
  [/\bemphasiz/gi, 'emphasis'],
  [/\bminimiz/gi, 'minimis'],
  [/\bmaximiz/gi, 'maximis'],
  [/\bsummariz/gi, 'summaris'],
  [/\bcategoriz/gi, 'categoris'],
  [/\bcriticiz/gi, 'criticis'],
  [/\bmemoriz/gi, 'memoris'],
  [/\benergiz/gi, 'energis'],
  [/\banalyz/gi, 'analys'],
  [/\bcustomiz/gi, 'customis'],
  [/\bsocializ/gi, 'socialis'],
  [/\bpersonaliz/gi, 'personalis'],
  [/\bvisualiz/gi, 'visualis'],
  [/\bgeneraliz/gi, 'generalis'],
  [/\bspecializ/gi, 'specialis'],
  [/\butiliz/gi, 'utilis'],
  [/\boptimiz/gi, 'optimis'],
  [/\bsympathiz/gi, 'sympathis'],
  [/\bbehavior/gi, 'behaviour'],
  [/\bneighbor/gi, 'neighbour'],
  [/\bcolor(?!u)/gi, 'colour'],
  [/\bfavorite/gi, 'favourite'],
  [/\bhonor(?!u)/gi, 'honour'],
  [/\bhumor(?!u)/gi, 'humour'],
  [/\bcentered\b/gi, 'centred'],
  [/\bcenter(s?)\b/gi, 'centre$1'],
  [/\btraveled\b/gi, 'travelled'],
  [/\btraveling\b/gi, 'travelling'],
  [/\bcanceled\b/gi, 'cancelled'],
  [/\bdefense\b/gi, 'defence'],
];

/** Keeps the case of the first letter of `found` on `replacement`. */
function sameCase(found: string, replacement: string): string {
  return found[0] && found[0] === found[0].toUpperCase() ? replacement[0]!.toUpperCase() + replacement.slice(1) : replacement;
}

/** `text` with every American form of {@link US_SPELLINGS} replaced by its British form. */
export function toBritish(text: string): string {
  let result = text;
  for (const [pattern, british] of US_SPELLINGS) {
    result = result.replace(pattern, (found, ...groups: unknown[]) => {
      const prefix = typeof groups[0] === 'string' ? groups[0] : '';
      return sameCase(found, british.replace('$1', prefix));
    });
  }
  return result;
}

/** Every American form found in `text` (as written), for the test's message. */
export function usSpellingsIn(text: string): string[] {
  return US_SPELLINGS.flatMap(([pattern]) =>
    [...text.matchAll(new RegExp(pattern.source, 'gi'))].map((match) => {
      const start = match.index ?? 0;
      return text.slice(start, start + match[0].length + 12).split(/[^\p{L}]/u)[0] ?? match[0];
    }),
  );
}
