/** GET /og — the PNG share card (1200 × 630) every page's og:image points to (issue 12). */
import type { NextRequest } from 'next/server';
import { ogCardResponse } from '@/features/seo/og-card-image';

export function GET(request: NextRequest): Response {
  return ogCardResponse(request);
}
