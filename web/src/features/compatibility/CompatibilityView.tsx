import type { CSSProperties } from 'react';
import { GENDERS } from '@typeatlas/schemas/families';
import { Breadcrumbs } from '@/components/breadcrumbs/Breadcrumbs';
import { familyClass } from '@/components/families/FamilySection';
import { serverEnv } from '@/config/env';
import { PortableTextBody } from '@/content/PortableTextBody';
import { CharacterPicture } from '@/components/characters/CharacterPicture';
import { JsonLd } from '@/components/seo/JsonLd';
import { articleStructuredData } from '@/lib/structured-data';
import { getT } from '@/i18n';
import { ROUTES, compatibilityPath, typeProfilePath } from '@/lib/routes';
import type { LoadedCompatibility } from './compatibility-page';
import { PairChips } from './PairChip';
import { PairGlance } from './PairGlance';
import { pairingsOf, typesFromPairs } from './pairs';
import styles from './CompatibilityView.module.css';

type PairPageType = LoadedCompatibility['page']['typeA'];

/** The soft background colour of a family as a CSS value (blue when unknown). */
function softColour(colour: string | null | undefined): string {
  return `var(--color-${familyClass(colour).slice('family-'.length)}-soft)`;
}

/** The gender drawn for a figure: the type's default, or the next one for the second half of a mirror pair. */
function figureGender(type: PairPageType, mirrorSecond: boolean): string | undefined {
  const base = type.defaultGender ?? 'male';
  if (!mirrorSecond) return base;
  return GENDERS[(GENDERS.indexOf(base) + 1) % GENDERS.length];
}

/** One type in the hero: character image (SPEC §3 defaults, tone 2), code and title linking to its profile. */
function TypeFigure({ type, mirrorSecond = false }: { type: PairPageType; mirrorSecond?: boolean }) {
  const t = getT('library');
  return (
    <div className={`${familyClass(type.family?.colour)} ${styles.figure}`}>
      <CharacterPicture
        eager
        type={type.slug}
        gender={figureGender(type, mirrorSecond)}
        size={150}
        className={styles.character}
        title={mirrorSecond ? undefined : t('compatibility.page.figureTitle', { title: type.title ?? type.code ?? '' })}
      />
      <p className={styles.figureCode}>{type.code}</p>
      <p className={styles.figureTitle}>{type.title}</p>
    </div>
  );
}

/** The hero: breadcrumbs, both types' figures on their family colours, the title and the summary. */
function PairHero({
  typeA,
  typeB,
  mirror,
  title,
  path,
  summary,
}: {
  typeA: PairPageType;
  typeB: PairPageType;
  mirror: boolean;
  title: string;
  path: string;
  summary: string | null | undefined;
}) {
  const t = getT('library');
  const heroStyle = { '--pair-a': softColour(typeA.family?.colour), '--pair-b': softColour(typeB.family?.colour) } as CSSProperties;
  return (
    <header className={styles.hero} style={heroStyle}>
      <div className="container">
        <Breadcrumbs
          crumbs={[
            { name: t('compatibility.section'), path: ROUTES.compatibility },
            { name: title, path },
          ]}
        />
        <div className={styles.heroInner}>
          <div className={styles.pair}>
            <TypeFigure type={typeA} />
            <span className={styles.and} aria-hidden="true">
              &amp;
            </span>
            <TypeFigure type={typeB} mirrorSecond={mirror} />
          </div>
          <div className={styles.heroText}>
            <p className="eyebrow">{t('compatibility.section')}</p>
            <h1 className={styles.title}>{title}</h1>
            {summary ? <p className={styles.summary}>{summary}</p> : null}
          </div>
        </div>
      </div>
    </header>
  );
}

