/**
 * The header set every answer carries (issue 13, docs/security.md "Security headers"), as checks that return
 * what is wrong instead of throwing, so the crawler (e2e/crawl.spec.ts) can report every page at
 * once; e2e/security-headers.spec.ts asserts the same lists are empty for API answers, assets, 304s.
 */
import { createHash } from 'node:crypto';
import type { Page } from '@playwright/test';

const EMULATOR_ORIGIN = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? ''}`;

/** A Content-Security-Policy as directive → sources. */
export function parseCsp(value: string | undefined): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of (value ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

/** What the browser hashes: each executable inline `<script>` (no src, no data-block type). */
export function executableInlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const [, attributes = '', text = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc=/i.test(attributes)) continue;
    const type = /\btype="([^"]*)"/i.exec(attributes)?.[1] ?? '';
    if (type !== '' && type !== 'module' && !/javascript/i.test(type)) continue;
    if (text.trim() !== '') scripts.push(text);
  }
  return scripts;
}

/** A CSP hash source of a script's text, e.g. `'sha256-…'`. */
export const hashSource = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

const same = (actual: readonly string[] | undefined, expected: readonly string[]) =>
  JSON.stringify(actual ?? null) === JSON.stringify(expected);

/**
 * The fixed part of the header set, on any answer over http.
 * @param headers lower-cased header names → values
 * @param withCsp false for a 304 (the cached page's CSP must stay in force, so none is sent)
 * @returns what is wrong (empty when all is well)
 */
export function fixedHeaderProblems(headers: Record<string, string>, { withCsp = true } = {}): string[] {
  const problems: string[] = [];
  const expectValue = (name: string, expected: string | undefined) => {
    if (headers[name] !== expected) problems.push(`${name}: ${JSON.stringify(headers[name])}, expected ${JSON.stringify(expected)}`);
  };
  expectValue('x-frame-options', 'DENY');
  expectValue('x-content-type-options', 'nosniff');
  expectValue('referrer-policy', 'strict-origin-when-cross-origin');
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment']) {
    if (!(headers['permissions-policy'] ?? '').includes(`${feature}=()`)) problems.push(`permissions-policy lacks ${feature}=()`);
  }
  expectValue('strict-transport-security', undefined);
  if (!withCsp) {
    expectValue('content-security-policy', undefined);
    return problems;
  }
  const csp = parseCsp(headers['content-security-policy']);
  const directive = (name: string, expected: readonly string[]) => {
    if (!same(csp.get(name), expected))
      problems.push(`CSP ${name}: ${JSON.stringify(csp.get(name) ?? null)}, expected ${JSON.stringify(expected)}`);
  };
  directive('default-src', ["'self'"]);
  directive('frame-ancestors', ["'none'"]);
  directive('object-src', ["'none'"]);
  directive('base-uri', ["'none'"]);
  directive('form-action', ["'self'"]);
  directive('img-src', ["'self'", 'data:', 'https://cdn.sanity.io']);
  directive('connect-src', ["'self'", EMULATOR_ORIGIN]);
  const scripts = csp.get('script-src') ?? [];
  if (scripts[0] !== "'self'") problems.push(`CSP script-src starts with ${scripts[0]}, expected 'self'`);
  for (const unsafe of ["'unsafe-inline'", "'unsafe-eval'", '*', 'data:'])
    if (scripts.includes(unsafe)) problems.push(`CSP script-src allows ${unsafe}`);
  if (csp.has('upgrade-insecure-requests')) problems.push('CSP upgrade-insecure-requests over http');
  return problems;
}

/**
 * A whole answer: the fixed headers, and for HTML the CSP's script hashes are exactly the hashes
 * of the page's executable inline scripts (computed here independently); other answers carry none.
 * @param body the answer's text (read only for HTML)
 */
export function answerHeaderProblems(headers: Record<string, string>, body: string): string[] {
  const problems = fixedHeaderProblems(headers);
  const hashes = (parseCsp(headers['content-security-policy']).get('script-src') ?? []).filter((source) => source.startsWith("'sha256-"));
  if ((headers['content-type'] ?? '').startsWith('text/html')) {
    const inline = executableInlineScripts(body).map(hashSource);
    if (inline.length === 0) problems.push('the page has no inline scripts (expected the hashed boot and flight scripts)');
    const missing = inline.filter((hash) => !hashes.includes(hash));
    const extra = hashes.filter((hash) => !inline.includes(hash));
    if (missing.length) problems.push(`CSP script-src lacks the hashes of ${missing.length} inline script(s): ${missing.join(' ')}`);
    if (extra.length) problems.push(`CSP script-src names ${extra.length} hash(es) of no inline script: ${extra.join(' ')}`);
  } else if (hashes.length) {
    problems.push(`hashes on a non-HTML answer: ${hashes.join(' ')}`);
  }
  return problems;
}

/**
 * Records every CSP violation of the page, in every frame and across navigations: the
 * `securitypolicyviolation` event (reported through a binding) and Chromium's console messages
 * ("Refused to …", Content Security Policy, Permissions-Policy header errors).
 * @returns the live list of violations
 */
export async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeBinding('__reportCspViolation', (_source, text: string) => {
    violations.push(text);
  });
  await page.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        const report = (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation;
        report(
          `${location.pathname}: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber}) ${event.sample}`,
        );
      },
      true,
    );
  });
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to|Permissions-Policy|Unrecognized feature/i.test(message.text())) {
      violations.push(`console ${message.type()} on ${page.url()}: ${message.text()}`);
    }
  });
  return violations;
}
