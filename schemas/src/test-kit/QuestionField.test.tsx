import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { AnswerValue, TestQuestion } from '../engine';
import { QuestionField, type QuestionFieldProps } from './QuestionField';
import type { QuestionClasses, QuestionLabels } from './types';

const labels: QuestionLabels = {
  optional: '(optional)',
  likert: { stronglyDisagree: 'SD', disagree: 'D', neutral: 'N', agree: 'A', stronglyAgree: 'SA' },
  likertStart: 'Starts at N.',
  chooseExactly: (count) => `Choose exactly ${count}.`,
  chooseUpTo: (count) => `Choose up to ${count}.`,
  orderEmpty: (source) => `Empty${source ? ` (${source.id})` : ''}`,
  moveUp: (label) => `Move ${label} up`,
  moveDown: (label) => `Move ${label} down`,
};

const classes: QuestionClasses = {
  fieldset: 'f',
  nested: 'n',
  legend: 'lg',
  optional: 'opt',
  help: 'help',
  likert: 'lk',
  likertOption: 'lko',
  checkboxes: 'cbs',
  check: 'cb',
  textarea: 'ta',
  order: 'ol',
  orderItem: 'oi',
  rank: 'rk',
  orderLabel: 'ol-label',
  orderButton: 'ob',
  subFieldset: 'sf',
  subLegend: 'sl',
  visuallyHidden: 'vh',
};

const likert: TestQuestion = { id: 'rested', type: 'question', label: 'I wake up rested.' };
const areas: TestQuestion = {
  id: 'areas',
  type: 'multipleOptions',
  label: 'Pick areas',
  attrs: { max: 2 },
  options: [
    { label: 'Sleep', value: 'sleep', points: 1 },
    { label: 'Food', value: 'food' },
    { label: 'Moving', value: 'moving' },
  ],
};
const ranking: TestQuestion = { id: 'rank', type: 'order', label: 'Rank them', source: 'areas' };

function render(question: TestQuestion, value: AnswerValue, props: Partial<QuestionFieldProps> = {}): string {
  const element: ReactElement = (
    <QuestionField
      question={question}
      value={value}
      siblings={[areas, ranking]}
      labels={labels}
      classes={classes}
      onChange={() => {}}
      {...props}
    />
  );
  return renderToStaticMarkup(element);
}

/** The attributes of every `<tag …>` in `html`, in order. */
function tags(html: string, tag: string): string[] {
  return [...html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, 'g'))].map((match) => match[1] ?? '');
}

describe('QuestionField: Likert question', () => {
  it("renders a fieldset named by its legend with five native radios, Strongly agree first (the free test's order)", () => {
    const html = render(likert, 1);
    expect(html).toMatch(/^<fieldset class="f"><legend class="lg">I wake up rested\.<\/legend><div class="lk">/);
    const radios = tags(html, 'input');
    expect(radios.map((attrs) => attrs.match(/value="(-?\d)"/)?.[1])).toEqual(['2', '1', '0', '-1', '-2']);
    expect(new Set(radios.map((attrs) => attrs.match(/name="([^"]+)"/)?.[1])).size).toBe(1);
    expect(radios.filter((attrs) => attrs.includes('checked'))).toHaveLength(1);
    expect(radios[1]).toContain('checked');
    expect([...html.matchAll(/<label class="lko"[^>]*>.*?<span>(\w+)<\/span><\/label>/g)].map((match) => match[1])).toEqual([
      'SA',
      'A',
      'N',
      'D',
      'SD',
    ]);
    expect(html).not.toContain('Starts at N.');
  });

  it('says that an item starts at the middle while its answer is still 0 (SPEC §4 default), and marks the middle option', () => {
    const html = render(likert, 0);
    const fieldset = tags(html, 'fieldset')[0] ?? '';
    const describedBy = fieldset.match(/aria-describedby="([^"]+)"/)?.[1];
    expect(describedBy).toBeTruthy();
    expect(html).toContain(`<p id="${describedBy}" class="help" data-likert-start="">Starts at N.</p>`);
    expect(html).toMatch(/<label class="lko" data-start="">.*?<span>N<\/span><\/label>/);
    expect(tags(html, 'input').find((attrs) => attrs.includes('checked'))).toContain('value="0"');
    expect(render(likert, -1)).not.toContain('Starts at N.');
    expect(render(likert, null)).not.toContain('Starts at N.');
  });

  it('marks invalid and optional questions and points aria-describedby at the description', () => {
    const html = render({ ...likert, optional: true, description: 'Most days.' }, null, { invalid: true });
    expect(html).toContain('<span class="opt"> (optional)</span></legend>');
    const fieldset = tags(html, 'fieldset')[0] ?? '';
    expect(fieldset).toContain('aria-invalid="true"');
    const describedBy = fieldset.match(/aria-describedby="([^"]+)"/)?.[1];
    expect(html).toContain(`<p id="${describedBy}" class="help">Most days.</p>`);
    expect(tags(html, 'input').some((attrs) => attrs.includes('checked'))).toBe(false);
  });

  it('leaves out aria-invalid, aria-describedby and the class of a part the host does not style', () => {
    const html = render(likert, 1, { classes: { ...classes, fieldset: undefined } });
    expect(tags(html, 'fieldset')[0]).toBe('');
  });
});

