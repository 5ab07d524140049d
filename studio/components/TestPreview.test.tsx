import type { ComponentProps } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { UserViewComponent } from 'sanity/structure';
import { describe, expect, it } from 'vitest';
import { TestPreview } from './TestPreview';

type Props = ComponentProps<UserViewComponent>;

function render(displayed: Record<string, unknown>): string {
  const props = {
    document: { displayed, draft: null, published: null, historical: null },
    documentId: 'test-1',
    options: {},
    schemaType: { name: 'test' },
  } as unknown as Props;
  return renderToStaticMarkup(<TestPreview {...props} />);
}

const runnable = {
  _id: 'drafts.test-1',
  _type: 'test',
  title: 'Energy check',
  slug: { _type: 'slug', current: 'energy-check' },
  category: 'personal-growth',
  description: 'Where does your energy go?',
  groups: [
    { _key: 'a', id: 'start', title: 'Getting started', description: 'Warm-up' },
    { _key: 'b', id: 'more', title: 'A bit more' },
  ],
  questions: [
    { _key: 'q1', id: 'rested', type: 'question', group: 'start', label: 'I wake up rested.' },
    {
      _key: 'q2',
      id: 'areas',
      type: 'multipleOptions',
      group: 'more',
      label: 'Pick areas',
      options: [
        { _key: 'o1', label: 'Sleep', value: 'sleep', points: 1 },
        { _key: 'o2', label: 'Food', value: 'food', points: 0 },
      ],
    },
  ],
  scales: [
    {
      _key: 's',
      id: 'energy',
      title: 'Energy',
      items: [{ _key: 'i', question: 'rested' }],
      results: [{ _key: 'r', level: 'low', text: 'Rest more.' }],
    },
  ],
  thresholds: [30, 60],
};

describe('TestPreview', () => {
  it('lists the validation problems of a test that cannot run', () => {
    const html = render({ _id: 'drafts.x', _type: 'test', title: 'Draft' });
    expect(html).toContain('This test cannot run yet');
    expect(html).toContain('The test is missing its slug.');
    expect(html).toContain('The test is missing its category.');
    expect(html).not.toContain('Next');
  });

  it('starts a runnable test on its first step with the Likert inputs', () => {
    const html = render(runnable);
    expect(html).toContain('Energy check');
    expect(html).toContain('Step 1 of 2');
    expect(html).toContain('Getting started');
    expect(html).toContain('I wake up rested.');
    for (const label of ['Strongly disagree', 'Disagree', 'Neither agree nor disagree', 'Agree', 'Strongly agree']) {
      expect(html).toContain(label);
    }
    expect(html.match(/type="radio"/g)).toHaveLength(5);
    expect(html).toContain('>Next<');
    expect(html).toContain('>Back<');
    expect(html).toContain('>Restart<');
    expect(html).not.toContain('This test cannot run yet');
  });

  it('adds the editor extras around the shared inputs: id and type, its stylesheet', () => {
    const html = render(runnable);
    expect(html).toContain('rested · question');
    expect(html).toMatch(/^<div class="tp-root"><style>/);
    expect(html).toContain('Answers (JSON)');
  });
});
