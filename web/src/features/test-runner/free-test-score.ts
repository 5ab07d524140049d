/**
 * The free test's scoring for the runner, as its own module so FreeTestQuizClient loads it when the
 * test ends (a dynamic import) rather than in the page's first load (page-weight budget, issue 14).
 */
export { scoreFreeTest } from '@typeatlas/schemas/engine';
