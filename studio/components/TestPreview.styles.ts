/**
 * Styles of the test preview pane (./TestPreview.tsx): one stylesheet, rendered in a `<style>`
 * element, scoped by `tp-` class names and built on the studio theme's `--card-*` variables (set
 * by every Sanity UI card, so light and dark mode follow), plus the kit's class maps.
 */
import type { QuestionClasses, ResultClasses } from '@typeatlas/schemas/test-kit';

export const PREVIEW_CSS = `
.tp-root {
  --tp-fg: var(--card-fg-color, #101112);
  --tp-muted: var(--card-muted-fg-color, #6e7683);
  --tp-border: var(--card-border-color, #e3e4e8);
  --tp-bg: var(--card-bg-color, #fff);
  --tp-accent: var(--card-focus-ring-color, #2276fc);
  height: 100%;
  overflow: auto;
  color: var(--tp-fg);
  font-size: 14px;
  line-height: 1.5;
}
.tp-root p, .tp-root h2, .tp-root h3 { margin: 0; }
.tp-column { max-width: 720px; margin: 0 auto; padding: 24px; display: flex; flex-direction: column; gap: 16px; }
.tp-stack { display: flex; flex-direction: column; gap: 6px; }
.tp-card { display: flex; flex-direction: column; gap: 16px; border: 1px solid var(--tp-border); border-radius: 6px; padding: 16px; background: var(--tp-bg); }
.tp-row { display: flex; align-items: center; justify-content: space-between; gap: 12px; }
.tp-cluster { display: flex; align-items: center; gap: 8px; }
.tp-eyebrow { color: var(--tp-muted); font-size: 12px; text-transform: uppercase; letter-spacing: 0.06em; }
.tp-title { font-size: 22px; font-weight: 600; }
.tp-step-title { font-size: 17px; font-weight: 600; }
.tp-muted { color: var(--tp-muted); font-weight: 400; }
.tp-small { color: var(--tp-muted); font-size: 12px; }
.tp-list { margin: 0; padding-left: 20px; }
.tp-field { display: flex; flex-direction: column; gap: 8px; border: 1px solid var(--tp-border); border-radius: 6px; padding: 8px 12px 12px; margin: 0; min-width: 0; }
.tp-field[aria-invalid='true'] { border-color: rgba(230, 50, 50, 0.8); }
.tp-nested { gap: 12px; }
.tp-sub { display: flex; flex-direction: column; gap: 6px; border: 0; border-left: 3px solid var(--tp-border); padding: 0 0 0 12px; margin: 0; min-width: 0; }
.tp-legend { font-weight: 600; padding: 0 4px; }
.tp-sub-legend { font-weight: 600; padding: 0; }
.tp-help { color: var(--tp-muted); }
.tp-choices { display: flex; flex-wrap: wrap; gap: 12px; }
.tp-checks { display: flex; flex-direction: column; gap: 6px; }
.tp-choice { display: inline-flex; align-items: center; gap: 6px; cursor: pointer; }
.tp-choice:has(input:disabled) { opacity: 0.5; cursor: default; }
.tp-textarea { font: inherit; color: var(--tp-fg); background: var(--tp-bg); border: 1px solid var(--tp-border); border-radius: 4px; padding: 8px; resize: vertical; }
.tp-order { margin: 0; padding: 0; list-style: none; display: flex; flex-direction: column; gap: 6px; }
.tp-order-item { display: flex; align-items: center; gap: 8px; }
.tp-rank { color: var(--tp-muted); min-width: 1.5em; }
.tp-order-label { flex: 1; }
.tp-button { font: inherit; color: var(--tp-fg); background: transparent; border: 1px solid var(--tp-border); border-radius: 4px; padding: 6px 14px; cursor: pointer; }
.tp-button:disabled, .tp-button[aria-disabled='true'] { opacity: 0.45; cursor: default; }
.tp-button-small { padding: 2px 8px; }
.tp-primary { background: var(--tp-accent); border-color: var(--tp-accent); color: #fff; font-weight: 600; }
.tp-track { display: block; height: 6px; border-radius: 3px; background: var(--tp-border); overflow: hidden; }
.tp-track > span { display: block; height: 100%; background: var(--tp-accent); }
.tp-banner { padding: 8px 12px; border-radius: 4px; }
.tp-caution { background: rgba(240, 180, 0, 0.15); border: 1px solid rgba(240, 180, 0, 0.6); }
.tp-critical { background: rgba(230, 50, 50, 0.1); border: 1px solid rgba(230, 50, 50, 0.6); }
.tp-scales { margin: 0; padding: 0; list-style: none; display: flex; flex-direction: column; gap: 16px; }
.tp-scale { display: flex; flex-direction: column; gap: 6px; border-left: 3px solid var(--tp-border); padding-left: 12px; }
.tp-scale h3 { font-size: 14px; font-weight: 600; }
.tp-level { color: var(--tp-muted); }
.tp-code { font-size: 12px; margin: 8px 0 0; white-space: pre-wrap; color: var(--tp-muted); }
.tp-visually-hidden { position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
`;

/** The kit's question parts in the preview. */
export const QUESTION_CLASSES: QuestionClasses = {
  fieldset: 'tp-field',
  nested: 'tp-nested',
  legend: 'tp-legend',
  optional: 'tp-muted',
  help: 'tp-help',
  likert: 'tp-choices',
  likertOption: 'tp-choice',
  checkboxes: 'tp-checks',
  check: 'tp-choice',
  textarea: 'tp-textarea',
  order: 'tp-order',
  orderItem: 'tp-order-item',
  rank: 'tp-rank',
  orderLabel: 'tp-order-label',
  orderButton: 'tp-button tp-button-small',
  subFieldset: 'tp-sub',
  subLegend: 'tp-sub-legend',
  visuallyHidden: 'tp-visually-hidden',
};

/** The kit's result parts in the preview. */
export const RESULT_CLASSES: ResultClasses = {
  result: 'tp-card',
  eyebrow: 'tp-eyebrow',
  heading: 'tp-step-title',
  scales: 'tp-scales',
  scale: 'tp-scale',
  scaleHead: 'tp-row',
  level: 'tp-level',
  meter: 'tp-track',
  scaleFigure: 'tp-small',
  restart: 'tp-button tp-primary',
};
