/** GET /draft-mode/enable — turns draft mode on (web/src/content/draft-mode.ts). */
import { enableDraftMode } from '@/content/draft-mode';

export const dynamic = 'force-dynamic';
export const GET = enableDraftMode;