/** "Keep exploring": for each of `types`, its other pairings and its profile link; then all pairs. */
function KeepExploring({
  types,
  pairs,
  currentSlug,
}: {
  types: readonly PairPageType[];
  pairs: LoadedCompatibility['pairs'];
  currentSlug: string;
}) {
  const t = getT('library');
  const partners = typesFromPairs(pairs);
  return (
    <section className={styles.more} aria-labelledby="compatibility-more-title">
      <h2 id="compatibility-more-title">{t('compatibility.page.typesHeading')}</h2>
      <div className={styles.moreGrid}>
        {types.map((type) => {
          const code = type.code ?? type.slug.toUpperCase();
          const headingId = `more-${type.slug}`;
          return (
            <div key={type.slug} className={`${familyClass(type.family?.colour)} ${styles.moreCard}`}>
              <h3 id={headingId} className={styles.moreTitle}>
                {t('compatibility.page.moreHeading', { code })}
              </h3>
              <PairChips
                code={code}
                pairings={pairingsOf(type.slug, partners, pairs, currentSlug)}
                label={t('compatibility.page.moreHeading', { code })}
              />
              <p className={styles.profileLink}>
                <a href={typeProfilePath(type.slug)}>{t('compatibility.page.profileLink', { code, title: type.title ?? '' })}</a>
              </p>
            </div>
          );
        })}
      </div>
      <p>
        <a href={ROUTES.compatibility}>{t('compatibility.page.allPairs')}</a>
      </p>
    </section>
  );
}

/**
 * A compatibility page (SPEC §2 "/compatibility/{slug}"): breadcrumbs (Home / Compatibility /
 * title), a hero with both types (character, code, title, family colour) and the summary, the
 * "In short" summary of shared and differing preferences ({@link PairGlance}), an in-page table of contents linking to the section anchors (`id` = the section's slug), the
 * sections' Portable Text, and "Keep exploring": each type's profile link and its other
 * pairings ("More INTP pairings"). Article JSON-LD. A mirror pair (e.g. INTP and INTP) shows the
 * second figure in another gender and one list of pairings.
 * @param props.page the pair page (slug and both types present); @param props.pairs every pair
 */
export function CompatibilityView({ page, pairs }: LoadedCompatibility) {
  const t = getT('library');
  const { typeA, typeB } = page;
  const path = compatibilityPath(page.slug);
  const title = page.title ?? '';
  const mirror = typeA.slug === typeB.slug;
  const sections = (page.sections ?? []).filter((section): section is typeof section & { slug: string } => Boolean(section.slug));

  return (
    <article>
      <PairHero typeA={typeA} typeB={typeB} mirror={mirror} title={title} path={path} summary={page.summary} />

      <div className={`container ${styles.layout}`}>
        {sections.length ? (
          <nav className={styles.toc} aria-labelledby="compatibility-toc-title">
            <h2 id="compatibility-toc-title" className={styles.tocTitle}>
              {t('compatibility.page.tocTitle')}
            </h2>
            <ol>
              {sections.map((section) => (
                <li key={section._key}>
                  <a href={`#${section.slug}`}>{section.title}</a>
                </li>
              ))}
            </ol>
          </nav>
        ) : null}

        <div className={styles.body}>
          <PairGlance codeA={typeA.code ?? typeA.slug.toUpperCase()} codeB={typeB.code ?? typeB.slug.toUpperCase()} />
          {sections.map((section) => (
            <section key={section._key} id={section.slug} className={styles.section} aria-labelledby={`${section.slug}-title`}>
              <h2 id={`${section.slug}-title`}>{section.title}</h2>
              <PortableTextBody value={section.body} />
            </section>
          ))}

          <KeepExploring types={mirror ? [typeA] : [typeA, typeB]} pairs={pairs} currentSlug={page.slug} />
        </div>
      </div>
      <JsonLd
        data={articleStructuredData(serverEnv().siteUrl, {
          type: 'Article',
          headline: title,
          description: page.seo?.meta_description ?? page.summary,
          path,
          dateModified: page._updatedAt,
        })}
      />
    </article>
  );
}
