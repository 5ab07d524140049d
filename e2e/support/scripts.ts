/**
 * The scripts a page loads, and what they hold (issue 25: which pages load what after the first
 * load).
 */
import type { Page } from '@playwright/test';

/** A script the page loaded: its URL and its text. */
export interface LoadedScript {
  url: string;
  body: string;
}

/**
 * Records every JavaScript chunk (`/_next/static/chunks/….js`) the page loads from now on.
 * @returns a function that resolves to the chunks seen so far (call it once the page has settled,
 *   e.g. after `waitForLoadState('networkidle')`)
 */
export function recordScripts(page: Page): () => Promise<LoadedScript[]> {
  const scripts: Promise<LoadedScript>[] = [];
  page.on('response', (response) => {
    const url = response.url();
    if (/\/_next\/static\/chunks\/.+\.js$/.test(new URL(url).pathname))
      scripts.push(
        response.text().then(
          (body) => ({ url, body }),
          () => ({ url, body: '' }),
        ),
      );
  });
  return () => Promise.all(scripts);
}

/**
 * Whether a script holds zod: its issue code `"invalid_type"`, a string minification keeps (in this
 * build only zod's own chunk has it).
 */
export function holdsZod(body: string): boolean {
  return body.includes('"invalid_type"');
}
