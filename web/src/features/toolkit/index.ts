/**
 * The toolkit feature's public face for other features (README "Layout"): the test categories of
 * the tools listing, which the test runner's toolkit page links back to.
 */
export { TOOL_CATEGORIES, isTestCategory } from './categories';
