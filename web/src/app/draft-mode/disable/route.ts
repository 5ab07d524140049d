/** GET /draft-mode/disable — turns draft mode off, the preview banner's exit link (web/src/content/draft-mode.ts). */
import { disableDraftMode } from '@/content/draft-mode';

export const dynamic = 'force-dynamic';
export const GET = disableDraftMode;
