/** POST /api/notifications/view — updates the last notification view date (SPEC §4). */
import { markNotificationsViewed } from '@/server/accounts';
import { route } from '@/server/http';

export const POST = route(markNotificationsViewed);
