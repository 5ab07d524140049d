/**
 * Worker threads that render PDFs (issue 23: off the event loop). Each thread runs
 * ./pdf-worker.ts and renders one PDF at a time; the pool starts threads as they are needed, up to
 * its size, and keeps them (unref'd: they never keep the process alive). A thread that dies fails
 * its job and is replaced on the next one.
 *
 * The thread's script is named as `new URL('./pdf-worker.ts', import.meta.url)` written out in
 * full in `new Worker(…)`: Turbopack recognises that form and bundles the worker as its own entry
 * (so it is in `.next/server` and in the standalone output, with pdfkit traced as an external
 * package); under vitest the URL is the source file, which Node runs with its type stripping.
 */
import 'server-only';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { ReportInput } from './report-pdf';

/**
 * Nice value of the rendering threads by default (Linux; ./pdf-worker.ts sets it on its own
 * thread): when the cores are busy, the event loop (pages, API calls) goes first and a PDF takes a
 * little longer. PDF_RENDER_NICE overrides it (web/src/config/env.ts `pdfRenderNice`).
 */
export const RENDER_NICE = 10;

/** Threads a pool uses by default: one core stays free for the event loop (cores − 1, at least 1). */
export function defaultPdfThreads(cores = availableParallelism()): number {
  return Math.max(1, cores - 1);
}

/** A message from a worker. */
type Reply = { id: number; pdf: Uint8Array } | { id: number; error: string };

interface Thread {
  worker: Worker;
  /** The job it runs, if any. */
  job: { id: number; resolve: (pdf: Buffer) => void; reject: (error: Error) => void } | null;
}

/** A pool of PDF rendering threads. */
export class PdfWorkerPool {
  private readonly threads: Thread[] = [];
  private readonly waiting: Array<(thread: Thread) => void> = [];
  private nextId = 1;

  /**
   * @param size most threads (≥ 1); callers should not run more renders than this at once (they wait)
   * @param nice the threads' nice value (0–19, Linux), default {@link RENDER_NICE}
   */
  constructor(
    readonly size: number = defaultPdfThreads(),
    readonly nice: number = RENDER_NICE,
  ) {}

  /**
   * Renders one PDF on a thread.
   * @param input the PDF's content (structured-cloned to the thread)
   * @returns the PDF bytes
   * @throws Error when rendering fails or the thread dies
   */
  async render(input: ReportInput): Promise<Buffer> {
    const thread = await this.idleThread();
    const id = this.nextId++;
    return new Promise<Buffer>((resolve, reject) => {
      thread.job = { id, resolve, reject };
      thread.worker.postMessage({ id, input });
    });
  }

  /** Stops every thread (tests, shutdown). */
  async close(): Promise<void> {
    const threads = this.threads.splice(0);
    await Promise.all(threads.map((thread) => thread.worker.terminate()));
  }

  private idleThread(): Promise<Thread> {
    const idle = this.threads.find((thread) => thread.job === null);
    if (idle) {
      idle.job = { id: 0, resolve: () => undefined, reject: () => undefined }; // reserved until render() sets it
      return Promise.resolve(idle);
    }
    if (this.threads.length < this.size) {
      const thread = this.spawn();
      thread.job = { id: 0, resolve: () => undefined, reject: () => undefined };
      return Promise.resolve(thread);
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  private spawn(): Thread {
    const worker = new Worker(new URL('./pdf-worker.ts', import.meta.url), { workerData: { nice: this.nice } });
    const thread: Thread = { worker, job: null };
    this.threads.push(thread);
    worker.on('message', (reply: Reply) => {
      const job = thread.job;
      if (!job || job.id !== reply.id) return;
      thread.job = null;
      if ('pdf' in reply) job.resolve(Buffer.from(reply.pdf.buffer, reply.pdf.byteOffset, reply.pdf.byteLength));
      else job.reject(new Error(`PDF rendering failed: ${reply.error}`));
      this.handOver(thread);
    });
    let dead = false;
    const fail = (error: Error) => {
      if (dead) return;
      dead = true;
      const index = this.threads.indexOf(thread);
      if (index >= 0) this.threads.splice(index, 1);
      thread.job?.reject(error);
      thread.job = null;
      // A waiting render gets a fresh thread in place of the dead one.
      const next = this.waiting.shift();
      if (next) {
        const fresh = this.spawn();
        fresh.job = { id: 0, resolve: () => undefined, reject: () => undefined };
        next(fresh);
      }
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`PDF worker exited with code ${code}`)));
    // After the listeners: an idle pool never keeps the process alive (tests, shutdown).
    worker.unref();
    return thread;
  }

  /** Gives a thread that finished its job to the next waiting render. */
  private handOver(thread: Thread): void {
    const next = this.waiting.shift();
    if (next) {
      thread.job = { id: 0, resolve: () => undefined, reject: () => undefined };
      next(thread);
    }
  }
}
