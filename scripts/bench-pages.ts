/**
 * Page-weight benchmark: fetches pages from a running TypeAtlas server and prints, per page, the
 * HTML size (raw and gzip), and the JavaScript the page references (count, raw and gzip bytes,
 * each chunk counted once per page). Prints figures; asserts nothing.
 *
 *   node scripts/bench-pages.ts [baseUrl=http://localhost:3000]
 */
import { gzipSync } from 'node:zlib';

const base = (process.argv[2] ?? 'http://localhost:3000').replace(/\/$/, '');
const pages = ['/', '/personality-types', '/personality-type/intj', '/personality-type/intj/career', '/free-personality-test', '/free-personality-test/result'];

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function fetchText(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.text();
}

const chunkCache = new Map<string, string>();
console.log(`page weights at ${base}`);
console.log(['page', 'html', 'html gz', 'js files', 'js', 'js gz', 'time to html'].join('\t'));
for (const page of pages) {
  const started = performance.now();
  const html = await fetchText(base + page);
  const elapsed = performance.now() - started;
  const scripts = [...new Set([...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1] ?? ''))];
  let js = 0;
  let jsGz = 0;
  for (const src of scripts) {
    const url = new URL(src, base).href;
    if (!chunkCache.has(url)) chunkCache.set(url, await fetchText(url));
    const text = chunkCache.get(url) ?? '';
    js += Buffer.byteLength(text);
    jsGz += gzipSync(text).length;
  }
  console.log([page, kb(Buffer.byteLength(html)), kb(gzipSync(html).length), scripts.length, kb(js), kb(jsGz), `${elapsed.toFixed(0)} ms`].join('\t'));
}
