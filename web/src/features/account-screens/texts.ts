/**
 * The UI strings of the account screens, built on the server with i18next (account.json, plus the
 * skin tone names of types.json) and handed to the client components as props. Templates keep their
 * `{{name}}` placeholders; the client fills them with `fill()` from '@/i18n/template'.
 */
import 'server-only';
import { getT } from '@/i18n';
import { resources } from '@/i18n/resources';
import { TONES, type Gender, type SkinTone } from '@/components/characters/characters';
import type { AccountTexts, ToneNames, TypeOption } from './types';

type Tree = { readonly [key: string]: string | Tree };

/** Every leaf of `tree` translated through `t` under its dotted key (same shape as the JSON). */
function translateTree(tree: Tree, t: (key: string) => string, prefix = ''): Tree {
  const out: Record<string, string | Tree> = {};
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    out[key] = typeof value === 'string' ? t(path) : translateTree(value, t, path);
  }
  return out;
}

/** All texts of the `account` namespace (English), same shape as account.json. */
export function accountTexts(): AccountTexts {
  const t = getT('account') as unknown as (key: string) => string;
  return translateTree(resources.en.account as Tree, t) as unknown as AccountTexts;
}

/** Names of the five skin tones (types.json `characters.tones`), for the tone pickers' labels. */
export function toneNames(): ToneNames {
  const t = getT('types');
  const names = {} as Record<SkinTone, string>;
  for (const tone of TONES) names[tone] = t(`characters.tones.${tone}`);
  return names;
}

/**
 * The type choices of the sign-up form and the type names of /profile, from the CMS type list.
 * @param types what `getAllTypes()` answered (entries without a slug are skipped)
 * @returns `{ code: 'intj', title: 'Mastermind', defaultGender }` sorted by code
 */
export function typeOptions(types: readonly { slug: string | null; title: string | null; defaultGender?: Gender | null }[]): TypeOption[] {
  return types
    .flatMap((type) => {
      const code = type.slug?.trim().toLowerCase() ?? '';
      if (!/^[ei][sn][tf][jp]$/.test(code)) return [];
      return [{ code, title: type.title?.trim() || code.toUpperCase(), defaultGender: type.defaultGender ?? null }];
    })
    .sort((a, b) => a.code.localeCompare(b.code));
}
