/**
 * The quiz's UI strings (quiz.json) as labels for the client components, built on the server with
 * i18next. Templates keep their `{{name}}` placeholders; the client fills them (`@/i18n/template`).
 */
import 'server-only';
import { progressBarLabels } from '@/components/progress-bar/labels';
import { getT } from '@/i18n';
import type { FreeTestQuizLabels } from './FreeTestQuizClient';
import type { FreeTestResultLabels } from './FreeTestResultViewClient';
import type { LikertLabels } from './likert';
import type { ExplanationLabels, LevelLabels } from './result-explanation';

/** Labels of the five Likert options (quiz.json `likert`). */
export function likertLabels(): LikertLabels {
  const t = getT('quiz');
  return {
    stronglyAgree: t('likert.stronglyAgree'),
    agree: t('likert.agree'),
    neutral: t('likert.neutral'),
    disagree: t('likert.disagree'),
    stronglyDisagree: t('likert.stronglyDisagree'),
  };
}

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

/** Texts of `explainDichotomy` (quiz.json `poles` and `explanation`). */
export function explanationLabels(): ExplanationLabels {
  const t = getT('quiz');
  return {
    poles: {
      E: t('poles.E'),
      I: t('poles.I'),
      S: t('poles.S'),
      N: t('poles.N'),
      T: t('poles.T'),
      F: t('poles.F'),
      J: t('poles.J'),
      P: t('poles.P'),
    },
    pole: t('explanation.pole'),
    share: t('explanation.share'),
    balanced: t('explanation.balanced'),
    balancedTie: t('explanation.balancedTie'),
    clear: t('explanation.clear'),
    moderate: t('explanation.moderate'),
    slight: t('explanation.slight'),
  };
}

/** Labels of the free test (survey step, questions, completion). */
export function freeTestQuizLabels(): FreeTestQuizLabels {
  const t = getT('quiz');
  return {
    start: t('quiz.start'),
    surveyOptional: t('quiz.surveyOptional'),
    resumed: t('quiz.resumed'),
    startOver: t('quiz.startOver'),
    questionOf: t('quiz.questionOf'),
    back: t('quiz.back'),
    keyboardHint: t('quiz.keyboardHint'),
    calculating: t('quiz.calculating'),
    saveError: t('quiz.saveError'),
    likert: likertLabels(),
    progress: progressBarLabels(),
  };
}

/** Labels of the free test's result page. */
export function freeTestResultLabels(): FreeTestResultLabels {
  const t = getT('quiz');
  return {
    loading: t('result.loading'),
    emptyTitle: t('result.empty.title'),
    emptyText: t('result.empty.text'),
    emptyAction: t('result.empty.action'),
    eyebrow: t('result.eyebrow'),
    readProfile: t('result.readProfile'),
    completed: t('result.completed'),
    scoresTitle: t('result.scoresTitle'),
    scoresIntro: t('result.scoresIntro'),
    scaleTitle: t('result.scaleTitle'),
    balanced: t('result.balanced'),
    meterLabel: t('result.meterLabel'),
    meterValue: t('result.meterValue'),
    level: t('result.level'),
    levelScale: t('result.levelScale'),
    retake: t('result.retake'),
    compare: t('result.compare'),
    levels: levelLabels(),
    explanation: explanationLabels(),
  };
}
