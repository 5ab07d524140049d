import { familyClass } from '@/components/families/FamilySection';
import { getT } from '@/i18n';
import { compatibilityPath } from '@/lib/routes';
import { htmlElement, htmlText } from '@/lib/static-html';
import { type Pairing } from './pairs';
import styles from './PairChip.module.css';

/**
 * A type code as a small badge in its family colour (SPEC §3 table: analysts red, diplomats mint,
 * sentinels blue, explorers orange).
 * @param props.code e.g. "INTP"; @param props.colour the family colour (blue when unknown)
 */
export function TypeBadge({ code, colour, className }: { code: string | null; colour?: string | null; className?: string }) {
  return <span className={`${familyClass(colour)} ${styles.badge} ${className ?? ''}`}>{code}</span>;
}

/**
 * The pairings of one type as a list of chips linking to the pair pages. Each chip shows the
 * partner's code in the partner's family colour; its accessible name names both types
 * ("INTP and ENFJ"). A chip's only class is its family colour (the look is `.chips > li > a`).
 * The items are HTML text in the `<ul>` (lib/static-html.ts): plain links that React neither
 * rebuilds nor hydrates — the compatibility index lists 16 × 16 of them (issue 25).
 * @param props.code the code of the type whose pairings are listed
 * @param props.pairings from `pairingsOf`
 * @param props.label accessible name of the list (optional)
 */
export function PairChips({ code, pairings, label }: { code: string; pairings: Pairing[]; label?: string }) {
  const t = getT('library');
  const items = pairings
    .map(({ partner, slug }) =>
      htmlElement(
        'li',
        {},
        htmlElement(
          'a',
          {
            href: compatibilityPath(slug),
            class: familyClass(partner.colour),
            'aria-label': t('compatibility.index.pairName', { a: code, b: partner.code ?? '' }),
          },
          htmlText(partner.code ?? ''),
        ),
      ),
    )
    .join('');
  return <ul className={styles.chips} aria-label={label} dangerouslySetInnerHTML={{ __html: items }} />;
}
