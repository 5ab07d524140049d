/** GET /api/notifications/unread-count — unread notifications since the last view (SPEC §4, §9). */
import { getUnreadCount } from '@/server/handlers/notifications';

export const GET = getUnreadCount;
