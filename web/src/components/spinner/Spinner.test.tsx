import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CIRCLE_PROGRESS_DELAY_MS, CircleProgress } from '../circle-progress/CircleProgress';
import { SPINNER_ANIMATION_MS, SPINNER_PROGRESS, Spinner } from './Spinner';

describe('SPEC §9 constants with a visible use', () => {
  it('the spinner draws a 40 % arc, enters over 200 ms and is a status', () => {
    expect(SPINNER_PROGRESS).toBe(40);
    expect(SPINNER_ANIMATION_MS).toBe(200);
    const html = renderToStaticMarkup(<Spinner label="Saving your result…" />);
    const circumference = 2 * Math.PI * 20;
    const [arc, gap] = /stroke-dasharray="([\d.]+) ([\d.]+)"/.exec(html)!.slice(1).map(Number);
    expect(arc! / gap!).toBeCloseTo(0.4, 6);
    expect(gap).toBeCloseTo(circumference, 6);
    expect(html).toContain('--spinner-enter:200ms');
    expect(html).toContain('role="status"');
    expect(html).toContain('Saving your result…');
    expect(renderToStaticMarkup(<Spinner label="x" announce={false} />)).not.toContain('role="status"');
  });

  it('the circle progress fills to its value after 850 ms by default', () => {
    expect(CIRCLE_PROGRESS_DELAY_MS).toBe(850);
    const html = renderToStaticMarkup(<CircleProgress value={75} label="75%" caption="Intuition" />);
    const circumference = 2 * Math.PI * 42;
    expect(html).toContain('--circle-delay:850ms');
    const target = Number(/--circle-target:([\d.]+)/.exec(html)![1]);
    expect(target).toBeCloseTo(circumference * 0.25, 6);
    expect(html).toContain('aria-hidden="true"');
    expect(renderToStaticMarkup(<CircleProgress value={140} label="x" delayMs={0} />)).toContain('data-value="100"');
  });
});
