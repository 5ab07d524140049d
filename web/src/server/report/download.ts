/**
 * `GET /api/download/{file}` (SPEC §7): the subscriber's PDFs from a fixed list, rendered on demand
 * off the event loop behind a queue and a content-keyed cache (./pdf-jobs.ts).
 * Design notes: docs/premium-and-billing.md "Notes from the source files".
 */
import 'server-only';
import { NextResponse } from 'next/server';
import { ApiError } from '../http';
import { listTestResults } from '../repositories/test-results';
import { getProfile } from '../repositories/users';
import { route } from '../route';
import { billingEntriesOf } from '../billing/store';
import { serverEnv } from '@/config/env';
import { ACCOUNT_ERROR_TEXTS } from '@/lib/api-errors';
import { FREE_TEST_NAME } from '@/lib/test-names';
import { PdfJobs, ReportBusyError } from './pdf-jobs';
import { defaultPdfThreads, PdfWorkerPool, RENDER_NICE } from './pdf-pool';
import type { ReportInput } from './report-pdf';

/** The personal report's file name. */
export const REPORT_FILE = 'report.pdf';
const GUIDE_FILE = /^([ei][sn][tf][jp])-guide\.pdf$/;
/** Bytes of PDFs kept in memory (LRU; a report is ~100–200 KB). */
export const PDF_CACHE_BYTES = 64 * 1024 * 1024;
/**
 * Renders that may wait for a thread before a new one is refused (503). A render takes ~1 s of one
 * core, so a full queue drains within {@link DOWNLOAD_DEADLINE_MS} on one thread.
 */
export const MAX_QUEUED_RENDERS = 32;
/** How long a download may wait for its PDF (queue and render) before it answers 503, ms. */
export const DOWNLOAD_DEADLINE_MS = 60_000;

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
  reportInput(input: {
    kind: 'report' | 'guide';
    typeSlug: string;
    name: string;
    result: unknown;
    completedAt: string | null;
  }): Promise<ReportInput | null>;
}

let jobs: PdfJobs | undefined;

/**
 * The process's render queue: cores − 1 threads (at least 1) at the nice value of PDF_RENDER_NICE
 * (else pdf-pool.ts RENDER_NICE), {@link MAX_QUEUED_RENDERS}, {@link PDF_CACHE_BYTES}.
 */
function reportJobs(): PdfJobs {
  if (!jobs) {
    const threads = defaultPdfThreads();
    const pool = new PdfWorkerPool(threads, serverEnv().pdfRenderNice ?? RENDER_NICE);
    jobs = new PdfJobs({
      render: (input) => pool.render(input),
      concurrency: threads,
      maxQueued: MAX_QUEUED_RENDERS,
      cacheBytes: PDF_CACHE_BYTES,
    });
  }
  return jobs;
}

/**
 * What a failed render answers: a full queue ({@link ReportBusyError}) → ApiError 503
 * (ACCOUNT_ERROR_TEXTS.reportsBusy; `errorResponse` adds Retry-After); anything else unchanged.
 */
export function downloadError(error: unknown): unknown {
  return error instanceof ReportBusyError ? new ApiError(503, ACCOUNT_ERROR_TEXTS.reportsBusy) : error;
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
  return route({ sameOrigin: false, session: 'keeps', deadlineMs: DOWNLOAD_DEADLINE_MS }, async ({ request, session }) => {
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
    // One job per (user, file, result): parallel requests for the same report share it.
    const jobKey = `${session.uid}/${file.name}/${result ? `${result.id}@${result.completedAt}` : ''}`;
    let pdf: Buffer | null;
    try {
      pdf = await reportJobs().get(jobKey, () =>
        deps.reportInput({
          kind: file.kind,
          typeSlug: file.kind === 'guide' ? file.type : '',
          name: profile?.name ?? '',
          result: result?.result ?? null,
          completedAt: result?.completedAt ?? null,
        }),
      );
    } catch (error) {
      throw downloadError(error);
    }
    if (!pdf) throw new ApiError(404, file.kind === 'report' ? 'You have no saved test result yet' : 'File not found');
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
    return { response };
  });
}
