import { describe, expect, it } from 'vitest';
import { summariseAnswers } from './answer-summary';
import type { TestDefinition, TestQuestion } from './types';

const options = [
  { label: 'Calm', value: 'calm' },
  { label: 'Sleep', value: 'sleep' },
  { label: 'Focus', value: 'focus' },
];

function definition(questions: TestQuestion[]): TestDefinition {
  return { slug: 't', title: 'T', category: 'personal-growth', description: '', groups: [{ id: 'g', title: 'G' }], questions, scales: [] };
}

const likert: TestQuestion = { id: 'l1', type: 'question', group: 'g', label: 'I rest' };
const pick: TestQuestion = { id: 'pick', type: 'multipleOptions', group: 'g', label: 'Pick two', options, attrs: { max: 2 } };
const rank: TestQuestion = { id: 'rank', type: 'order', group: 'g', label: 'Rank them', source: 'pick' };
const note: TestQuestion = { id: 'note', type: 'text', group: 'g', label: 'One small step', optional: true };
const nested: TestQuestion = {
  id: 'nest',
  type: 'test',
  group: 'g',
  label: 'About your week',
  schema: [
    { id: 'a', type: 'question', label: 'Sub Likert' },
    { id: 'b', type: 'text', label: 'Sub note' },
  ],
};

describe('summariseAnswers (how the result view summarises each question type)', () => {
  it('question (Likert): not listed — the scales show it', () => {
    expect(summariseAnswers(definition([likert]), { l1: 2 })).toEqual([]);
  });
  it('multipleOptions: the chosen labels in the order chosen', () => {
    expect(summariseAnswers(definition([pick]), { pick: ['focus', 'calm'] })).toEqual([
      { id: 'pick', label: 'Pick two', kind: 'choices', values: ['Focus', 'Calm'] },
    ]);
  });
  it('multipleOptions ranked by an order question: only the ranking, with the source’s labels', () => {
    expect(summariseAnswers(definition([pick, rank]), { pick: ['calm', 'sleep'], rank: ['sleep', 'calm'] })).toEqual([
      { id: 'rank', label: 'Rank them', kind: 'ranking', values: ['Sleep', 'Calm'] },
    ]);
  });
  it('order: the ranking, first = most important, with its own options when it has no source', () => {
    const own: TestQuestion = { id: 'own', type: 'order', group: 'g', label: 'Order', options };
    expect(summariseAnswers(definition([own]), { own: ['focus', 'calm', 'sleep'] })).toEqual([
      { id: 'own', label: 'Order', kind: 'ranking', values: ['Focus', 'Calm', 'Sleep'] },
    ]);
  });
  it('an unranked order question leaves its source’s choices listed', () => {
    expect(summariseAnswers(definition([pick, rank]), { pick: ['calm'], rank: [] })).toEqual([
      { id: 'pick', label: 'Pick two', kind: 'choices', values: ['Calm'] },
    ]);
  });
  it('text: the trimmed answer; left out when empty or blank', () => {
    expect(summariseAnswers(definition([note]), { note: '  Walk at lunch  ' })).toEqual([
      { id: 'note', label: 'One small step', kind: 'text', text: 'Walk at lunch' },
    ]);
    expect(summariseAnswers(definition([note]), { note: '   ' })).toEqual([]);
    expect(summariseAnswers(definition([note]), { note: null })).toEqual([]);
  });
  it('test (nested): its sub-questions by the same rules; left out when none shows anything', () => {
    expect(summariseAnswers(definition([nested]), { nest: { a: 1, b: 'Sundays off' } })).toEqual([
      { id: 'nest', label: 'About your week', kind: 'nested', items: [{ id: 'b', label: 'Sub note', kind: 'text', text: 'Sundays off' }] },
    ]);
    expect(summariseAnswers(definition([nested]), { nest: { a: 1, b: '' } })).toEqual([]);
    expect(summariseAnswers(definition([nested]), { nest: null })).toEqual([]);
  });
  it('leaves out disabled and unanswered questions, and keeps definition order', () => {
    const all = definition([note, likert, pick]);
    expect(summariseAnswers(all, { note: 'x', pick: ['calm'] }, { note: false })).toEqual([
      { id: 'pick', label: 'Pick two', kind: 'choices', values: ['Calm'] },
    ]);
    expect(summariseAnswers(all, { pick: [] })).toEqual([]);
    expect(summariseAnswers(all, { note: 'x', pick: ['calm'] }).map((item) => item.id)).toEqual(['note', 'pick']);
  });
});
