/**
 * Embedded mode serves the seed dataset's generated images (studio/seed/assets/, next to the
 * dataset file) at `/seed-assets/{file}`. Cloud mode images come from the Sanity CDN instead.
 */
import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { serverEnv } from '@/config/env';
import { defaultSeedDatasetPath } from './client';

/** Asset file names the builder writes: a SHA-1 and `.svg`. Anything else is refused (no path traversal). */
const ASSET_NAME = /^[a-f0-9]{40}\.svg$/;

/**
 * Reads one seed asset.
 * @returns the SVG bytes, or null when the name is invalid, the file does not exist, or the site
 *   is not in embedded mode
 */
export async function readSeedAsset(name: string): Promise<Buffer | null> {
  if (!ASSET_NAME.test(name)) return null;
  const env = serverEnv();
  if (env.contentSource !== 'local') return null;
  const dataset = env.seedDatasetPath ? path.resolve(env.seedDatasetPath) : defaultSeedDatasetPath();
  try {
    return await readFile(path.join(path.dirname(dataset), 'assets', name));
  } catch {
    return null;
  }
}
