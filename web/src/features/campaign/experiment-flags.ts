/**
 * The experiments cookie's name, message and types (SPEC §3, §8) without its parser, so modules that
 * only name the cookie (the campaign tracker) load no zod; the parser is ./experiments.ts.
 */

/** Name of the experiments (feature flag) cookie. */
export const EXPERIMENTS_COOKIE = 'experiments';

/** The message logged (console.warn) when the experiments cookie is invalid and gets deleted. */
export const EXPERIMENTS_INVALID_MESSAGE = 'Invalid experiments cookie; it has been deleted';

/** A feature flag's value: on/off, a variant name or a number. */
export type ExperimentFlag = boolean | string | number;

/** Feature flags by name, e.g. `{ newHeader: true, pricing: 'variant-b' }`. */
export type Experiments = Record<string, ExperimentFlag>;
