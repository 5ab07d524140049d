/** POST /api/notifications/view — updates the last notification view date (SPEC §4). */
import { markNotificationsViewed } from '@/server/handlers/notifications';

export const POST = markNotificationsViewed;
