/**
 * What other features take from campaign (house rule: other features import a feature only through
 * its index): the campaign tracker the document mounts (features/page-chrome DocumentIslands).
 */
export { CampaignTracker } from './CampaignTracker';
