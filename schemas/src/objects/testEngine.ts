import { defineArrayMember, defineField, defineType } from 'sanity';
import { checkUniqueIds } from '../rules';
import { checkInitialValue } from '../test-definition';

/**
 * Object types of a toolkit `test` document (schemas/src/documents/test.ts). Each maps 1:1 onto
 * a part of the engine's `TestDefinition` (schemas/src/engine/types.ts), so a GROQ
 * projection returns the contract shape directly.
 */

/** Ids are referenced by other fields (groups, related rules, scale items as `parent.sub`). */
const ID_PATTERN = /^[A-Za-z0-9_-]+$/;
const ID_HELP = 'Letters, digits, "-" and "_" only; unique within the test. Answers are stored by this id.';

/** Question types of SPEC §3 with their titles. */
export const QUESTION_TYPES = [
  { title: 'Likert statement (−2 … 2)', value: 'question' },
  { title: 'Free text', value: 'text' },
  { title: 'Multiple options', value: 'multipleOptions' },
  { title: 'Order (rank options)', value: 'order' },
  { title: 'Nested test (sub-questions)', value: 'test' },
] as const;

/** Level labels of SPEC §9, lowest first. */
export const LEVELS = [
  { title: 'Extremely low', value: 'extremelyLow' },
  { title: 'Low', value: 'low' },
  { title: 'Medium', value: 'medium' },
  { title: 'High', value: 'high' },
  { title: 'Extremely high', value: 'extremelyHigh' },
] as const;

interface QuestionLike {
  type?: string;
}

interface StoredQuestion extends QuestionLike {
  id?: string;
  source?: string;
  options?: { value?: string }[];
  schema?: StoredQuestion[];
}

/**
 * Option values a question's answer may use: its own, plus (for an order question) those of its
 * source, looked up among the document's questions and sub-questions.
 */
function knownOptionValues(question: StoredQuestion | undefined, document: unknown): string[] {
  const values = (question?.options ?? []).map((option) => option.value ?? '');
  if (question?.type === 'order' && question.source) {
    const top = (document as { questions?: StoredQuestion[] } | undefined)?.questions ?? [];
    const all = top.flatMap((entry) => [entry, ...(entry.schema ?? [])]);
    const source = all.find((entry) => entry.id === question.source && entry.type === 'multipleOptions');
    values.push(...(source?.options ?? []).map((option) => option.value ?? ''));
  }
  return values;
}

/** True when a value is empty: a type-specific field that is hidden unless it holds stale data. */
function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.values(value).every((entry) => entry === undefined || entry === null);
  return false;
}

/**
 * A `hidden` callback showing a field only for the given question types — or whenever it still
 * holds a value (e.g. after the type was changed), so editors can see and clear stale data.
 */
function onlyFor(...types: string[]) {
  return ({ parent, value }: { parent?: QuestionLike; value?: unknown }) => !types.includes(parent?.type ?? '') && isEmpty(value);
}

function idField() {
  return defineField({
    name: 'id',
    title: 'Id',
    type: 'string',
    description: ID_HELP,
    validation: (rule) => rule.required().regex(ID_PATTERN, { name: 'id' }),
  });
}

/** An answer option (multipleOptions, order); `points` feeds scales. */
export const testOption = defineType({
  name: 'testOption',
  title: 'Option',
  type: 'object',
  fields: [
    defineField({ name: 'label', title: 'Label', type: 'string', validation: (rule) => rule.required() }),
    defineField({
      name: 'value',
      title: 'Value',
      type: 'string',
      description: 'Stored in the answer; no commas.',
      validation: (rule) => rule.required().regex(/^[^,]+$/, { name: 'value without commas' }),
    }),
    defineField({ name: 'points', title: 'Points', type: 'number', description: 'Score of this option in the question’s scales.' }),
  ],
  preview: {
    select: { title: 'label', value: 'value', points: 'points' },
    prepare: ({ title, value, points }: { title?: string; value?: string; points?: number }) => ({
      title,
      subtitle: `${value ?? ''}${points === undefined ? '' : ` · ${points} pt`}`,
    }),
  },
});

/**
 * A dynamic-enable rule (SPEC §4): when the owning question's answer equals `value` (or, for a
 * list answer, includes it), the `enable` questions are enabled and the `disable` ones disabled;
 * otherwise the opposite.
 */
export const relatedRule = defineType({
  name: 'relatedRule',
  title: 'Related rule',
  type: 'object',
  fields: [
    defineField({
      name: 'value',
      title: 'When the answer is',
      type: 'string',
      description: 'A Likert value (−2 … 2) or an option value.',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'enable',
      title: 'Enable questions',
      type: 'array',
      of: [defineArrayMember({ type: 'string' })],
      options: { layout: 'tags' },
      description: 'Question ids.',
    }),
    defineField({
      name: 'disable',
      title: 'Disable questions',
      type: 'array',
      of: [defineArrayMember({ type: 'string' })],
      options: { layout: 'tags' },
      description: 'Question ids.',
    }),
  ],
  preview: {
    select: { value: 'value', enable: 'enable', disable: 'disable' },
    prepare: ({ value, enable, disable }: { value?: string; enable?: string[]; disable?: string[] }) => ({
      title: `When ${value ?? '?'}`,
      subtitle: [enable?.length ? `enable ${enable.join(', ')}` : '', disable?.length ? `disable ${disable.join(', ')}` : '']
        .filter(Boolean)
        .join(' · '),
    }),
  },
});

