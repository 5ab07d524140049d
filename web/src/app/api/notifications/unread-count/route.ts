/** GET /api/notifications/unread-count — unread notifications since the last view (SPEC §4, §9). */
import { getUnreadCount } from '@/server/accounts';
import { route } from '@/server/http';

export const GET = route(getUnreadCount);
