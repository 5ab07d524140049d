/**
 * Types of the shared test kit (@typeatlas/schemas/test-kit): the texts (`labels`) and the
 * styling (`classes`, part name → className) a host app passes in, and the Likert choices in
 * display order. Texts are plain strings or small formatting functions, so each host keeps its
 * own i18n (web: i18next templates; studio: English).
 */
import type { LevelLabel, TestQuestion } from '../engine';

/** Key of a Likert choice's label (same keys as the web's quiz.json `likert`). */
export type LikertKey = 'stronglyDisagree' | 'disagree' | 'neutral' | 'agree' | 'stronglyAgree';

/** Display labels of the five Likert choices, by key. */
export type LikertLabels = Readonly<Record<LikertKey, string>>;

/**
 * The five Likert choices with their raw values (SPEC §3: −2 … 2), in display order — the free
 * test's order (web/src/features/test-runner/likert.ts `LIKERT_OPTIONS`, checked by a test there):
 * Strongly agree first, Strongly disagree last, so every test on the site reads the same way.
 */
export const LIKERT_CHOICES: readonly { readonly value: number; readonly key: LikertKey }[] = [
  { value: 2, key: 'stronglyAgree' },
  { value: 1, key: 'agree' },
  { value: 0, key: 'neutral' },
  { value: -1, key: 'disagree' },
  { value: -2, key: 'stronglyDisagree' },
];

/** The middle of the Likert scale, where an item starts (SPEC §4: `initialValue` defaults to 0). */
export const LIKERT_START = 0;

/** Texts of the question inputs. */
export interface QuestionLabels {
  /** Marker after the label of an optional or text question, e.g. "(optional)". */
  optional: string;
  likert: LikertLabels;
  /**
   * Shown under a Likert item while its answer is still the middle it starts at
   * ({@link LIKERT_START}), e.g. "Starts at Neither agree nor disagree: move it if you lean either way."
   */
  likertStart: string;
  /** Hint of a multipleOptions question with `attrs.length`, e.g. "Choose exactly 2.". */
  chooseExactly: (count: number) => string;
  /** Hint of a multipleOptions question with only `attrs.max`, e.g. "Choose up to 3.". */
  chooseUpTo: (count: number) => string;
  /** Shown by an order question with nothing to rank; `source` is the question it ranks, if any. */
  orderEmpty: (source: TestQuestion | undefined) => string;
  /** Accessible name of an order item's up button, e.g. "Move Freedom up". */
  moveUp: (label: string) => string;
  /** Accessible name of an order item's down button. */
  moveDown: (label: string) => string;
}

/** Texts of the result view. */
export interface ResultLabels {
  /** Small line above the heading, e.g. "Your result". */
  eyebrow: string;
  /** Heading naming the strongest scale, e.g. "Your strongest area: Autonomy". */
  strongest: (title: string) => string;
  /** The restart button, e.g. "Take the test again". */
  again: string;
  /** Display names of the SPEC §9 levels. */
  levels: Readonly<Record<LevelLabel, string>>;
  /** The meter's aria-valuetext from a percentage and the level's display name. */
  meterValue: (percentage: number, level: string) => string;
  /** The visible line under the meter from a percentage and the level's display name. */
  figure: (percentage: number, level: string) => string;
  /** Heading of the listed answers (engine `summariseAnswers`), e.g. "Your answers"; without it they are not shown. */
  answersHeading?: string;
}

/** Class names by part; a missing part renders without a class. */
export type KitClasses<Part extends string> = Readonly<Partial<Record<Part, string>>>;

/** Styled parts of the question inputs. */
export type QuestionPart =
  | 'fieldset'
  | 'nested'
  | 'legend'
  | 'optional'
  | 'help'
  | 'likert'
  | 'likertOption'
  | 'checkboxes'
  | 'check'
  | 'textarea'
  | 'order'
  | 'orderItem'
  | 'rank'
  | 'orderLabel'
  | 'orderButton'
  | 'subFieldset'
  | 'subLegend'
  | 'visuallyHidden';

/** Styled parts of the result view. */
export type ResultPart =
  | 'result'
  | 'eyebrow'
  | 'heading'
  | 'scales'
  | 'scale'
  | 'scaleHead'
  | 'level'
  | 'meter'
  | 'scaleFigure'
  | 'scaleText'
  | 'answers'
  | 'answer'
  | 'answerLabel'
  | 'answerText'
  | 'restart';

export type QuestionClasses = KitClasses<QuestionPart>;
export type ResultClasses = KitClasses<ResultPart>;