/** A step of the test. */
export const testGroup = defineType({
  name: 'testGroup',
  title: 'Step',
  type: 'object',
  fields: [
    idField(),
    defineField({ name: 'title', title: 'Title', type: 'string', validation: (rule) => rule.required() }),
    defineField({ name: 'description', title: 'Description', type: 'text', rows: 2 }),
    defineField({
      name: 'pinned',
      title: 'Pinned',
      type: 'boolean',
      description: 'Keeps its position when the step order is randomised.',
      initialValue: false,
    }),
  ],
  preview: {
    select: { title: 'title', id: 'id', pinned: 'pinned' },
    prepare: ({ title, id, pinned }: { title?: string; id?: string; pinned?: boolean }) => ({
      title: title ?? 'Untitled step',
      subtitle: `${id ?? '?'}${pinned ? ' · pinned' : ''}`,
    }),
  },
});

const INITIAL_VALUE_HELP =
  'Optional, read by question type. Likert statement: a whole number −2 … 2 (e.g. "1"). ' +
  'Free text: the text. Multiple options / order: option values separated by commas. ' +
  'Nested test: a JSON object of sub-answers by id, e.g. {"calm": 1}.';

/** Fields shared by top-level questions and nested sub-questions. */
function questionFields(types: readonly { title: string; value: string }[]) {
  return {
    head: [
      idField(),
      defineField({
        name: 'type',
        title: 'Type',
        type: 'string',
        options: { list: [...types] },
        initialValue: 'question',
        validation: (rule) => rule.required(),
      }),
    ],
    body: [
      defineField({
        name: 'label',
        title: 'Label',
        type: 'string',
        description: 'The statement or prompt.',
        validation: (rule) => rule.required(),
      }),
      defineField({ name: 'description', title: 'Description', type: 'text', rows: 2, description: 'Help text under the label.' }),
      defineField({ name: 'enabled', title: 'Enabled at start', type: 'boolean', initialValue: true }),
      defineField({
        name: 'optional',
        title: 'Optional',
        type: 'boolean',
        description: 'May be left unanswered.',
        initialValue: false,
      }),
      defineField({
        name: 'skipProgress',
        title: 'Skip progress',
        type: 'boolean',
        description: 'Not counted in the progress bar.',
        initialValue: false,
      }),
      defineField({
        name: 'initialValue',
        title: 'Initial value',
        type: 'string',
        description: INITIAL_VALUE_HELP,
        validation: (rule) =>
          rule.custom((value: string | undefined, context) => {
            const question = context.parent as StoredQuestion | undefined;
            return checkInitialValue(question?.type, value, knownOptionValues(question, context.document));
          }),
      }),
      defineField({
        name: 'attrs',
        title: 'Choice limits',
        type: 'object',
        hidden: onlyFor('multipleOptions', 'order'),
        options: { collapsible: true, collapsed: false },
        fields: [
          defineField({
            name: 'max',
            title: 'At most',
            type: 'number',
            description: 'Upper bound of chosen values.',
            validation: (rule) => rule.integer().min(1),
          }),
          defineField({
            name: 'length',
            title: 'Exactly',
            type: 'number',
            description: 'Exact number of values.',
            validation: (rule) => rule.integer().min(1),
          }),
        ],
      }),
      defineField({
        name: 'options',
        title: 'Options',
        type: 'array',
        of: [defineArrayMember({ type: 'testOption' })],
        hidden: onlyFor('multipleOptions', 'order'),
        validation: (rule) =>
          rule.custom((options: { value?: string }[] | undefined) =>
            checkUniqueIds(
              options?.map((option) => ({ id: option.value })),
              'option value',
            ),
          ),
      }),
      defineField({
        name: 'points',
        title: 'Points',
        type: 'number',
        description: 'Weight of this question in its scales (default 1).',
        validation: (rule) => rule.min(0),
      }),
      defineField({
        name: 'related',
        title: 'Enable / disable other questions',
        type: 'array',
        of: [defineArrayMember({ type: 'relatedRule' })],
      }),
      defineField({
        name: 'source',
        title: 'Rank the choices of',
        type: 'string',
        description: 'Id of a multiple-options question whose chosen values this question ranks.',
        hidden: onlyFor('order'),
      }),
    ],
  };
}

interface QuestionPreview {
  label?: string;
  id?: string;
  type?: string;
  group?: string;
  enabled?: boolean;
}

function prepareQuestion({ label, id, type, group, enabled }: QuestionPreview) {
  const typeTitle = QUESTION_TYPES.find((entry) => entry.value === type)?.title ?? type ?? '?';
  return {
    title: label ?? 'Untitled question',
    subtitle: [typeTitle, id ?? '?', group ? `step ${group}` : '', enabled === false ? 'disabled at start' : '']
      .filter(Boolean)
      .join(' · '),
  };
}

