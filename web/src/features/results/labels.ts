/**
 * The result's UI strings (quiz.json: result, levels, odds, poles, explanation) as labels for the client components, built on the server with
 * i18next. Templates keep their `{{name}}` placeholders; the client fills them (`@/i18n/template`).
 */
import 'server-only';
import { getT } from '@/i18n';
import { poleNames } from '@/i18n/pole-names';
import type { FreeTestResultLabels } from './FreeTestResultViewClient';
import type { ExplanationLabels, LevelLabels } from './result-explanation';
import type { RetakeOddsTexts } from './retake-odds-text';

/** Labels of the score levels of SPEC §9 (quiz.json `levels`). */
export function levelLabels(): LevelLabels {
  const t = getT('quiz');
  return {
    extremelyLow: t('levels.extremelyLow'),
    low: t('levels.low'),
    medium: t('levels.medium'),
    high: t('levels.high'),
    extremelyHigh: t('levels.extremelyHigh'),
  };
}

/** The one wording of the retake odds per letter (quiz.json `odds`; features/results/retake-odds-text.ts). */
export function retakeOddsTexts(): RetakeOddsTexts {
  const t = getT('quiz');
  return { about: t('odds.about'), atLeast: t('odds.atLeast'), nearlyAlways: t('odds.nearlyAlways') };
}

/** Texts of `explainDichotomy` (quiz.json `poles` and `explanation`). */
export function explanationLabels(): ExplanationLabels {
  const t = getT('quiz');
  return {
    poles: poleNames(),
    pole: t('explanation.pole'),
    share: t('explanation.share'),
    settledness: {
      firm: t('explanation.settledness.firm'),
      settled: t('explanation.settledness.settled'),
      leaning: t('explanation.settledness.leaning'),
      even: t('explanation.settledness.even'),
    },
    tie: t('explanation.tie'),
  };
}

/** Labels of the free test's result page. */
export function freeTestResultLabels(): FreeTestResultLabels {
  const t = getT('quiz');
  return {
    loading: t('result.loading'),
    emptyTitle: t('result.empty.title'),
    emptyText: t('result.empty.text'),
    emptySignedOut: t('result.empty.signedOut'),
    emptySignedIn: t('result.empty.signedIn'),
    emptyProfile: t('result.empty.profile'),
    emptyLogin: t('result.empty.login'),
    emptyAction: t('result.empty.action'),
    eyebrow: t('result.eyebrow'),
    readProfile: t('result.readProfile'),
    completed: t('result.completed'),
    scoresTitle: t('result.scoresTitle'),
    scoresIntro: t('result.scoresIntro'),
    scaleTitle: t('result.scaleTitle'),
    balanced: t('result.balanced'),
    settled: t('result.settled'),
    band: t('result.band'),
    odds: retakeOddsTexts(),
    meterLabel: t('result.meterLabel'),
    meterValue: t('result.meterValue'),
    level: t('result.level'),
    levelScale: t('result.levelScale'),
    secondTitle: t('result.secondTitle'),
    secondText: t('result.secondText'),
    secondLink: t('result.secondLink'),
    meaningTitle: t('result.meaningTitle'),
    meaningAll: t('result.meaningAll'),
    meaningSome: t('result.meaningSome'),
    // the `_one`/`_other` templates, placeholders kept (i18next leaves missing values as they are)
    meaningSomePlural: { one: t('result.meaningSomePlural', { count: 1 }), other: t('result.meaningSomePlural', { count: 2 }) },
    meaningNone: t('result.meaningNone'),
    methodLink: t('result.methodLink'),
    nextTitle: t('result.nextTitle'),
    careerLink: t('result.careerLink'),
    relationshipsLink: t('result.relationshipsLink'),
    compatTitle: t('result.compatTitle'),
    compatLabel: t('result.compatLabel'),
    compatAction: t('result.compatAction'),
    toolsTitle: t('result.toolsTitle'),
    toolsText: t('result.toolsText'),
    toolsAll: t('result.toolsAll'),
    toolsRelationships: t('result.toolsRelationships'),
    toolsCareer: t('result.toolsCareer'),
    saveTitle: t('result.saveTitle'),
    saveText: t('result.saveText'),
    saveAction: t('result.saveAction'),
    saveLogin: t('result.saveLogin'),
    savedText: t('result.savedText'),
    savedLink: t('result.savedLink'),
    retake: t('result.retake'),
    compare: t('result.compare'),
    reportTitle: t('result.reportTitle'),
    reportText: t('result.reportText'),
    reportPremium: t('result.reportPremium'),
    reportDownload: t('result.reportDownload'),
    levels: levelLabels(),
    explanation: explanationLabels(),
  };
}
