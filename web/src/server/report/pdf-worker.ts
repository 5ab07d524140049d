/**
 * The PDF rendering thread (./pdf-pool.ts starts it): receives `{ id, input }` (a ReportInput,
 * structured-cloned, so the character image arrives as a Uint8Array), answers `{ id, pdf }` with
 * the bytes transferred, or `{ id, error }`. Imports nothing framework-bound, so it runs bundled by
 * Turbopack and as source under Node's type stripping (vitest, scripts).
 */
import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { renderReportPdf, type ReportInput } from './report-pdf.ts';

/**
 * Nice value of the rendering thread: when the cores are busy, the event loop (pages, API calls)
 * goes first and a PDF takes a little longer.
 */
export const RENDER_NICE = 10;

const port = parentPort;
if (!port) throw new Error('pdf-worker.ts runs as a worker thread (server/report/pdf-pool.ts)');
// Linux applies setpriority(PRIO_PROCESS, 0) to the calling thread only (man 2 setpriority, NOTES:
// the threads of a process have their own nice values); elsewhere it would lower the whole server.
if (process.platform === 'linux') {
  try {
    setPriority(0, RENDER_NICE);
  } catch {
    // not permitted: render at normal priority
  }
}

port.on('message', async ({ id, input }: { id: number; input: ReportInput }) => {
  try {
    const character = input.character ? { ...input.character, png: Buffer.from(input.character.png) } : undefined;
    const pdf = await renderReportPdf({ ...input, character });
    const bytes = new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength);
    // Transfer only a buffer the PDF owns alone (Buffer.concat may return a pooled slice).
    const owned = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : bytes.slice();
    port.postMessage({ id, pdf: owned }, [owned.buffer as ArrayBuffer]);
  } catch (error) {
    port.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
