/**
 * `GET /api/download/{file}` (SPEC §7): the subscriber's PDFs, generated on demand and cached per
 * (user, file, result). Files come from a fixed list — `report.pdf` (the personal report from the
 * latest free-test result) and `{type}-guide.pdf` for the 16 type codes — so no name ever reaches
 * the file system (no path traversal). Answers:
 *
 * | answer | when |
 * |---|---|
 * | 200 `application/pdf`, `Content-Disposition: attachment` | signed in with an active matching subscription |
 * | 401 | signed out |
 * | 404 | a file not on the list; a report without a saved free-test result |
 * | 403 | signed in without an active matching subscription (checked from Firestore, never the cookie) |
 */
import 'server-only';
import { NextResponse } from 'next/server';
import { setTokenCookies } from '../cookies';
import { ApiError } from '../http';
import { listTestResults } from '../repositories/test-results';
import { getProfile } from '../repositories/users';
import { route } from '../route';
import { requireSession } from '../session';
import { billingEntriesOf } from '../billing/store';
import { renderReportPdf, type ReportInput } from './report-pdf';

/** The free test's name (features/results/storage-keys.ts FREE_TEST_NAME). */
const FREE_TEST_NAME = 'main';
/** The personal report's file name. */
export const REPORT_FILE = 'report.pdf';
const GUIDE_FILE = /^([ei][sn][tf][jp])-guide\.pdf$/;
/** Most PDFs kept in memory (LRU). */
export const PDF_CACHE_SIZE = 64;

/** A file on the list. */
export type DownloadFile = { name: string; kind: 'report' } | { name: string; kind: 'guide'; type: string };

/** The file a name stands for, or null when it is not on the fixed list. Pure. */
export function downloadFileOf(name: string): DownloadFile | null {
  if (name === REPORT_FILE) return { name, kind: 'report' };
  const guide = GUIDE_FILE.exec(name);
  return guide ? { name, kind: 'guide', type: guide[1]! } : null;
}

/** What the route file supplies: who may download, and the PDF's content. */
export interface DownloadDeps {
  /** Whether the user's subscriptions (SPEC §3 entries from Firestore) give access (SPEC §4 match). */
  entitled(subscriptions: Record<string, { productId: string; expiredAt: string | null; status: string }>): Promise<boolean>;
  /** The content of the PDF, or null when there is none. */
  reportInput(input: { kind: 'report' | 'guide'; typeSlug: string; name: string; result: unknown; completedAt: string | null }): Promise<ReportInput | null>;
}

const cache = new Map<string, Buffer>();

function remember(key: string, pdf: Buffer): void {
  cache.delete(key);
  cache.set(key, pdf);
  while (cache.size > PDF_CACHE_SIZE) cache.delete(cache.keys().next().value!);
}

/** The last path segment, decoded; '' when it cannot be decoded. */
function fileName(pathname: string): string {
  try {
    return decodeURIComponent(pathname.slice(pathname.lastIndexOf('/') + 1));
  } catch {
    return '';
  }
}

/** `GET /api/download/{file}` (see the table in the file header). */
export function downloadRoute(deps: DownloadDeps) {
  return route({ sameOrigin: false, session: 'issues' }, async ({ request }) => {
    const session = await requireSession(request);
    const file = downloadFileOf(fileName(request.nextUrl.pathname));
    if (!file) throw new ApiError(404, 'File not found');
    const entries = await billingEntriesOf(session.uid);
    if (!(await deps.entitled(entries))) throw new ApiError(403, 'A Premium subscription is needed to download this file.');
    const profile = await getProfile(session.uid);
    let result: { id: string; result: unknown; completedAt: string } | null = null;
    if (file.kind === 'report') {
      result = (await listTestResults(session.uid)).find((saved) => saved.testName === FREE_TEST_NAME) ?? null;
      if (!result) throw new ApiError(404, 'You have no saved test result yet');
    }
    const key = `${session.uid}/${file.name}/${result ? `${result.id}@${result.completedAt}` : ''}/${profile?.name ?? ''}`;
    let pdf = cache.get(key);
    if (!pdf) {
      const input = await deps.reportInput({ kind: file.kind, typeSlug: file.kind === 'guide' ? file.type : '', name: profile?.name ?? '', result: result?.result ?? null, completedAt: result?.completedAt ?? null });
      if (!input) throw new ApiError(404, file.kind === 'report' ? 'You have no saved test result yet' : 'File not found');
      pdf = await renderReportPdf(input);
      remember(key, pdf);
    } else {
      remember(key, pdf);
    }
    const download = `typeatlas-${file.name}`;
    const response = new NextResponse(new Uint8Array(pdf), {
      status: 200,
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="${download}"`,
        'content-length': String(pdf.length),
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
      },
    });
    if (session.refreshed) setTokenCookies(response, session);
    return response;
  });
}
