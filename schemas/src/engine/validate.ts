/**
 * Validation of a test definition before it is run or published (the studio shows the problems;
 * the site refuses to run a test that has any). Hand-written structural checks — no schema
 * library, so the Sanity Studio can import this folder without extra dependencies. Pure,
 * relative imports only, never throws.
 *
 * Rules enforced: the {@link TestDefinition} contract (types.ts) plus what the engine needs to
 * honour SPEC §4 (steps by group, dynamic enabling, order sync), SPEC §5 (attrs.length /
 * attrs.max) and SPEC §9 (thresholds "[30,60] give low, medium, high; more ranges add
 * extremelyLow and extremelyHigh").
 */
import { DEFAULT_LEVEL_THRESHOLDS, assertValidThresholds, levelLabelsFor, type LevelLabel } from './scoring';
import type { TestCategory, QuestionType } from './types';

const CATEGORIES: readonly TestCategory[] = ['personal-growth', 'relationships', 'career'];
const QUESTION_TYPES: readonly QuestionType[] = ['question', 'text', 'multipleOptions', 'order', 'test'];
const LEVELS: readonly LevelLabel[] = ['extremelyLow', 'low', 'medium', 'high', 'extremelyHigh'];

type Obj = Record<string, unknown>;

function isObj(value: unknown): value is Obj {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** GROQ returns null for missing fields: null and undefined both mean "absent". */
function present(value: unknown): boolean {
  return value !== undefined && value !== null;
}

function isNonEmptyString(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

function show(value: unknown): string {
  try {
    return typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
  } catch {
    return String(value);
  }
}

function listOf(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

function duplicates(ids: readonly string[]): string[] {
  const seen = new Set<string>();
  const dup = new Set<string>();
  for (const id of ids) {
    if (seen.has(id)) dup.add(id);
    seen.add(id);
  }
  return [...dup];
}

/** Checks an optional threshold list; returns the list when valid, null otherwise. */
function checkThresholds(owner: string, value: unknown, problems: string[]): number[] | null {
  if (!present(value)) return null;
  if (!Array.isArray(value)) {
    problems.push(`${owner} has thresholds that are not a list of numbers.`);
    return null;
  }
  try {
    assertValidThresholds(value as number[]);
    return value as number[];
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    problems.push(`${owner} has invalid thresholds ${show(value)}: ${reason} (SPEC §9).`);
    return null;
  }
}

interface QuestionContext {
  /** Display name prefix: '' for top level, 'parent.' for nested. */
  prefix: string;
  /** Parent id for nested questions, null for top level. */
  parent: string | null;
  /** The sibling questions (objects with string ids) — for order sources. */
  siblings: readonly Obj[];
  /** Top-level question ids — for related-rule targets. */
  topLevelIds: ReadonlySet<string>;
  /** Group ids — for top-level questions. */
  groupIds: ReadonlySet<string>;
}

/**
 * Number of options attrs are checked against: the question's own, or — for an order question
 * with a source and no own options — its source's; null when that source is not a
 * multipleOptions question (already reported, so attrs are not checked against it).
 */
function optionCount(question: Obj, siblings: readonly Obj[]): number | null {
  const own = listOf(question.options).length;
  if (own > 0 || question.type !== 'order' || !isNonEmptyString(question.source)) return own;
  const source = siblings.find((q) => q.id === question.source);
  return source === undefined || source.type !== 'multipleOptions' ? null : listOf(source.options).length;
}

/** Group (top level only); a nested question may not itself be a nested test. */
function checkGroupPlacement(raw: Obj, name: string, ctx: QuestionContext, problems: string[]): void {
  const type = raw.type;
  if (ctx.parent === null) {
    if (!isNonEmptyString(raw.group)) problems.push(`${name} has no group.`);
    else if (!ctx.groupIds.has(raw.group)) problems.push(`${name} references unknown group "${raw.group}".`);
  } else if (type === 'test' || present(raw.schema)) {
    problems.push(`${name} is a nested test inside the nested test "${ctx.parent}"; nested questions cannot contain nested questions.`);
  }
}

/** Options: a list of values (each once) with labels and numeric points; choice questions need some. */
function checkOptions(raw: Obj, name: string, ctx: QuestionContext, problems: string[]): void {
  const type = raw.type;
  if (present(raw.options) && !Array.isArray(raw.options)) problems.push(`${name} has options that are not a list.`);
  const optionValues: string[] = [];
  listOf(raw.options).forEach((option, i) => {
    if (!isObj(option) || !isNonEmptyString(option.value)) {
      problems.push(`${name} has an option at position ${i + 1} without a value.`);
      return;
    }
    optionValues.push(option.value);
    if (typeof option.label !== 'string') problems.push(`${name} has option "${option.value}" without a label.`);
    if (present(option.points) && !(typeof option.points === 'number' && Number.isFinite(option.points))) {
      problems.push(`${name} has option "${option.value}" with points ${show(option.points)}, which is not a number.`);
    }
  });
  for (const dup of duplicates(optionValues)) problems.push(`${name} has the option value "${dup}" more than once.`);
  const hasSource = isNonEmptyString(raw.source);
  if (type === 'multipleOptions' && optionValues.length === 0) {
    problems.push(`${name} is a multipleOptions question without options.`);
  }
  if (type === 'order' && optionValues.length === 0 && !hasSource) {
    problems.push(`${name} is an order question without options and without a source.`);
  }
}

/** An order question's source: a multipleOptions sibling. */
function checkOrderSource(raw: Obj, name: string, ctx: QuestionContext, problems: string[]): void {
  const type = raw.type;
  const hasSource = isNonEmptyString(raw.source);
  if (type === 'order' && present(raw.source)) {
    const source = hasSource ? ctx.siblings.find((q) => q.id === raw.source) : undefined;
    if (source === undefined) {
      problems.push(
        `${name} has source "${show(raw.source)}", which is not a question here; an order source must be a multipleOptions question.`,
      );
    } else if (source.type !== 'multipleOptions') {
      problems.push(`${name} has source "${show(raw.source)}", which is not a multipleOptions question (it is "${show(source.type)}").`);
    }
  }
}

/** attrs (SPEC §5): length and max, whole numbers of at least 1 within the option count, length ≤ max. */
function checkAttrs(raw: Obj, name: string, ctx: QuestionContext, problems: string[]): void {
  const type = raw.type;
  if (present(raw.attrs)) {
    if (!isObj(raw.attrs)) {
      problems.push(`${name} has attrs that are not an object.`);
    } else if (type === 'multipleOptions' || type === 'order') {
      const count = optionCount(raw, ctx.siblings);
      const valid: Partial<Record<'length' | 'max', number>> = {};
      for (const key of ['length', 'max'] as const) {
        const v = raw.attrs[key];
        if (!present(v)) continue;
        if (typeof v !== 'number' || !Number.isInteger(v) || v < 1) {
          problems.push(`${name} has attrs.${key} ${show(v)}; it must be a whole number of at least 1.`);
        } else if (count !== null && v > count) {
          problems.push(`${name} has attrs.${key} ${v}, which is greater than its ${count} option(s).`);
        } else {
          valid[key] = v;
        }
      }
      if (valid.length !== undefined && valid.max !== undefined && valid.length > valid.max) {
        problems.push(`${name} has attrs.length ${valid.length}, which is greater than attrs.max ${valid.max}.`);
      }
    }
  }
}

/** Related rules (SPEC §4 dynamic enabling): each a value with lists of known top-level question ids. */
function checkRelatedRules(raw: Obj, name: string, ctx: QuestionContext, problems: string[]): void {
  if (present(raw.related) && !Array.isArray(raw.related)) problems.push(`${name} has related rules that are not a list.`);
  listOf(raw.related).forEach((rule, i) => {
    if (!isObj(rule)) {
      problems.push(`${name} has a related rule at position ${i + 1} that is not an object.`);
      return;
    }
    if (typeof rule.value !== 'string') problems.push(`${name} has a related rule at position ${i + 1} without a value.`);
    for (const key of ['enable', 'disable'] as const) {
      if (present(rule[key]) && !Array.isArray(rule[key])) {
        problems.push(`${name} has a related rule whose "${key}" is not a list of question ids.`);
      }
      for (const target of listOf(rule[key])) {
        if (typeof target !== 'string' || !ctx.topLevelIds.has(target)) {
          problems.push(`${name} has a related rule referencing unknown question "${show(target)}".`);
        }
      }
    }
  });
}

/** A nested test's schema (top level only): sub-questions with distinct ids, each checked in turn. */
function checkNestedSchema(raw: Obj, name: string, ctx: QuestionContext, problems: string[]): void {
  const type = raw.type;
  if (type === 'test' && ctx.parent === null) {
    const schema = raw.schema;
    if (!Array.isArray(schema) || schema.length === 0) {
      problems.push(`${name} is a nested test without a schema (it has no sub-questions).`);
    } else {
      const subs = schema.filter(isObj).filter((q) => isNonEmptyString(q.id));
      for (const dup of duplicates(subs.map((q) => q.id as string))) {
        problems.push(`Question id "${raw.id}.${dup}" is used more than once in nested test "${raw.id}".`);
      }
      schema.forEach((sub, i) =>
        checkQuestion(sub, i, { ...ctx, prefix: `${raw.id}.`, parent: raw.id as string, siblings: subs }, problems),
      );
    }
  }
}

function checkQuestion(raw: unknown, index: number, ctx: QuestionContext, problems: string[]): void {
  const where = ctx.parent === null ? '' : ` in nested test "${ctx.parent}"`;
  if (!isObj(raw)) {
    problems.push(`Question at position ${index + 1}${where} is not an object.`);
    return;
  }
  if (!isNonEmptyString(raw.id)) {
    problems.push(`Question at position ${index + 1}${where} has no id.`);
    return;
  }
  const name = `Question "${ctx.prefix}${raw.id}"`;
  if (raw.id.includes('.')) {
    problems.push(`${name} has a dot in its id; dots separate nested question ids in scale items.`);
  }
  const type = raw.type;
  if (!QUESTION_TYPES.includes(type as QuestionType)) {
    problems.push(`${name} has an unknown type "${show(type)}"; use ${QUESTION_TYPES.join(', ')}.`);
  }
  if (typeof raw.label !== 'string') problems.push(`${name} is missing its label.`);
  for (const flag of ['enabled', 'optional', 'skipProgress'] as const) {
    if (present(raw[flag]) && typeof raw[flag] !== 'boolean') problems.push(`${name} has a non-boolean "${flag}".`);
  }
  if (present(raw.points) && !(typeof raw.points === 'number' && Number.isFinite(raw.points) && raw.points >= 0)) {
    problems.push(`${name} has points ${show(raw.points)}; question points must be a number of at least 0.`);
  }

  checkGroupPlacement(raw, name, ctx, problems);
  checkOptions(raw, name, ctx, problems);
  checkOrderSource(raw, name, ctx, problems);
  checkAttrs(raw, name, ctx, problems);
  checkRelatedRules(raw, name, ctx, problems);
  checkNestedSchema(raw, name, ctx, problems);
}

/** The test's own fields: slug, title, category, description, randomizeGroups, scoringMap. */
function checkTestFields(d: Obj, problems: string[]): void {
  if (!isNonEmptyString(d.slug)) problems.push('The test is missing its slug.');
  if (!isNonEmptyString(d.title)) problems.push('The test is missing its title.');
  if (!present(d.category)) problems.push('The test is missing its category.');
  else if (!CATEGORIES.includes(d.category as TestCategory)) {
    problems.push(`The test has an unknown category "${show(d.category)}"; use ${CATEGORIES.join(', ')}.`);
  }
  if (present(d.description) && typeof d.description !== 'string') problems.push('The test description is not text.');
  if (present(d.randomizeGroups) && typeof d.randomizeGroups !== 'boolean') {
    problems.push('The test has a non-boolean "randomizeGroups".');
  }
  if (present(d.scoringMap) && d.scoringMap !== 'normal' && d.scoringMap !== 'reversed') {
    problems.push(`The test has an unknown scoringMap "${show(d.scoringMap)}"; use normal or reversed.`);
  }
}

/** The groups: a list, each with an id (once) and a title. @returns the group ids found */
function checkGroups(d: Obj, problems: string[]): string[] {
  if (!Array.isArray(d.groups)) problems.push('The test has no list of groups.');
  const groupIds: string[] = [];
  listOf(d.groups).forEach((group, i) => {
    if (!isObj(group) || !isNonEmptyString(group.id)) {
      problems.push(`Group at position ${i + 1} has no id.`);
      return;
    }
    groupIds.push(group.id);
    if (typeof group.title !== 'string') problems.push(`Group "${group.id}" is missing its title.`);
    if (present(group.pinned) && typeof group.pinned !== 'boolean') problems.push(`Group "${group.id}" has a non-boolean "pinned".`);
  });
  for (const dup of duplicates(groupIds)) problems.push(`Group id "${dup}" is used more than once.`);
  return groupIds;
}

/** The questions: a non-empty list with distinct ids, each checked; every group used. @returns the top-level questions with ids */
function checkQuestions(d: Obj, groupIds: string[], problems: string[]): Obj[] {
  if (!Array.isArray(d.questions)) problems.push('The test has no list of questions.');
  else if (d.questions.length === 0) problems.push('The test has no questions.');
  const questions = listOf(d.questions)
    .filter(isObj)
    .filter((q) => isNonEmptyString(q.id));
  const topLevelIds = new Set(questions.map((q) => q.id as string));
  for (const dup of duplicates(questions.map((q) => q.id as string))) {
    problems.push(`Question id "${dup}" is used more than once.`);
  }
  const groupSet = new Set(groupIds);
  listOf(d.questions).forEach((q, i) =>
    checkQuestion(q, i, { prefix: '', parent: null, siblings: questions, topLevelIds, groupIds: groupSet }, problems),
  );
  const usedGroups = new Set(questions.map((q) => q.group));
  for (const id of new Set(groupIds)) {
    if (!usedGroups.has(id)) problems.push(`Group "${id}" has no questions.`);
  }
  return questions;
}

/** One scale item: a known question (or `parent.sub` path) that can be scored; `reverse` a boolean. */
function checkScaleItem(name: string, item: unknown, j: number, questions: readonly Obj[], problems: string[]): void {
  if (!isObj(item) || !isNonEmptyString(item.question)) {
    problems.push(`${name} has an item at position ${j + 1} without a question.`);
    return;
  }
  if (present(item.reverse) && typeof item.reverse !== 'boolean') {
    problems.push(`${name} item "${item.question}" has a non-boolean "reverse".`);
  }
  const parts = item.question.split('.');
  const parent = questions.find((q) => q.id === parts[0]);
  if (parts.length === 1) {
    if (parent === undefined) {
      problems.push(`${name} has an item referencing unknown question "${item.question}".`);
    } else if (parent.type === 'text') {
      problems.push(`${name} has an item referencing text question "${item.question}", which cannot be scored.`);
    } else if (parent.type === 'test') {
      problems.push(
        `${name} has an item referencing the whole nested test "${item.question}"; reference its sub-questions as "${item.question}.<id>".`,
      );
    }
    return;
  }
  const sub =
    parts.length === 2 && parent !== undefined && parent.type === 'test'
      ? listOf(parent.schema)
          .filter(isObj)
          .find((q) => q.id === parts[1])
      : undefined;
  if (sub === undefined) {
    problems.push(`${name} has an item referencing unknown nested question "${item.question}".`);
  } else if (sub.type === 'text' || sub.type === 'test') {
    problems.push(`${name} has an item referencing ${show(sub.type)} question "${item.question}", which cannot be scored.`);
  }
}

/**
 * A scale's result texts: each a known level its effective thresholds can produce (checked only
 * when the thresholds themselves are valid), with text, at most once per level.
 */
function checkScaleResults(name: string, scale: Obj, effective: readonly number[], thresholdsOk: boolean, problems: string[]): void {
  const producible = levelLabelsFor(effective);
  if (present(scale.results) && !Array.isArray(scale.results)) problems.push(`${name} has results that are not a list.`);
  const levels: string[] = [];
  listOf(scale.results).forEach((result, j) => {
    if (!isObj(result) || !isNonEmptyString(result.level)) {
      problems.push(`${name} has a result text at position ${j + 1} without a level.`);
      return;
    }
    levels.push(result.level);
    if (typeof result.text !== 'string') problems.push(`${name} has a result for level "${result.level}" without text.`);
    if (!LEVELS.includes(result.level as LevelLabel)) {
      problems.push(`${name} has a result text for unknown level "${result.level}"; use ${LEVELS.join(', ')}.`);
    } else if (thresholdsOk && !producible.includes(result.level as LevelLabel)) {
      problems.push(
        `${name} has a result text for level "${result.level}", which its thresholds ${show(effective)} cannot produce (extremelyLow and extremelyHigh need 4 thresholds).`,
      );
    }
  });
  for (const dup of duplicates(levels)) problems.push(`${name} has more than one result text for level "${dup}".`);
}

/**
 * Validates a test definition (anything, e.g. a GROQ result) against the {@link TestDefinition}
 * contract and the rules the engine relies on (SPEC §4, §5, §9). `null` counts as an absent
 * optional field (GROQ's missing fields); a missing `scales` list or scale `results` list counts
 * as empty.
 *
 * Problems reported (each a plain sentence naming the problem and the offending id(s)):
 * missing slug / title / category (or unknown category); groups or questions not lists, or no
 * questions; questions referencing an unknown group or having none; groups without questions;
 * duplicate ids of groups, top-level questions, sub-questions within a nested test, scales, and
 * option values within a question; ids containing a dot; unknown question types; scale items
 * referencing unknown questions or `parent.sub` paths, or text / whole nested-test questions that
 * cannot be scored; related rules referencing unknown (top-level) questions; an order `source`
 * that is not a multipleOptions question (a nested order's source is a sibling sub-question);
 * attrs.length or attrs.max not a whole number ≥ 1 or greater than the number of options (an order
 * with a source counts its source's options); attrs.length > attrs.max; thresholds (test-level
 * and per scale) that are not 2 or 4 values, not strictly ascending or outside 0–100; result
 * texts for levels the effective thresholds cannot produce (extremelyLow / extremelyHigh need 4
 * thresholds), for unknown levels, or twice for one level; nested questions inside nested
 * questions; `test` questions without a schema; multipleOptions without options and order
 * questions without options and without a source; negative or non-numeric question points.
 *
 * @param definition - the candidate definition, of any shape
 * @returns the problems, `[]` when the test can run; never throws
 */
export function validateTestDefinition(definition: unknown): string[] {
  const problems: string[] = [];
  if (!isObj(definition)) return ['The test definition is not an object.'];
  const d = definition;

  checkTestFields(d, problems);
  const testThresholds = checkThresholds('The test', d.thresholds, problems);
  const testThresholdsOk = !present(d.thresholds) || testThresholds !== null;

  const groupIds = checkGroups(d, problems);

  const questions = checkQuestions(d, groupIds, problems);

  // Scales.
  if (present(d.scales) && !Array.isArray(d.scales)) problems.push('The test has scales that are not a list.');
  const scaleIds: string[] = [];
  listOf(d.scales).forEach((scale, i) => {
    if (!isObj(scale) || !isNonEmptyString(scale.id)) {
      problems.push(`Scale at position ${i + 1} has no id.`);
      return;
    }
    scaleIds.push(scale.id);
    const name = `Scale "${scale.id}"`;
    if (typeof scale.title !== 'string') problems.push(`${name} is missing its title.`);
    if (!Array.isArray(scale.items)) problems.push(`${name} has no list of items.`);
    listOf(scale.items).forEach((item, j) => checkScaleItem(name, item, j, questions, problems));
    const own = checkThresholds(name, scale.thresholds, problems);
    const thresholdsOk = present(scale.thresholds) ? own !== null : testThresholdsOk;
    const effective = own ?? testThresholds ?? [...DEFAULT_LEVEL_THRESHOLDS];
    checkScaleResults(name, scale, effective, thresholdsOk, problems);
  });
  for (const dup of duplicates(scaleIds)) problems.push(`Scale id "${dup}" is used more than once.`);

  return problems;
}
