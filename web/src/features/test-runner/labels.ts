/**
 * The runner's UI strings (quiz.json: likert, quiz) as labels for the client components, built on
 * the server with i18next. Templates keep their `{{name}}` placeholders; the client fills them
 * (`@/i18n/template`). The result's labels are in features/results/labels.ts.
 */
import 'server-only';
import { progressBarLabels } from '@/components/progress-bar/labels';
import { getT } from '@/i18n';
import { poleNames } from '@/i18n/pole-names';
import type { FreeTestQuizLabels } from './FreeTestQuizClient';
import type { LikertLabels } from './likert';

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

/** Labels of the free test (survey step, questions, completion). */
export function freeTestQuizLabels(): FreeTestQuizLabels {
  const t = getT('quiz');
  return {
    start: t('quiz.start'),
    surveyOptional: t('quiz.surveyOptional'),
    resumed: t('quiz.resumed'),
    startOver: t('quiz.startOver'),
    questionOf: t('quiz.questionOf'),
    followUpOf: t('quiz.followUpOf'),
    poles: poleNames(),
    back: t('quiz.back'),
    keyboardHint: t('quiz.keyboardHint'),
    calculating: t('quiz.calculating'),
    saving: t('quiz.saving'),
    saveError: t('quiz.saveError'),
    seeResult: t('quiz.seeResult'),
    compareSaved: t('quiz.compareSaved'),
    compareNote: t('quiz.compareNote'),
    likert: likertLabels(),
    progress: progressBarLabels(),
  };
}
