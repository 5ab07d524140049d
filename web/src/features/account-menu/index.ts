/**
 * What other features take from account-menu (house rule: other features import a feature only
 * through its index). Server-side: the page placement of the hub banner.
 */
export { PageHubBanner } from './hub-banner-page';
