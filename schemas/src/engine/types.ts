/**
 * The test definition the engine runs — the contract between the studio's `test` document
 * (schemas/src/documents/test.ts), the GROQ query, the engine and the UI. Pure types, no imports
 * outside this folder: the studio's preview pane imports the engine too.
 *
 * Source of the rules: SPEC §3 "Test-engine question", §4 "Test flow", §5 validation, §9 scoring.
 */
import type { LevelLabel } from './scoring';

/** Toolkit categories; personal-growth maps to /tools (SPEC §2). */
export type TestCategory = 'personal-growth' | 'relationships' | 'career';

/** Question types of SPEC §3. */
export type QuestionType = 'question' | 'text' | 'multipleOptions' | 'order' | 'test';

/**
 * An answer value by question type:
 * - question: a Likert raw value, integer −2 … 2 (5-point scale, SPEC §9);
 * - text: a string;
 * - multipleOptions: the chosen option values (array of strings);
 * - order: option values in ranked order, first = most important (array of strings);
 * - test: an object of sub-answers by nested question id.
 */
export type AnswerValue = number | string | string[] | { [subQuestionId: string]: AnswerValue | null } | null;

/** Answers by question id (SPEC §3). */
export type Answers = Record<string, AnswerValue>;

/** An answer option; `points` feeds scales (multipleOptions, order). */
export interface AnswerOption {
  label: string;
  value: string;
  points?: number;
}

/**
 * A dynamic-enable rule (SPEC §4 "Questions can be enabled or disabled dynamically"): when the
 * owning question's answer equals `value` (or, for array answers, includes it), the questions in
 * `enable` become enabled and those in `disable` disabled; otherwise the opposite.
 */
export interface RelatedRule {
  value: string;
  enable?: string[];
  disable?: string[];
}

/** A question of SPEC §3 "Test-engine question". */
export interface TestQuestion {
  id: string;
  type: QuestionType;
  /** Group (step) id; required for top-level questions, absent for nested ones. */
  group?: string;
  /** The statement or prompt shown to the visitor. */
  label: string;
  /** Optional help text under the label. */
  description?: string;
  /** Initially enabled (default true). */
  enabled?: boolean;
  /** Optional questions count as answered (SPEC §5). */
  optional?: boolean;
  /** Excluded from progress (SPEC §4). */
  skipProgress?: boolean;
  initialValue?: AnswerValue;
  /** multipleOptions/order: exact number of values (`length`) and/or upper bound (`max`). */
  attrs?: { max?: number; length?: number };
  options?: AnswerOption[];
  /** Weight of this question's score in its scales (default 1). */
  points?: number;
  related?: RelatedRule[];
  /** order: id of a multipleOptions question whose chosen values this question ranks. */
  source?: string;
  /** test: the nested questions (no further nesting). */
  schema?: TestQuestion[];
}

/** A step of the test; pinned groups keep their position when the order is randomised. */
export interface TestGroup {
  id: string;
  title: string;
  description?: string;
  pinned?: boolean;
}

/**
 * A scale item: a question id, or `parentId.subId` for a nested question; `reverse` marks a
 * reverse-keyed item.
 */
export interface ScaleItemRef {
  question: string;
  reverse?: boolean;
}

/** A result text for one level of a scale. */
export interface LevelText {
  level: LevelLabel;
  text: string;
}

/** A scale: items, optional own thresholds, and a result text per level. */
export interface TestScale {
  id: string;
  title: string;
  description?: string;
  items: ScaleItemRef[];
  /** Level thresholds in percent, ascending, 2 or 4 values (default: the test's). */
  thresholds?: number[];
  results: LevelText[];
}

/** A whole test definition. */
export interface TestDefinition {
  slug: string;
  title: string;
  category: TestCategory;
  description: string;
  /** Shuffle the non-pinned groups on start and restart. */
  randomizeGroups?: boolean;
  groups: TestGroup[];
  questions: TestQuestion[];
  scales: TestScale[];
  /** SPEC §9 5-point map direction for Likert questions: normal 2→4 … −2→0, reversed 2→0 … −2→4. */
  scoringMap?: 'normal' | 'reversed';
  /** Default level thresholds, SPEC §9 default [30, 60]. */
  thresholds?: number[];
}
