import { CharacterPicture } from '@/components/characters/CharacterPicture';
import { getT } from '@/i18n';
import { poleNames } from '@/i18n/pole-names';
import { compareTestHref, typeProfilePath } from '@/lib/routes';
import type { SharedResult } from '@/lib/shared-result';
import { retakeOddsTexts } from '../labels';
import { retakeOddsText } from '../retake-odds-text';
import { ScaleBar, barValueText } from './ScaleBar';
import { OwnerText, SharedOwnerSwitch } from './SharedOwner';
import { sharedOwnerLabels } from './labels';
import { percentText, scaleViews } from './shared-view';
import styles from './Share.module.css';

/** The type facts the shared pages need (from the content layer). */
export interface SharedTypeInfo {
  code: string;
  slug: string;
  title: string;
  defaultGender: string | null;
  colour: string | null;
}

/**
 * The public page of a shared result (issue 12): the type with its character, the four scores
 * with their bands and how settled each letter is, the day it was taken, and "Take the test and
 * compare" (the free test with `?compare={token}`). Server component; holds nothing personal.
 * The link's owner (this browser holds its owner key) sees, after hydration, "Your shared result"
 * with "Stop sharing" instead (./SharedOwner.tsx, issue 24 §5).
 */
export function SharedResultView({ token, result, type }: { token: string; result: SharedResult; type: SharedTypeInfo | null }) {
  const t = getT('share');
  const poles = poleNames();
  const oddsTexts = retakeOddsTexts();
  const family = type?.colour ? `family-${type.colour}` : 'family-blue';
  return (
    <div className={family}>
      <section className={styles.hero} aria-labelledby="shared-title">
        {type ? <CharacterPicture eager type={type.slug} gender={type.defaultGender ?? undefined} size={160} /> : null}
        <div>
          <p className="eyebrow" data-testid="shared-eyebrow">
            <OwnerText token={token} visitor={t('shared.eyebrow')} owner={t('owner.eyebrow')} />
          </p>
          <h1 id="shared-title">
            <span className={styles.code}>{result.type}</span>
            {type ? ` (${type.title})` : null}
          </h1>
          <p>
            <OwnerText token={token} visitor={t('shared.intro')} owner={t('owner.intro')} />
          </p>
          <p>
            {t('shared.completed')}{' '}
            <time dateTime={result.completedOn}>
              {new Date(`${result.completedOn}T12:00:00Z`).toLocaleDateString('en-GB', { dateStyle: 'long', timeZone: 'UTC' })}
            </time>
          </p>
        </div>
      </section>

      <section aria-labelledby="shared-scores">
        <h2 id="shared-scores" className={styles.cta}>
          <OwnerText token={token} visitor={t('shared.scoresTitle')} owner={t('owner.scoresTitle')} />
        </h2>
        <ul className={styles.scales}>
          {scaleViews(result).map((scale) => (
            <li key={scale.key} className={styles.scale}>
              <h3>
                {t('shared.scaleTitle', { first: poles[scale.first], second: poles[scale.second] })}
                {scale.state ? ` — ${scale.letter} ${t(`shared.${scale.state}`)}` : null}
              </h3>
              <div className={styles.barLabels} aria-hidden="true">
                <span>
                  {scale.first} {percentText(scale.percentage)}
                </span>
                <span>
                  {percentText(100 - scale.percentage)} {scale.second}
                </span>
              </div>
              <ScaleBar scale={scale} label={t('shared.barLabel', { pole: poles[scale.first] })} valueText={barValueText(scale, poles)} />
              {scale.band ? (
                <p className={styles.note}>{t('shared.band', { low: Math.round(scale.band.low), high: Math.round(scale.band.high) })}</p>
              ) : null}
              {scale.odds ? (
                <p className={styles.note} data-testid={`odds-${scale.key}`}>
                  {retakeOddsText(scale.odds, scale.letter, oddsTexts)}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      </section>

      <SharedOwnerSwitch token={token} labels={sharedOwnerLabels()}>
        <section className={`card ${styles.ctaCard}`} aria-labelledby="shared-cta">
          <h2 id="shared-cta">{t('shared.cta')}</h2>
          <p>{t('shared.ctaText')}</p>
          <div className={styles.actions}>
            <a href={compareTestHref(token)} className="button button-large">
              {t('shared.cta')}
            </a>
            {type ? (
              <a href={typeProfilePath(type.slug)} className="button button-secondary">
                {t('shared.readProfile', { title: type.title })}
              </a>
            ) : null}
          </div>
        </section>
      </SharedOwnerSwitch>
    </div>
  );
}
