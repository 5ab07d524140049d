import { Breadcrumbs } from '@/components/breadcrumbs/Breadcrumbs';
import { familyClass } from '@/components/families/FamilySection';
import type { CompatibilityPair } from '@/content/library';
import type { FamilyWithTypes } from '@/content/types';
import { getT } from '@/i18n';
import { catalogueIndex } from '@typeatlas/schemas/families';
import { ROUTES } from '@/lib/routes';
import { CompatibilityPicker } from './CompatibilityPicker';
import { PairChips, TypeBadge } from './PairChip';
import { pairingsOf, typesFromPairs } from './pairs';
import styles from './CompatibilityIndexView.module.css';

/**
 * The compatibility index (SPEC §2 "/compatibility"): breadcrumbs, intro, the "Check a pairing"
 * picker (my type + their type, the one client component, see CompatibilityPicker), a jump list of the 16
 * types, then per family (in its colour) one card per type listing its pairings with all 16
 * types as family-coloured chips — every one of the 136 pair pages is reachable in two clicks
 * from either of its types. Plain server-rendered links below the picker.
 * @param props.families the four families with their types in display order
 * @param props.pairs every compatibility pair with both types (code, title, slug, family colour)
 */
export function CompatibilityIndexView({ families, pairs }: { families: FamilyWithTypes[]; pairs: CompatibilityPair[] }) {
  const t = getT('library');
  const partners = typesFromPairs(pairs);
  const colourOf = new Map(partners.map((type) => [type.slug, type.colour]));
  return (
    <div className={`container ${styles.page}`}>
      <Breadcrumbs crumbs={[{ name: t('compatibility.section'), path: ROUTES.compatibility }]} />
      <header className={styles.head}>
        <h1>{t('compatibility.index.title')}</h1>
        <p className={styles.lead}>{t('compatibility.index.lead')}</p>
        <p>{t('compatibility.index.howTo')}</p>
      </header>

      <CompatibilityPicker
        pairsPath={ROUTES.compatibility}
        types={partners.flatMap((type) =>
          type.code ? [{ slug: type.slug, code: type.code, title: type.title ?? '', order: catalogueIndex(type.slug) }] : [],
        )}
        classes={{
          picker: styles.picker ?? '',
          pickerTitle: styles.pickerTitle ?? '',
          pickerLead: styles.pickerLead ?? '',
          pickerForm: styles.pickerForm ?? '',
          pickerField: styles.pickerField ?? '',
          pickerAnd: styles.pickerAnd ?? '',
          pickerNote: styles.pickerNote ?? '',
        }}
        labels={{
          title: t('compatibility.picker.title'),
          lead: t('compatibility.picker.lead'),
          mine: t('compatibility.picker.mine'),
          theirs: t('compatibility.picker.theirs'),
          choose: t('compatibility.picker.choose'),
          submit: t('compatibility.picker.submit'),
          prefilled: t('compatibility.picker.prefilled'),
        }}
      />

      <nav className={styles.jump} aria-label={t('compatibility.index.jumpLabel')}>
        <ul>
          {partners.map((type) => (
            <li key={type.slug}>
              <a href={`#type-${type.slug}`} className={`${familyClass(type.colour)} ${styles.jumpLink}`}>
                {type.code}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <div className={styles.families}>
        {families.map((family) => {
          const headingId = `family-${family.slug ?? family._id}`;
          return (
            <section key={family._id} className={`${familyClass(family.colour)} ${styles.family}`} aria-labelledby={headingId}>
              <h2 id={headingId} className={styles.familyTitle}>
                <span className={styles.swatch} aria-hidden="true" />
                {family.title}
              </h2>
              <ul className={styles.types}>
                {family.types.map((type) => {
                  if (!type.slug || !type.code) return null;
                  return (
                    <li key={type._id} id={`type-${type.slug}`} className={styles.type}>
                      <h3 className={styles.typeTitle}>
                        <TypeBadge code={type.code} colour={colourOf.get(type.slug) ?? family.colour} />
                        <span>{type.title}</span>
                      </h3>
                      <PairChips
                        code={type.code}
                        pairings={pairingsOf(type.slug, partners, pairs)}
                        label={t('compatibility.index.pairingsLabel', { code: type.code, title: type.title ?? '' })}
                      />
                    </li>
                  );
                })}
              </ul>
            </section>
          );
        })}
      </div>
    </div>
  );
}
