/**
 * Playwright's global setup (runs once, after the web servers are up): the e2e stack gets stored
 * results and a psychometrics document (./support/psychometrics.ts), so the free test is adaptive
 * as on a site with data. The server's own job computes the document (POST /api/psychometrics/run
 * with the test profile's PSYCHOMETRICS_JOB_SECRET, playwright.config.ts) and revalidates the
 * `psychometrics` cache tag; the pages that read it serve the old render once more (stale while
 * revalidate), so each is requested until it carries the new run before any spec starts. It also
 * waits for the content-outage server, which playwright.config.ts launches without waiting.
 */
import { writeFileSync } from 'node:fs';
import type { FullConfig } from '@playwright/test';
import { OUTAGE_SERVER } from '../playwright.config';
import { readStoredRecord, SEEDED_RECORD_FILE, SEEDED_RESPONDENTS, storeSimulatedResults } from './support/psychometrics';

/** Pages that render the psychometrics summary from the data cache (ISR) and what shows the new run. */
const CACHED_PAGES = ['/free-personality-test', '/free-personality-test/result', '/theory/how-scoring-works'];

async function waitFor<T>(what: string, probe: () => Promise<T | null>, timeoutMs = 60_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== null) return value;
    if (Date.now() > until) throw new Error(`e2e global setup: ${what} did not happen within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

export default async function globalSetup(config: FullConfig): Promise<void> {
  const baseURL = String(config.projects[0]?.use.baseURL ?? 'http://localhost:3100');
  const started = Date.now();
  // playwright.config.ts launches the content-outage server without waiting for it: it must answer
  // before any spec runs (content-outage.spec, webhook.spec). Waited for beside the job below.
  const outageServer = waitFor(`the content-outage server (${OUTAGE_SERVER.baseUrl})`, async () => {
    const response = await fetch(OUTAGE_SERVER.baseUrl).catch(() => null);
    return response?.ok ? true : null;
  });
  storeSimulatedResults();
  // 200 { started: false }: a run (e.g. one the integration tests started on a shared stack) holds the lease; ask again
  await waitFor('a psychometrics run to start', async () => {
    const response = await fetch(`${baseURL}/api/psychometrics/run`, {
      method: 'POST',
      headers: { authorization: `Bearer ${process.env.PSYCHOMETRICS_JOB_SECRET ?? ''}` },
    });
    if (response.status !== 202 && response.status !== 200) throw new Error(`POST /api/psychometrics/run answered ${response.status}`);
    return response.status === 202 ? true : null;
  });
  const record = await waitFor('the psychometrics job', async () => {
    const stored = readStoredRecord();
    return stored && Date.parse(stored.computedAt) >= started - 1000 && stored.respondents >= SEEDED_RESPONDENTS ? stored : null;
  });
  writeFileSync(SEEDED_RECORD_FILE, JSON.stringify(record));
  // the RSC payload of a page that read the new summary carries its computedAt (the method page: its run date's "Saved results read")
  for (const page of CACHED_PAGES) {
    const marker = page === '/theory/how-scoring-works' ? `Saved results read: ${record.results}` : record.computedAt;
    await waitFor(`${page} with the new psychometrics`, async () => {
      const html = await (await fetch(`${baseURL}${page}`)).text();
      return html.includes(marker) ? true : null;
    });
  }
  await outageServer;
}
