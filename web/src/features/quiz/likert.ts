/** The five Likert options, top to bottom, with their raw values (SPEC §3: range −2 … 2). */
export const LIKERT_OPTIONS = [
  { value: 2, label: 'Strongly agree' },
  { value: 1, label: 'Agree' },
  { value: 0, label: 'Neither agree nor disagree' },
  { value: -1, label: 'Disagree' },
  { value: -2, label: 'Strongly disagree' },
] as const;

/** Display names of the eight poles. */
export const POLE_NAMES: Readonly<Record<string, string>> = {
  E: 'Extraversion',
  I: 'Introversion',
  S: 'Sensing',
  N: 'Intuition',
  T: 'Thinking',
  F: 'Feeling',
  J: 'Judging',
  P: 'Perceiving',
};
