/**
 * Public entry of the generic test engine (SPEC §4 test flow, §5 validation, §8 flow state, §9
 * scoring). Pure TypeScript with relative imports only, so both the Next.js app and the Sanity
 * Studio can import it.
 */
export type * from './types';
export * from './scoring';
export * from './answers';
export * from './engine';
export * from './score-test';
export * from './answer-summary';
export * from './validate';
export * from './dichotomies';
export * from './free-test-scoring';
export * from './score-bands';
export * from './psychometrics';
export * from './adaptive';
