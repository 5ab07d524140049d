/**
 * The PDF rendering thread (./pdf-pool.ts starts it): receives `{ id, input }` (a ReportInput,
 * structured-cloned, so the character image arrives as a Uint8Array), answers `{ id, pdf }` with
 * the bytes transferred, or `{ id, error }`. Imports nothing framework-bound, so it runs bundled by
 * Turbopack and as source under Node's type stripping (vitest, scripts).
 */
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { renderReportPdf, type ReportInput } from './report-pdf.ts';

const port = parentPort;
if (!port) throw new Error('pdf-worker.ts runs as a worker thread (server/report/pdf-pool.ts)');
// The thread's nice value (workerData.nice, 0–19: pdf-pool.ts RENDER_NICE or PDF_RENDER_NICE), so
// that when the cores are busy the event loop (pages, API calls) goes first.
const nice = (workerData as { nice?: unknown } | null)?.nice;
// Linux applies setpriority(PRIO_PROCESS, 0) to the calling thread only (man 2 setpriority, NOTES:
// the threads of a process have their own nice values); elsewhere it would lower the whole server.
if (process.platform === 'linux' && Number.isInteger(nice) && (nice as number) > 0) {
  try {
    setPriority(0, nice as number);
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
