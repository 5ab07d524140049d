/** GET /api/notifications — a page of notifications, newest first (SPEC §7, §9). */
import { getNotifications } from '@/server/handlers/notifications';

export const GET = getNotifications;
