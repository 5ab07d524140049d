import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { AnswerSummaryItem, TestScore } from '../engine';
import { ResultView } from './ResultView';
import type { ResultClasses, ResultLabels } from './types';

const labels: ResultLabels = {
  eyebrow: 'Your result',
  strongest: (title) => `Strongest: ${title}`,
  again: 'Again',
  levels: { extremelyLow: 'very low', low: 'low', medium: 'medium', high: 'high', extremelyHigh: 'very high' },
  meterValue: (percentage, level) => `${percentage}%, ${level}`,
  figure: (percentage, level) => `${percentage}% · level ${level}`,
};

const classes: ResultClasses = {
  result: 'card',
  eyebrow: 'eyebrow',
  heading: 'title',
  scales: 'scales',
  scale: 'scale',
  scaleHead: 'head',
  level: 'level',
  meter: 'bar',
  scaleFigure: 'figure',
  restart: 'button',
};

const score: TestScore = {
  scales: [
    { id: 'time', title: 'Time', raw: 8, max: 16, answered: 4, percentage: 50, level: 'medium', text: 'Balanced.' },
    { id: 'help', title: 'Help', raw: 12, max: 16, answered: 4, percentage: 75, level: 'high', text: '' },
  ],
  result: { topScale: 'help' },
};

describe('ResultView', () => {
  it('labels the section by its focusable h2 naming the strongest scale', () => {
    const html = renderToStaticMarkup(
      <ResultView result={score} fallbackTitle="Test" labels={labels} classes={classes} onRestart={() => {}} />,
    );
    const id = html.match(/^<section class="card" aria-labelledby="([^"]+)"><p class="eyebrow">Your result<\/p>/)?.[1];
    expect(id).toBeTruthy();
    expect(html).toContain(`<h2 id="${id}" tabindex="-1" class="title">Strongest: Help</h2>`);
    expect(html).toMatch(/<button type="button" class="button">Again<\/button><\/section>$/);
  });

  it('lists every scale with title, level, a meter with value text, the figure and its text', () => {
    const html = renderToStaticMarkup(
      <ResultView result={score} fallbackTitle="Test" labels={labels} classes={classes} onRestart={() => {}} />,
    );
    expect(html.match(/<li class="scale">/g)).toHaveLength(2);
    expect(html).toContain('<div class="head"><h3>Time</h3><span class="level">medium</span></div>');
    expect(html).toContain(
      '<div class="bar" role="meter" aria-label="Time" aria-valuemin="0" aria-valuemax="100" aria-valuenow="50" aria-valuetext="50%, medium"><span style="width:50%"></span></div>',
    );
    expect(html).toContain('<p class="figure">75% · level high</p>');
    expect(html).toContain('<p>Balanced.</p>');
    // No result text for Help's level: no empty paragraph.
    expect(html).toMatch(/<p class="figure">75% · level high<\/p><\/li>/);
  });

  it('falls back to the given title without scales and renders the host slots', () => {
    const html = renderToStaticMarkup(
      <ResultView
        result={{ scales: score.scales, result: { topScale: null } }}
        fallbackTitle="No scales"
        labels={labels}
        classes={classes}
        onRestart={() => {}}
        renderScaleNote={(scale) => <small>{scale.raw} pts</small>}
        footer={<p>Thresholds</p>}
      />,
    );
    expect(html).toContain('class="title">No scales</h2>');
    expect(html).toContain('<p>Balanced.</p><small>8 pts</small></li>');
    expect(html).toContain('</ul><p>Thresholds</p><button');
  });

  it('lists the answers the scales do not show under them: ranking in order, choices, free text, nested', () => {
    const answers: AnswerSummaryItem[] = [
      { id: 'rank', label: 'Rank them', kind: 'ranking', values: ['Sleep', 'Calm'] },
      { id: 'pick', label: 'Pick', kind: 'choices', values: ['Focus'] },
      { id: 'note', label: 'A step', kind: 'text', text: 'Walk <daily>' },
      { id: 'nest', label: 'Week', kind: 'nested', items: [{ id: 'b', label: 'Sub', kind: 'text', text: 'Rest' }] },
    ];
    const withHeading = { ...labels, answersHeading: 'Your answers' };
    const html = renderToStaticMarkup(
      <ResultView
        result={score}
        fallbackTitle="Test"
        labels={withHeading}
        classes={{ ...classes, answers: 'answers', answerText: 'text' }}
        onRestart={() => {}}
        answers={answers}
      />,
    );
    expect(html).toContain('<div class="answers"><h3>Your answers</h3><ul><li><p>Rank them</p><ol><li>Sleep</li><li>Calm</li></ol></li>');
    expect(html).toContain('<li><p>Pick</p><ul><li>Focus</li></ul></li>');
    expect(html).toContain('<li><p>A step</p><p class="text">Walk &lt;daily&gt;</p></li>');
    expect(html).toContain('<li><p>Week</p><ul><li><p>Sub</p><p class="text">Rest</p></li></ul></li>');
    // After the scales, before the restart button.
    expect(html.indexOf('class="answers"')).toBeGreaterThan(html.lastIndexOf('class="scale"'));
    expect(html.indexOf('class="answers"')).toBeLessThan(html.indexOf('>Again</button>'));
    // Without a heading (the studio preview) or without answers: nothing.
    expect(
      renderToStaticMarkup(
        <ResultView result={score} fallbackTitle="Test" labels={labels} classes={classes} onRestart={() => {}} answers={answers} />,
      ),
    ).not.toContain('Rank them');
    expect(
      renderToStaticMarkup(
        <ResultView result={score} fallbackTitle="Test" labels={withHeading} classes={classes} onRestart={() => {}} answers={[]} />,
      ),
    ).not.toContain('Your answers');
  });
});
