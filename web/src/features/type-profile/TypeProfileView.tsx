import { familyClass } from '@/components/families/FamilySection';
import { PortableTextBody } from '@/content/PortableTextBody';
import { getPremiumSectionBody } from '@/content/types';
import { PremiumGate } from '@/features/premium/PremiumGate';
import { PremiumOffer } from '@/features/premium/PremiumOffer';
import { CharacterPicture } from '@/components/characters/CharacterPicture';
import { JsonLd } from '@/components/seo/JsonLd';
import { serverEnv } from '@/config/env';
import { getT } from '@/i18n';
import { articleStructuredData, breadcrumbList } from '@/lib/structured-data';
import { INTRODUCTION_SLUG, ROUTES, typeProfilePath } from '@/lib/routes';
import type { LoadedProfile } from './profile-page';
import styles from './TypeProfileView.module.css';

/**
 * A type profile page: hero (character image in the type's default gender, tone 2; code, title,
 * family, summary), the section's Portable Text body — for a premium section (issue 11) only for
 * a subscriber, everyone else gets its teaser and the Premium offer — a previous/next section pager
 * and the test teaser.
 * @param viewer `public` (default): the static page every visitor gets; a premium section shows its
 *   teaser and the offer, and nothing reads the request. `subscriber`: the subscriber view
 *   (`…/subscriber-view`, rendered per request), where PremiumGate checks the subscription in
 *   Firestore and renders the premium body only for a subscriber. The section navigation is the header's append area (ProfileSectionTabs, rendered by the
 * profile routes' layout). Texts: types.json `profile`.
 */
export function TypeProfileView({ profile, viewer = 'public' }: { profile: LoadedProfile; viewer?: 'public' | 'subscriber' }) {
  const t = getT('types');
  const slug = profile.slug ?? '';
  const current = profile.article.slug ?? INTRODUCTION_SLUG;
  const index = profile.sections.findIndex((section) => section.slug === current);
  const previous = index > 0 ? profile.sections[index - 1] : undefined;
  const next = index >= 0 ? profile.sections[index + 1] : undefined;
  const isIntro = current === INTRODUCTION_SLUG;
  const siteUrl = serverEnv().siteUrl;
  const name = t('meta.name', { code: profile.code, title: profile.title });
  const headline = isIntro ? t('meta.introTitle', { name }) : t('meta.sectionTitle', { name, section: profile.article.title });
  const path = typeProfilePath(slug, current);
  const trail = [
    { name: getT('common')('breadcrumbs.home'), path: ROUTES.home },
    { name: t('profile.familyFallback'), path: ROUTES.personalityTypes },
    { name, path: typeProfilePath(slug) },
    ...(isIntro ? [] : [{ name: profile.article.title ?? current, path }]),
  ];
  return (
    <article className={familyClass(profile.family?.colour)}>
      <header className={styles.hero}>
        <div className={`container ${styles.heroInner}`}>
          <div className={styles.figure}>
            <CharacterPicture
              eager
              type={slug}
              gender={profile.defaultGender ?? undefined}
              size={220}
              title={t('profile.figureTitle', { title: profile.title })}
            />
          </div>
          <div>
            <p className={styles.family}>
              <a href={ROUTES.personalityTypes}>{profile.family?.title ?? t('profile.familyFallback')}</a>
            </p>
            <h1 className={styles.title}>
              <span className={styles.code}>{profile.code}</span> {profile.title}
              {!isIntro ? <span className={styles.sectionTitle}>: {profile.article.title}</span> : null}
            </h1>
            {profile.shortTitle ? <p className={styles.short}>{profile.shortTitle}</p> : null}
            <p className={styles.summary}>{profile.summary}</p>
          </div>
        </div>
      </header>

      <div className={`container ${styles.layout}`}>
        <div className={styles.body}>
          <h2 className={styles.bodyTitle}>{profile.article.title}</h2>
          {profile.article.premium && viewer === 'public' ? (
            <PremiumOffer kind="section" teaser={profile.article.teaser} />
          ) : profile.article.premium ? (
            <PremiumGate kind="section" teaser={profile.article.teaser}>
              {async () => <PortableTextBody value={await getPremiumSectionBody(slug, current)} />}
            </PremiumGate>
          ) : (
            <PortableTextBody value={profile.article.body} />
          )}
          <nav className={styles.pager} aria-label={t('profile.pagerLabel')}>
            {previous?.slug ? (
              <a href={typeProfilePath(slug, previous.slug)} className={styles.pagerLink}>
                <span className={styles.pagerLabel}>{t('profile.previous')}</span> {previous.title}
              </a>
            ) : (
              <span />
            )}
            {next?.slug ? (
              <a href={typeProfilePath(slug, next.slug)} className={`${styles.pagerLink} ${styles.pagerNext}`}>
                <span className={styles.pagerLabel}>{t('profile.next')}</span> {next.title}
              </a>
            ) : null}
          </nav>
        </div>

        <aside className={styles.aside} aria-label={t('profile.asideLabel')}>
          <div className="card">
            <h2 className={styles.asideTitle}>{t('profile.asideTitle')}</h2>
            <p>{t('profile.asideText')}</p>
            <a href={ROUTES.freeTest} className="button">
              {t('profile.takeTest')}
            </a>
          </div>
        </aside>
      </div>
      <JsonLd
        data={[
          articleStructuredData(siteUrl, { type: 'Article', headline, description: profile.summary, path }),
          breadcrumbList(siteUrl, trail),
        ]}
      />
    </article>
  );
}
