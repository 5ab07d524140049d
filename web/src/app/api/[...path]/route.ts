/**
 * Every path under /api/ that no other route has → 404 JSON `{ message, code }` (issue 22 §3;
 * server/handlers/unknown-api-path.ts). Next matches the named routes first; HEAD falls back to GET.
 */
import { unknownApiPath } from '@/server/handlers/unknown-api-path';

export const GET = unknownApiPath;
export const POST = unknownApiPath;
export const PUT = unknownApiPath;
export const PATCH = unknownApiPath;
export const DELETE = unknownApiPath;
export const OPTIONS = unknownApiPath;
