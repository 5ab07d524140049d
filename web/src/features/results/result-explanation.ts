/**
 * Plain-words explanations of a free-test result for the result page: the split between the two
 * poles and how settled the letter is, judged by the score's band (percentage ± BAND_WIDTH_SEM·SEM, see
 * `@typeatlas/schemas/engine` score-bands.ts) rather than a fixed margin.
 * Pure: no framework imports, no i18next — the texts (quiz.json `levels`, `poles`, `explanation`)
 * come in as labels, so this also runs in the browser. Validation of stored results lives in
 * ./result-schema.ts.
 */
import type { PoleNames } from '@/i18n/pole-names';
import { fill } from '@/i18n/template';
import { levelFor, type BandedDichotomy, type LevelLabel, type PoleLetter, type Settledness } from '@typeatlas/schemas/engine';

/** Display names of the eight poles (quiz.json `poles`), built on the server by `@/i18n/pole-names`. */
export type { PoleNames } from '@/i18n/pole-names';

/** Human labels of the levels of SPEC §9 (quiz.json `levels`), e.g. extremelyLow → "very low". */
export type LevelLabels = Readonly<Record<LevelLabel, string>>;

/**
 * Texts of {@link explainDichotomy} (quiz.json `poles` and `explanation`); templates use `{{name}}`
 * placeholders: `{{letter}}`/`{{pole}}` the letter the type code shows and its pole, `{{other}}`/
 * `{{otherPole}}` the opposite letter and pole.
 */
export interface ExplanationLabels {
  poles: PoleNames;
  /** "{{name}} ({{letter}})" */
  pole: string;
  /** "{{firstPercent}} of your answers … pointed to {{first}} and {{secondPercent}} to {{second}}." */
  share: string;
  /** One statement per {@link Settledness}. */
  settledness: Readonly<Record<Settledness, string>>;
  /** Added for an exact 50 % tie (the code shows the second letter). */
  tie: string;
}

/** The visitor's own side of a pair: what the ring, the bar, the level line and the profile table show. */
export interface OwnSide {
  /** The letter the type code shows (second pole at exactly 50, scoreFreeTest's tie rule). */
  letter: PoleLetter;
  /** That letter's share, 50 … 100, one decimal. */
  percentage: number;
  /** SPEC §9 level of that share (levelFor, thresholds 30/60): medium or high for one's own letter. */
  level: LevelLabel;
  /** Where the bar's fill starts: 'start' (the first pole's end) or 'end' (the second pole's). */
  fillFrom: 'start' | 'end';
}

/**
 * The visitor's own side of a dichotomy (issue 24 §5): an INTJ with N at 63.9 % reads "Intuition
 * level: high", not "Sensing level: medium", and every view shows the same side.
 * @param score `{ percentage, first, second }` with percentage the first pole's share, 0 … 100
 * @returns see {@link OwnSide}
 */
export function ownSide(score: { percentage: number; first: PoleLetter; second: PoleLetter }): OwnSide {
  const firstLeads = score.percentage > 50;
  const percentage = Math.round((firstLeads ? score.percentage : 100 - score.percentage) * 10) / 10;
  return {
    letter: firstLeads ? score.first : score.second,
    percentage,
    level: levelFor(percentage),
    fillFrom: firstLeads ? 'start' : 'end',
  };
}

/** Formats a percentage with at most one decimal, e.g. 72 → "72%", 72.5 → "72.5%". */
export function formatPercent(value: number): string {
  return `${Math.round(value * 10) / 10}%`;
}

/**
 * The plain statement of how settled a letter is (firm, settled, leaning, even — score-bands.ts),
 * plus the tie note at exactly 50 %.
 * @param score the banded dichotomy
 * @param labels the texts, from quiz.json
 */
export function settledStatement(score: BandedDichotomy, labels: ExplanationLabels): string {
  const letter = score.dominant;
  const other = score.dominant === score.first ? score.second : score.first;
  const text = fill(labels.settledness[score.settledness], {
    letter,
    pole: fill(labels.pole, { name: labels.poles[letter], letter }),
    other,
    otherPole: fill(labels.pole, { name: labels.poles[other], letter: other }),
  });
  return score.percentage === 50 ? `${text} ${labels.tie}` : text;
}

/**
 * One paragraph explaining a dichotomy's score: the split between the two poles, then how settled
 * the letter is ({@link settledStatement}).
 * @param score the banded dichotomy
 * @param labels the texts, from quiz.json
 */
export function explainDichotomy(score: BandedDichotomy, labels: ExplanationLabels): string {
  const first = fill(labels.pole, { name: labels.poles[score.first], letter: score.first });
  const second = fill(labels.pole, { name: labels.poles[score.second], letter: score.second });
  const share = fill(labels.share, {
    firstPercent: formatPercent(score.percentage),
    first,
    secondPercent: formatPercent(100 - score.percentage),
    second,
  });
  return `${share} ${settledStatement(score, labels)}`;
}
