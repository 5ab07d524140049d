/**
 * What other features take from analytics (house rule: other features import a feature only
 * through its index): the page-view island the document mounts (features/page-chrome
 * DocumentIslands).
 */
export { PageViews } from './PageViews';
