/** GET /api/notifications — a page of notifications, newest first (SPEC §7, §9). */
import { getNotifications } from '@/server/accounts';
import { route } from '@/server/http';

export const GET = route(getNotifications);
