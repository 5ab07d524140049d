/** Date display for posts: the site's shared date helpers (lib/dates.ts). */
export { dateAuthorLine as postMetaLine, formatDate } from '@/lib/dates';
