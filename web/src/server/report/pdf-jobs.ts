/**
 * The queue in front of PDF rendering (issue 23): one job per (user, file, result), a bound, and a
 * cache keyed by content; free of threads so it can be unit-tested.
 * Design notes: docs/premium-and-billing.md "Notes from the source files".
 */
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { ReportInput } from './report-pdf';

/** Raised when the render queue is full; the route answers 503 with Retry-After. */
export class ReportBusyError extends Error {
  constructor() {
    super('The PDF render queue is full');
    this.name = 'ReportBusyError';
  }
}

/**
 * Bumped whenever the PDF layout changes, so a cache filled by an older renderer (shared or
 * restored) is never served for the same content.
 */
export const REPORT_LAYOUT_VERSION = 2;

/**
 * The cache key of a PDF: SHA-256 (hex) of the layout version and the whole {@link ReportInput},
 * with the character image replaced by the SHA-256 of its bytes. Everything the PDF shows is in
 * the input, so equal keys mean equal PDFs; the user's id never enters, the name only because the
 * report's title shows it.
 * @param input the PDF's content
 * @returns 64 hex characters
 */
export function reportContentKey(input: ReportInput): string {
  const { character, ...rest } = input;
  const image = character ? { alt: character.alt, png: createHash('sha256').update(character.png).digest('hex') } : null;
  return createHash('sha256')
    .update(JSON.stringify({ version: REPORT_LAYOUT_VERSION, rest, image }))
    .digest('hex');
}

/** How a {@link PdfJobs} queue renders and how much it holds. */
export interface PdfJobsOptions {
  /** Renders one PDF (the worker pool); called at most `concurrency` times at once. */
  render: (input: ReportInput) => Promise<Buffer>;
  /** Renders at once (≥ 1). */
  concurrency: number;
  /** Renders that may wait for a free slot (≥ 0); one more is refused with {@link ReportBusyError}. */
  maxQueued: number;
  /** Bytes of PDFs kept (LRU). */
  cacheBytes: number;
}

/** Counts, for tests and logs. */
export interface PdfJobsStats {
  /** Renders running now. */
  running: number;
  /** Renders waiting for a slot. */
  queued: number;
  /** Jobs (distinct reports) under way, rendering or building their content. */
  jobs: number;
  /** PDFs cached and their total bytes. */
  cached: number;
  cachedBytes: number;
}

/** The queue (see the file header for its rules). */
export class PdfJobs {
  private readonly cache: LRUCache<string, Buffer>;
  /** Jobs under way by (user, file, result) key. */
  private readonly jobs = new Map<string, Promise<Buffer | null>>();
  /** Renders under way by content key. */
  private readonly renders = new Map<string, Promise<Buffer>>();
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(private readonly options: PdfJobsOptions) {
    if (!(options.concurrency >= 1) || !(options.maxQueued >= 0)) throw new RangeError('concurrency must be ≥ 1 and maxQueued ≥ 0');
    this.cache = new LRUCache<string, Buffer>({ maxSize: options.cacheBytes, sizeCalculation: (pdf) => Math.max(1, pdf.length) });
  }

  /**
   * The PDF of one report: the running job's when there is one for `jobKey`, else the cached PDF of
   * the same content, else a new render.
   * @param jobKey who and what: `{user id}/{file}/{result id}` — one job per key at a time
   * @param content builds the PDF's content (content reads, scores); null when there is none
   * @returns the PDF, or null when `content` gave none
   * @throws ReportBusyError when a render is needed and the queue is full; errors of `content` and
   *   of the renderer unchanged (shared by every request of the job)
   */
  get(jobKey: string, content: () => Promise<ReportInput | null>): Promise<Buffer | null> {
    const running = this.jobs.get(jobKey);
    if (running) return running;
    const job = (async () => {
      const input = await content();
      if (!input) return null;
      const key = reportContentKey(input);
      return this.cache.get(key) ?? (await this.render(key, input));
    })();
    this.jobs.set(jobKey, job);
    const forget = () => {
      if (this.jobs.get(jobKey) === job) this.jobs.delete(jobKey);
    };
    job.then(forget, forget);
    return job;
  }

  /** Counts of running and waiting renders, jobs and cache (see {@link PdfJobsStats}). */
  stats(): PdfJobsStats {
    return {
      running: this.running,
      queued: this.waiting.length,
      jobs: this.jobs.size,
      cached: this.cache.size,
      cachedBytes: this.cache.calculatedSize,
    };
  }

  /** One render of `input` (shared by equal content), cached when it succeeds. */
  private render(key: string, input: ReportInput): Promise<Buffer> {
    const shared = this.renders.get(key);
    if (shared) return shared;
    if (this.running >= this.options.concurrency && this.waiting.length >= this.options.maxQueued) throw new ReportBusyError();
    const render = (async () => {
      await this.acquire();
      try {
        const pdf = await this.options.render(input);
        this.cache.set(key, pdf);
        return pdf;
      } finally {
        this.release();
      }
    })();
    this.renders.set(key, render);
    const forget = () => {
      if (this.renders.get(key) === render) this.renders.delete(key);
    };
    render.then(forget, forget);
    return render;
  }

  private acquire(): Promise<void> {
    if (this.running < this.options.concurrency) {
      this.running += 1;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  /** Hands the slot to the next waiting render, or frees it. */
  private release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.running -= 1;
  }
}
