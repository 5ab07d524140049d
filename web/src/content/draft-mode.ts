/**
 * Draft mode — editors preview unpublished content on the real site: turning it on and off, and
 * what a draft-mode request reads.
 * Design notes: docs/content-and-studio.md "Notes from the source files".
 */
import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';
import { draftMode } from 'next/headers';
import { redirect } from 'next/navigation';
import { createClient } from 'next-sanity';
import { defineEnableDraftMode } from 'next-sanity/draft-mode';
import { type ServerEnv, serverEnv } from '@/config/env';
import { safeRedirectPath } from '@/lib/routes';

/**
 * True when the current request is in draft mode. False outside a request (static generation,
 * `generateStaticParams`, tests): published content is the safe default.
 */
export async function isDraftMode(): Promise<boolean> {
  try {
    return (await draftMode()).isEnabled;
  } catch {
    return false;
  }
}

/**
 * True when draft-mode pages get Visual Editing (overlays and live updates in the Presentation
 * tool, ./draft-mode-visual-editing.tsx): cloud mode with `SANITY_STUDIO_URL` set. Embedded mode
 * has no Content Lake, hence no Content Source Map to stega-encode and nothing to overlay: its
 * drafts are previewed without overlays (docs/content-and-studio.md "Previewing drafts").
 */
export function visualEditingEnabled(env: Pick<ServerEnv, 'contentSource' | 'studioUrl'> = serverEnv()): boolean {
  return env.contentSource === 'sanity' && Boolean(env.studioUrl);
}

/**
 * Constant-time comparison of a presented secret with the configured one (both hashed first, so
 * their lengths do not leak either). False when no secret is configured.
 */
export function secretMatches(presented: string | null, configured: string | undefined): boolean {
  if (!configured || !presented) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(presented), digest(configured));
}

/** The refusal of a missing or wrong secret (no page, no cookie). */
function invalidSecret(): Response {
  return new Response('Invalid secret', {
    status: 401,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

/**
 * `GET /draft-mode/enable`: turns draft mode on and redirects (307) to the page to preview.
 * Embedded mode: `?secret=` must equal DRAFT_MODE_SECRET (401 "Invalid secret" otherwise, or when
 * none is configured), `?redirect=` a same-site path (else `/`). Cloud mode: next-sanity's
 * `defineEnableDraftMode` (Presentation's signed `sanity-preview-secret` / `sanity-preview-pathname`).
 */
export async function enableDraftMode(request: Request): Promise<Response> {
  const env = serverEnv();
  if (env.contentSource === 'sanity') {
    const client = createClient({ ...env.sanity, useCdn: false });
    return defineEnableDraftMode({ client }).GET(request);
  }
  const url = new URL(request.url);
  if (!secretMatches(url.searchParams.get('secret'), env.draftModeSecret)) return invalidSecret();
  (await draftMode()).enable();
  redirect(safeRedirectPath(url.searchParams.get('redirect')));
}

/**
 * Where the exit link goes back to: `?redirect=` when given, else the page the link was on (the
 * `Referer` when it is this site's — the banner is server-rendered and cannot know its path
 * without client code), else `/`. Always a same-site path.
 */
export function exitRedirectPath(request: Request): string {
  const url = new URL(request.url);
  const explicit = url.searchParams.get('redirect');
  if (explicit) return safeRedirectPath(explicit);
  try {
    const referer = new URL(request.headers.get('referer') ?? '');
    const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host') ?? url.host;
    if (referer.host === host) return safeRedirectPath(`${referer.pathname}${referer.search}`);
  } catch {
    // no or unparsable Referer
  }
  return safeRedirectPath(null);
}

/** `GET /draft-mode/disable`: turns draft mode off and redirects (307) back ({@link exitRedirectPath}). */
export async function disableDraftMode(request: Request): Promise<Response> {
  (await draftMode()).disable();
  redirect(exitRedirectPath(request));
}
