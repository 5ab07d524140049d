/**
 * Which pages scripts/bench-lighthouse.ts measures (issue 25): every signed-out template of the
 * crawler's catalogue (e2e/support/catalogue.ts), resolved to the one URL the crawl visits, so a new
 * template is measured without editing the bench. Signed-in templates are listed as skipped, with
 * the reason printed by the bench.
 */
import type { CrawlFixtures, PageTemplate } from '../../e2e/support/catalogue.ts';

/** A page the bench measures. */
export interface LighthousePage {
  /** The template's name in the catalogue, e.g. 'type profile' (LIGHTHOUSE_PAGES picks by it). */
  name: string;
  /** Site path with query, e.g. '/blog/article/saying-sorry-so-it-lands'. */
  path: string;
  /** Seed the stored free-test result in localStorage before each run (and keep storage). */
  storedResult?: boolean;
  /** The answer's expected HTTP status (404 for the not-found template: Lighthouse then ignores the status). */
  status: number;
}

/** A catalogue template the bench does not measure, and why (printed). */
export interface SkippedTemplate {
  name: string;
  reason: string;
}

/**
 * The bench's page list: the catalogue's signed-out templates in catalogue order.
 * @param catalogue the crawler's templates (CATALOGUE)
 * @param resolve resolves a template to its crawl URL (catalogue.ts resolvePage bound to the server's
 *   sitemap, fixtures and route files); may throw (no sitemap path), which skips the template
 * @param fixtures the crawl fixtures the bench created, or why it could not (e.g. the share API answered
 *   503 without the account emulators): templates whose path is built from fixtures are then skipped
 * @returns `pages` to measure and `skipped` templates with a reason
 */
export function lighthousePlan(
  catalogue: readonly PageTemplate[],
  resolve: (template: PageTemplate) => { url: string; status: number },
  fixtures: CrawlFixtures | { unavailable: string },
): { pages: LighthousePage[]; skipped: SkippedTemplate[] } {
  const pages: LighthousePage[] = [];
  const skipped: SkippedTemplate[] = [];
  for (const template of catalogue) {
    const as = template.as ?? 'visitor';
    if (as !== 'visitor') {
      skipped.push({ name: template.name, reason: `signed in (${as}): the bench measures signed-out visitors only` });
      continue;
    }
    if (typeof template.path === 'function' && 'unavailable' in fixtures) {
      skipped.push({ name: template.name, reason: `its path needs a crawl fixture: ${fixtures.unavailable}` });
      continue;
    }
    try {
      const { url, status } = resolve(template);
      pages.push({ name: template.name, path: url, status, ...(template.storedResult ? { storedResult: true } : {}) });
    } catch (error) {
      skipped.push({ name: template.name, reason: (error as Error).message });
    }
  }
  return { pages, skipped };
}

/**
 * The Chromium flags of the Lighthouse bench: chrome-launcher's defaults with `RenderDocument` taken
 * out of their `--disable-features` list (unless `renderDocument` is false), then `extra`.
 * chrome-launcher disables RenderDocument for Lighthouse's own bugs (GoogleChrome/lighthouse#16363);
 * with it off, this headless Chromium presents the first frame of a page that links stylesheets in
 * whole-second steps (observed FCP ~0.4, ~1.3 or ~2.3 s for one page, also with every script removed:
 * viz withholds BeginFrames, GoogleChrome/lighthouse#17148), and Lantern's simulated FCP and LCP then
 * count every request and task before that late paint. Visitors' Chrome runs with RenderDocument on.
 * Measured in stop 39: docs/benchmarks.md "scripts/bench-lighthouse.ts".
 * @param defaults chrome-launcher's `Launcher.defaultFlags()`
 * @param renderDocument keep RenderDocument on (Chromium's default); false keeps chrome-launcher's list
 * @param extra flags appended (headless, sandbox, GPU …)
 * @returns the flags for `chromeLauncher.launch({ chromeFlags, ignoreDefaultFlags: true })`
 */
export function lighthouseChromeFlags(defaults: readonly string[], renderDocument: boolean, extra: readonly string[]): string[] {
  const prefix = '--disable-features=';
  const flags = defaults.flatMap((flag) => {
    if (!renderDocument || !flag.startsWith(prefix)) return [flag];
    const features = flag
      .slice(prefix.length)
      .split(',')
      .filter((feature) => feature !== 'RenderDocument');
    return features.length ? [`${prefix}${features.join(',')}`] : [];
  });
  return [...flags, ...extra];
}

/** The part of a Lighthouse result {@link blockedScripts} reads (`lhr.audits['errors-in-console']`; its details: `{ items: { source, description }[] }`). */
export interface ConsoleErrorsAudit {
  details?: unknown;
}

/**
 * The console errors of a Lighthouse run that say the Content-Security-Policy refused a script. A
 * page whose script the CSP blocks may never hydrate, and then measures *better* than one that
 * works: stop 42's trial of Next 16.4 (its new inline Turbopack bootstrap script, unknown to
 * web/src/lib/inline-hashes.ts) read 85 → 93 on home with 0 elements hydrated. The bench refuses
 * such a run.
 * @param audit the run's `errors-in-console` audit (absent: no errors)
 * @returns the errors' descriptions, each cut to 200 characters; empty when none
 */
export function blockedScripts(audit: ConsoleErrorsAudit | undefined): string[] {
  const items = (audit?.details as { items?: readonly { description?: string }[] } | undefined)?.items ?? [];
  return items
    .map((item) => item.description ?? '')
    .filter((description) => /\bscript\b[^]*Content Security Policy|Content Security Policy[^]*\bscript-src\b/i.test(description))
    .map((description) => description.slice(0, 200));
}