describe('QuestionField: text question', () => {
  it('renders a label (always optional) tied to a textarea instead of a fieldset', () => {
    const html = render({ id: 'notes', type: 'text', label: 'Anything else?' }, 'Hi');
    expect(html).not.toContain('<fieldset');
    const id = html.match(/<label for="([^"]+)" class="lg">Anything else\? <span class="opt">\(optional\)<\/span><\/label>/)?.[1];
    expect(id).toBeTruthy();
    expect(html).toContain(`<textarea id="${id}" class="ta" rows="3">Hi</textarea>`);
  });
});

describe('QuestionField: multipleOptions question', () => {
  it('shows the attrs hint and disables the unchosen options at attrs.max', () => {
    const html = render(areas, ['sleep', 'food']);
    expect(html).toContain('<p class="help">Choose up to 2.</p><div class="cbs">');
    const boxes = tags(html, 'input');
    expect(boxes).toHaveLength(3);
    expect(boxes.map((attrs) => [attrs.includes('checked'), attrs.includes('disabled')])).toEqual([
      [true, false],
      [true, false],
      [false, true],
    ]);
  });

  it('prefers "choose exactly" and renders the option slot inside the option label', () => {
    const html = render({ ...areas, attrs: { length: 2, max: 2 } }, [], {
      renderOptionNote: (option) => (option.points === undefined ? null : <em>{option.points} pt</em>),
    });
    expect(html).toContain('Choose exactly 2.');
    expect(html).toContain('<span>Sleep</span><em>1 pt</em></label>');
    expect(tags(html, 'input').some((attrs) => attrs.includes('disabled'))).toBe(false);
  });
});

describe('QuestionField: order question', () => {
  it('lists the ranked values with source labels and aria-disabled (not disabled) buttons at the ends', () => {
    const html = render(ranking, ['food', 'sleep', 'moving']);
    expect([...html.matchAll(/<span class="ol-label">([^<]+)<\/span>/g)].map((match) => match[1])).toEqual(['Food', 'Sleep', 'Moving']);
    expect([...html.matchAll(/<span class="rk" aria-hidden="true">(\d)<\/span>/g)].map((match) => match[1])).toEqual(['1', '2', '3']);
    const buttons = tags(html, 'button');
    expect(buttons.map((attrs) => attrs.match(/aria-disabled="(\w+)"/)?.[1])).toEqual(['true', 'false', 'false', 'false', 'false', 'true']);
    expect(buttons.every((attrs) => attrs.includes('type="button"') && !attrs.includes(' disabled'))).toBe(true);
    expect(html).toContain('<span aria-hidden="true">↑</span><span class="vh">Move Food up</span>');
    expect(html).toContain('<span aria-hidden="true">↓</span><span class="vh">Move Moving down</span>');
  });

  it('shows the empty text, given the source question, when nothing is ranked', () => {
    const html = render(ranking, null);
    expect(html).toContain('<p class="help">Empty (areas)</p>');
    expect(html).not.toContain('<ol');
  });
});

describe('QuestionField: nested test question', () => {
  const nested: TestQuestion = {
    id: 'friend',
    type: 'test',
    label: 'When a friend is upset',
    schema: [
      { id: 'listen', type: 'question', label: 'I listen.' },
      { id: 'handle', type: 'question', label: 'I handle it.' },
      { id: 'picks', type: 'multipleOptions', label: 'Picks', options: [{ label: 'Call', value: 'call' }] },
      { id: 'order', type: 'order', label: 'Order them', source: 'picks' },
    ],
  };

  it('renders each sub-question as a sub-fieldset with the input of its type', () => {
    const html = render(nested, { listen: 2, handle: null, picks: ['call'], order: ['call'] }, { invalid: true });
    expect(tags(html, 'fieldset')[0]).toMatch(/^ class="f n" aria-invalid="true"/);
    expect(tags(html, 'fieldset').slice(1)).toEqual([' class="sf"', ' class="sf"', ' class="sf"', ' class="sf"']);
    expect([...html.matchAll(/<legend class="sl">([^<]+)<\/legend>/g)].map((match) => match[1])).toEqual([
      'I listen.',
      'I handle it.',
      'Picks',
      'Order them',
    ]);
    const radios = tags(html, 'input').filter((attrs) => attrs.includes('type="radio"'));
    expect(new Set(radios.map((attrs) => attrs.match(/name="([^"]+)"/)?.[1])).size).toBe(2);
    expect(radios.filter((attrs) => attrs.includes('checked')).map((attrs) => attrs.match(/value="(-?\d)"/)?.[1])).toEqual(['2']);
    // The order sub-question ranks its sibling's choices, labelled from it.
    expect(html).toContain('<span class="ol-label">Call</span>');
  });

  it('renders the note slot in every field, sub-questions included', () => {
    const html = render(nested, null, { renderNote: (question) => <small>{question.id}</small> });
    expect([...html.matchAll(/<small>([^<]+)<\/small>/g)].map((match) => match[1])).toEqual([
      'listen',
      'handle',
      'picks',
      'order',
      'friend',
    ]);
  });
});
