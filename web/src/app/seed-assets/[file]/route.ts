import { readSeedAsset } from '@/content/seed-assets';

/** GET /seed-assets/{file}: a generated seed illustration (embedded mode), cached for a year (content-addressed name). */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const body = await readSeedAsset((await params).file);
  if (!body) return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  return new Response(new Uint8Array(body), {
    headers: {
      'content-type': 'image/svg+xml',
      'cache-control': 'public, max-age=31536000, immutable',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      'x-content-type-options': 'nosniff',
    },
  });
}
