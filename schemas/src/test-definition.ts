/**
 * Pure adapter from a stored `test` document (schemas/src/documents/test.ts) to the engine's
 * `TestDefinition` contract (schemas/src/engine/types.ts), for the document's validation and the
 * studio's preview pane.
 * Design notes: docs/tests-and-results.md "Notes from the source files".
 */
import type {
  AnswerOption,
  AnswerValue,
  LevelText,
  QuestionType,
  RelatedRule,
  ScaleItemRef,
  TestCategory,
  TestDefinition,
  TestGroup,
  TestQuestion,
  TestScale,
} from './engine';

/** Default level thresholds of a test (SPEC §9), also the schema's initial value. */
export const DEFAULT_TEST_THRESHOLDS: readonly number[] = [30, 60];

type Loose = Record<string, unknown>;

function isObject(value: unknown): value is Loose {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The entries of a stored array that are objects; anything else (or a missing array) → []. */
function objects(value: unknown): Loose[] {
  return Array.isArray(value) ? value.filter(isObject) : [];
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** A non-empty string, or undefined (so optional fields are omitted rather than empty). */
function optionalText(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function optionalNumber(value: unknown): number | undefined {
  return typeof value === 'number' ? value : undefined;
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];
}

/** Stored numbers as they are (non-numbers kept, so the validator can report them). */
function numberList(value: unknown): number[] | undefined {
  return Array.isArray(value) && value.length > 0 ? (value as number[]) : undefined;
}

/**
 * Interprets the stored `initialValue` string of a question by its type:
 * - `question`: a Likert raw value, an integer −2 … 2 written as a number ("-1", "2");
 *   anything that is not a number is passed through as the string, for the validator to report;
 * - `text`: the text as is;
 * - `multipleOptions` / `order`: option values separated by commas ("a, b, c" → ["a","b","c"]);
 * - `test`: a JSON object of sub-answers by nested question id, e.g. `{"calm": 1}`; when it is
 *   not valid JSON the string is passed through.
 * An empty or missing value means "no initial value" (undefined).
 */
export function parseInitialValue(type: unknown, raw: unknown): AnswerValue | undefined {
  if (typeof raw !== 'string' || raw.trim() === '') return undefined;
  const trimmed = raw.trim();
  switch (type) {
    case 'question': {
      const value = Number(trimmed);
      return /^[+-]?\d+(\.\d+)?$/.test(trimmed) && Number.isFinite(value) ? value : raw;
    }
    case 'multipleOptions':
    case 'order':
      return trimmed
        .split(',')
        .map((entry) => entry.trim())
        .filter((entry) => entry !== '');
    case 'test':
      try {
        const parsed: unknown = JSON.parse(trimmed);
        return isObject(parsed) ? (parsed as AnswerValue) : raw;
      } catch {
        return raw;
      }
    default:
      return raw;
  }
}

/**
 * Field check of a stored `initialValue` string (Sanity convention: `true` or a message), by the
 * rules of {@link parseInitialValue}. `validateTestDefinition` does not look at initial values,
 * so the schema checks them here.
 *
 * @param type - the question type
 * @param raw - the stored string (empty or missing is fine)
 * @param knownOptions - option values the answer may use (own options, plus an order's source's);
 *   undefined skips the option check
 */
export function checkInitialValue(type: unknown, raw: unknown, knownOptions?: readonly string[]): true | string {
  const value = parseInitialValue(type, raw);
  if (value === undefined) return true;
  switch (type) {
    case 'question':
      return typeof value === 'number' && Number.isInteger(value) && value >= -2 && value <= 2
        ? true
        : 'For a Likert statement the initial value is a whole number from -2 to 2';
    case 'multipleOptions':
    case 'order': {
      const values = value as string[];
      const duplicate = values.find((entry, index) => values.indexOf(entry) !== index);
      if (duplicate !== undefined) return `Option value "${duplicate}" is given twice`;
      const unknown = knownOptions ? values.filter((entry) => !knownOptions.includes(entry)) : [];
      return unknown.length === 0 ? true : `Unknown option value(s): ${unknown.join(', ')}`;
    }
    case 'test':
      return isObject(value) ? true : 'For a nested test the initial value is a JSON object such as {"calm": 1}';
    default:
      return true;
  }
}

function toOption(option: Loose): AnswerOption {
  const points = optionalNumber(option.points);
  return { label: text(option.label), value: text(option.value), ...(points === undefined ? {} : { points }) };
}

function toRelatedRule(rule: Loose): RelatedRule {
  const enable = strings(rule.enable);
  const disable = strings(rule.disable);
  return {
    value: text(rule.value),
    ...(enable.length > 0 ? { enable } : {}),
    ...(disable.length > 0 ? { disable } : {}),
  };
}

/** Maps a stored question (`testQuestion`, or `testSubQuestion` when `nested`). */
function toQuestion(question: Loose, nested: boolean): TestQuestion {
  const type = text(question.type) as QuestionType;
  const result: TestQuestion = {
    id: text(question.id),
    type,
    label: text(question.label),
    enabled: question.enabled !== false,
    optional: question.optional === true,
    skipProgress: question.skipProgress === true,
  };
  if (!nested) result.group = text(question.group);
  const description = optionalText(question.description);
  if (description !== undefined) result.description = description;
  const initialValue = parseInitialValue(type, question.initialValue);
  if (initialValue !== undefined) result.initialValue = initialValue;
  if (isObject(question.attrs)) {
    const max = optionalNumber(question.attrs.max);
    const length = optionalNumber(question.attrs.length);
    if (max !== undefined || length !== undefined) {
      result.attrs = { ...(max === undefined ? {} : { max }), ...(length === undefined ? {} : { length }) };
    }
  }
  const options = objects(question.options).map(toOption);
  if (options.length > 0) result.options = options;
  const points = optionalNumber(question.points);
  if (points !== undefined) result.points = points;
  const related = objects(question.related).map(toRelatedRule);
  if (related.length > 0) result.related = related;
  const source = optionalText(question.source);
  if (source !== undefined) result.source = source;
  if (!nested) {
    const schema = objects(question.schema).map((sub) => toQuestion(sub, true));
    if (schema.length > 0 || type === 'test') result.schema = schema;
  }
  return result;
}

function toGroup(group: Loose): TestGroup {
  const description = optionalText(group.description);
  return {
    id: text(group.id),
    title: text(group.title),
    ...(description === undefined ? {} : { description }),
    pinned: group.pinned === true,
  };
}

function toScaleItem(item: Loose): ScaleItemRef {
  return { question: text(item.question), reverse: item.reverse === true };
}

function toLevelText(result: Loose): LevelText {
  return { level: text(result.level) as LevelText['level'], text: text(result.text) };
}

function toScale(scale: Loose): TestScale {
  const description = optionalText(scale.description);
  const thresholds = numberList(scale.thresholds);
  return {
    id: text(scale.id),
    title: text(scale.title),
    ...(description === undefined ? {} : { description }),
    items: objects(scale.items).map(toScaleItem),
    ...(thresholds === undefined ? {} : { thresholds }),
    results: objects(scale.results).map(toLevelText),
  };
}

/**
 * Maps a `test` document (draft or published, possibly incomplete) to a `TestDefinition`.
 *
 * @param doc - the stored document; anything that is not an object gives an empty definition
 * @returns the definition the engine runs and `validateTestDefinition` checks
 */
export function toDefinition(doc: unknown): TestDefinition {
  const source = isObject(doc) ? doc : {};
  const slug = isObject(source.slug) ? text(source.slug.current) : '';
  const category = optionalText(source.category);
  // A missing category stays absent (not '') so the validator reports "missing its category";
  // the engine never reads it, and the preview only runs definitions that passed validation.
  return {
    slug,
    title: text(source.title),
    ...(category === undefined ? {} : { category: category as TestCategory }),
    description: text(source.description),
    randomizeGroups: source.randomizeGroups === true,
    groups: objects(source.groups).map(toGroup),
    questions: objects(source.questions).map((question) => toQuestion(question, false)),
    scales: objects(source.scales).map(toScale),
    scoringMap: optionalText(source.scoringMap) === undefined ? 'normal' : (source.scoringMap as 'normal' | 'reversed'),
    thresholds: numberList(source.thresholds) ?? [...DEFAULT_TEST_THRESHOLDS],
  } as TestDefinition;
}
