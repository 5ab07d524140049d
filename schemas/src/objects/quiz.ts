import { defineArrayMember, defineField, defineType } from 'sanity';
import { DICHOTOMY_KEYS } from '../families';

/** One answer option of a quiz question: a label and the stored value. */
export const quizOption = defineType({
  name: 'quizOption',
  title: 'Option',
  type: 'object',
  fields: [
    defineField({ name: 'label', type: 'string', validation: (rule) => rule.required() }),
    defineField({ name: 'value', type: 'string', validation: (rule) => rule.required() }),
  ],
  preview: { select: { title: 'label', subtitle: 'value' } },
});

/**
 * A survey question of the free test (SPEC §3 "Survey answers: gender and age, strings").
 * Survey answers are never stored as quiz answers (SPEC §4).
 */
export const surveyQuestion = defineType({
  name: 'surveyQuestion',
  title: 'Survey question',
  type: 'object',
  fields: [
    defineField({
      name: 'id',
      title: 'Field',
      type: 'string',
      options: { list: ['gender', 'age'] },
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'label', type: 'string', validation: (rule) => rule.required() }),
    defineField({
      name: 'options',
      type: 'array',
      of: [defineArrayMember({ type: 'quizOption' })],
      validation: (rule) => rule.required().min(2),
    }),
  ],
  preview: { select: { title: 'label', subtitle: 'id' } },
});

/**
 * A Likert item of the free test (SPEC §3 "Quiz question"): answers run −2..2 and are stored by
 * `id`. `key` is the dichotomy it measures; agreeing with a non-reverse-keyed item points to the
 * first pole (E, S, T, J), agreeing with a reverse-keyed item to the second (I, N, F, P).
 */
export const likertItem = defineType({
  name: 'likertItem',
  title: 'Likert item',
  type: 'object',
  fields: [
    defineField({
      name: 'id',
      type: 'string',
      validation: (rule) => rule.required().regex(/^[a-z0-9-]+$/, { name: 'id', invert: false }),
    }),
    defineField({
      name: 'key',
      title: 'Scale',
      type: 'string',
      options: { list: DICHOTOMY_KEYS.map((key) => ({ title: `${key[0]}/${key[1]}`, value: key })) },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'type',
      type: 'string',
      options: { list: ['range', 'radiogroup'] },
      initialValue: 'range',
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'text', title: 'Statement', type: 'string', validation: (rule) => rule.required().max(140) }),
    defineField({
      name: 'reverse',
      title: 'Reverse-keyed',
      type: 'boolean',
      description: 'On when agreeing points to the second pole (I, N, F or P).',
      initialValue: false,
    }),
  ],
  preview: {
    select: { title: 'text', key: 'key', reverse: 'reverse', id: 'id' },
    prepare: ({ title, key, reverse, id }: { title?: string; key?: string; reverse?: boolean; id?: string }) => ({
      title,
      subtitle: `${id ?? ''} · ${key ?? '?'}${reverse ? ' · reverse-keyed' : ''}`,
    }),
  },
});