const subQuestionParts = questionFields(QUESTION_TYPES.filter((entry) => entry.value !== 'test'));

/** A nested question of a `test`-type question: no group and no further nesting. */
export const testSubQuestion = defineType({
  name: 'testSubQuestion',
  title: 'Sub-question',
  type: 'object',
  fields: [...subQuestionParts.head, ...subQuestionParts.body],
  preview: { select: { label: 'label', id: 'id', type: 'type', enabled: 'enabled' }, prepare: prepareQuestion },
});

const questionParts = questionFields(QUESTION_TYPES);

/** A top-level question of SPEC §3 "Test-engine question". */
export const testQuestion = defineType({
  name: 'testQuestion',
  title: 'Question',
  type: 'object',
  fields: [
    ...questionParts.head,
    defineField({
      name: 'group',
      title: 'Step',
      type: 'string',
      description: 'Id of one of the steps above.',
      validation: (rule) =>
        rule.required().custom((group: string | undefined, context) => {
          const groups = (context.document as { groups?: { id?: string }[] } | undefined)?.groups ?? [];
          if (!group || groups.some((entry) => entry.id === group)) return true;
          const ids = groups.map((entry) => entry.id).filter(Boolean);
          return ids.length ? `No step "${group}"; use one of ${ids.join(', ')}` : `No step "${group}"; add steps first`;
        }),
    }),
    ...questionParts.body,
    defineField({
      name: 'schema',
      title: 'Sub-questions',
      type: 'array',
      of: [defineArrayMember({ type: 'testSubQuestion' })],
      hidden: onlyFor('test'),
      description: 'Scale items refer to them as "questionId.subId".',
      validation: (rule) => rule.custom((schema: { id?: string }[] | undefined) => checkUniqueIds(schema, 'sub-question id')),
    }),
  ],
  preview: {
    select: { label: 'label', id: 'id', type: 'type', group: 'group', enabled: 'enabled' },
    prepare: prepareQuestion,
  },
});

/** A scale item: a question id (or `parentId.subId`), optionally reverse-keyed. */
export const scaleItem = defineType({
  name: 'scaleItem',
  title: 'Scale item',
  type: 'object',
  fields: [
    defineField({
      name: 'question',
      title: 'Question id',
      type: 'string',
      description: 'A question id, or "questionId.subId" for a sub-question.',
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'reverse', title: 'Reverse-keyed', type: 'boolean', initialValue: false }),
  ],
  preview: {
    select: { question: 'question', reverse: 'reverse' },
    prepare: ({ question, reverse }: { question?: string; reverse?: boolean }) => ({
      title: question ?? '?',
      subtitle: reverse ? 'reverse-keyed' : undefined,
    }),
  },
});

/** The result text shown for one level of a scale. */
export const levelText = defineType({
  name: 'levelText',
  title: 'Level text',
  type: 'object',
  fields: [
    defineField({
      name: 'level',
      title: 'Level',
      type: 'string',
      options: { list: [...LEVELS] },
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'text', title: 'Text', type: 'text', rows: 3, validation: (rule) => rule.required() }),
  ],
  preview: {
    select: { level: 'level', text: 'text' },
    prepare: ({ level, text }: { level?: string; text?: string }) => ({
      title: LEVELS.find((entry) => entry.value === level)?.title ?? level ?? '?',
      subtitle: text,
    }),
  },
});

/** A scale: items, optional own thresholds and a result text per level. */
export const testScale = defineType({
  name: 'testScale',
  title: 'Scale',
  type: 'object',
  fields: [
    idField(),
    defineField({ name: 'title', title: 'Title', type: 'string', validation: (rule) => rule.required() }),
    defineField({ name: 'description', title: 'Description', type: 'text', rows: 2 }),
    defineField({
      name: 'items',
      title: 'Items',
      type: 'array',
      of: [defineArrayMember({ type: 'scaleItem' })],
      validation: (rule) => rule.required().min(1),
    }),
    defineField({
      name: 'thresholds',
      title: 'Level thresholds',
      type: 'array',
      of: [defineArrayMember({ type: 'number' })],
      description: 'Optional: 2 or 4 ascending percentages (0 … 100). Empty uses the test’s thresholds.',
    }),
    defineField({
      name: 'results',
      title: 'Result texts',
      type: 'array',
      of: [defineArrayMember({ type: 'levelText' })],
      description: 'One text per level: low, medium and high (plus extremely low/high with 4 thresholds).',
    }),
  ],
  preview: {
    select: { title: 'title', id: 'id', items: 'items' },
    prepare: ({ title, id, items }: { title?: string; id?: string; items?: unknown[] }) => {
      const count = Array.isArray(items) ? items.length : 0;
      return { title: title ?? 'Untitled scale', subtitle: `${id ?? '?'} · ${count} item${count === 1 ? '' : 's'}` };
    },
  },
});
