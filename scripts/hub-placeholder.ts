/**
 * The hub placeholder of embedded mode (issue 27): a small static page served where the signed-in
 * mobile banner's external hub would be.
 * Design notes: docs/development.md "Notes from the source files".
 */
import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** SPEC §9: the hub's port on the current host outside production (web: HUB_DEV_PORT). */
export const DEFAULT_HUB_PORT = 3001;

const STYLE =
  'body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1d2433;background:#f4fbf8}main{max-width:36rem;margin:0 auto;padding:48px 20px}h1{font-size:1.75rem;line-height:1.2;margin:0 0 12px}a{color:#0b6b50;font-weight:700}';

/** `'sha256-…'` of the inline stylesheet, for the page's CSP (no 'unsafe-inline'). */
const STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE, 'utf8').digest('base64')}'`;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The placeholder's HTML documents.
 * @param siteUrl the site to link back to (absolute http(s) URL)
 * @returns `{ home, notFound }` — complete documents (lang=en, title, mobile viewport)
 */
export function hubPlaceholderPages(siteUrl: string): { home: string; notFound: string } {
  const site = escapeHtml(new URL('/', siteUrl).href);
  const document = (title: string, body: string) =>
    `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title><meta name="robots" content="noindex"><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
  return {
    home: document(
      'TypeAtlas hub (placeholder)',
      `<h1>TypeAtlas hub</h1><p>The hub — “From Insights to Action” — is the TypeAtlas product app, where signed-in members turn what they learned about their type into plans and practice. It is a separate application (in production on the site's app subdomain) and is not part of this local installation.</p><p>This page stands in for it, so the banner's link leads somewhere.</p><p><a href="${site}">Back to TypeAtlas</a></p>`,
    ),
    notFound: document(
      'Not found — TypeAtlas hub (placeholder)',
      `<h1>Not found</h1><p>The hub placeholder has only one page.</p><p><a href="/">Hub placeholder</a> · <a href="${site}">Back to TypeAtlas</a></p>`,
    ),
  };
}

/**
 * The placeholder server (not listening yet).
 * @param siteUrl the site to link back to
 */
export function createHubPlaceholder(siteUrl: string): Server {
  const pages = hubPlaceholderPages(siteUrl);
  const headers = {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Security-Policy': `default-src 'none'; style-src ${STYLE_HASH}; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  };
  return createServer((req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' }).end('Method not allowed\n');
      return;
    }
    const path = (req.url ?? '/').split('?')[0];
    const [status, body] = path === '/' ? [200, pages.home] : [404, pages.notFound];
    res.writeHead(status, { ...headers, 'Content-Length': Buffer.byteLength(body) });
    res.end(req.method === 'HEAD' ? undefined : body);
  });
}

/** The value after `--name` in argv, if any. */
function option(argv: string[], name: string): string | undefined {
  const index = argv.indexOf(`--${name}`);
  return index >= 0 ? argv[index + 1] : undefined;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const argv = process.argv.slice(2);
  const portText = option(argv, 'port') ?? process.env.HUB_PORT?.trim() ?? String(DEFAULT_HUB_PORT);
  const port = /^[1-9][0-9]{0,4}$/.test(portText) ? Number(portText) : NaN;
  if (!(port <= 65_535)) {
    console.error(`Hub placeholder: "${portText}" is not a port number (1 to 65535); set HUB_PORT or --port.`);
    process.exit(1);
  }
  const site = option(argv, 'site') ?? process.env.NEXT_PUBLIC_SITE_URL?.trim() ?? 'http://localhost:3000';
  const host = option(argv, 'host') ?? '127.0.0.1';
  const server = createHubPlaceholder(site);
  server.once('error', (error: NodeJS.ErrnoException) => {
    console.error(error.code === 'EADDRINUSE' ? `Hub placeholder: port ${port} is already in use.` : `Hub placeholder: ${error.message}`);
    process.exit(1);
  });
  server.listen(port, host, () => console.log(`Hub placeholder at http://localhost:${port}/`));
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => server.close(() => process.exit(0)));
}
