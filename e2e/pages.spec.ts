/**
 * Informational pages (SPEC §2: /about-us, /contact, /testimonials, /terms-conditions, /privacy,
 * /faq): h1, intro and Portable Text body from the seed source, breadcrumbs, the FAQ's keyboard
 * disclosures and FAQPage JSON-LD, the testimonials, and axe on each template.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { tabTo } from './support/toolkit';

const SOURCE_DIR = fileURLToPath(new URL('../studio/seed/source/', import.meta.url));

const SLUGS = ['about-us', 'contact', 'testimonials', 'terms-conditions', 'privacy', 'faq'] as const;
type Slug = (typeof SLUGS)[number];

/** Removes Markdown inline syntax: links keep their text, bold/italic markers go. */
function plainMarkdown(text: string): string {
  return text
    .replace(/\[([^\]]+)\]\([^)]+\)/g, '$1')
    .replace(/\*\*?/g, '')
    .trim();
}

/** A page's seed source: front-matter title and intro, and the first plain paragraph of the body. */
function loadSourcePage(slug: Slug): { title: string; intro: string; firstParagraph: string } {
  const source = readFileSync(`${SOURCE_DIR}pages/${slug}.md`, 'utf8');
  const [, frontMatter = '', body = ''] = source.split(/^---$/m);
  const field = (name: string) => frontMatter.match(new RegExp(`^${name}: (.*)$`, 'm'))?.[1]?.trim() ?? '';
  const paragraph = body
    .split(/\n\s*\n/)
    .map((chunk) => chunk.trim())
    .find((chunk) => chunk && !/^(#|-|>|\d+\.|!\[)/.test(chunk));
  if (!paragraph) throw new Error(`${slug}.md has no plain paragraph`);
  return { title: field('title'), intro: field('intro'), firstParagraph: plainMarkdown(paragraph) };
}

interface SeedFaq {
  id: string;
  question: string;
  topic: string;
  order: number;
}
interface SeedTestimonial {
  id: string;
  name: string;
  type: string;
  location: string;
  quote: string;
}
const FAQS = JSON.parse(readFileSync(`${SOURCE_DIR}faq.json`, 'utf8')) as SeedFaq[];
const TESTIMONIALS = JSON.parse(readFileSync(`${SOURCE_DIR}testimonials.json`, 'utf8')) as SeedTestimonial[];
const FAQ_TOPIC_TITLES = [
  ['test', 'The test'],
  ['types', 'Personality types'],
  ['account', 'Your account'],
  ['privacy', 'Privacy'],
  ['premium', 'Premium'],
] as const;

/** The JSON-LD objects of the page, flattened. */
async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts.flatMap((text) => {
    const data = JSON.parse(text) as unknown;
    return (Array.isArray(data) ? data : [data]) as Record<string, unknown>[];
  });
}

test.describe('informational pages', () => {
  test('each informational page renders its h1, intro, body and breadcrumbs; /privacy and /testimonials say what they must', async ({
    page,
  }) => {
    for (const slug of SLUGS)
      await test.step(`/${slug} renders its h1, intro, body and breadcrumbs`, async () => {
        const source = loadSourcePage(slug);
        const response = await page.goto(`/${slug}`);
        expect(response?.status()).toBe(200);
        const main = page.getByRole('main');
        await expect(main.getByRole('heading', { level: 1 })).toHaveText(source.title);
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
        await expect(main.getByText(source.intro, { exact: true })).toBeVisible();
        await expect(main.locator('.prose').first()).toContainText(source.firstParagraph);

        const breadcrumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
        await expect(breadcrumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
        await expect(breadcrumbs.locator('[aria-current="page"]')).toHaveText(source.title);
        const crumbs = (await jsonLd(page)).find((data) => data['@type'] === 'BreadcrumbList');
        expect(crumbs, 'BreadcrumbList JSON-LD').toBeTruthy();

        const canonical = await page.locator('head link[rel="canonical"]').getAttribute('href');
        expect(new URL(canonical ?? '').pathname).toBe(`/${slug}`);

        if (slug === 'privacy') {
          // /privacy says analytics are always on and lists what they receive.
          await expect(main).toContainText('Analytics are always on');
          await expect(main).toContainText('no cookie settings screen');
          await expect(main).not.toContainText('only if you agree');
        }
        // /testimonials says the testimonials are sample entries.
        if (slug === 'testimonials') await expect(main).toContainText('sample entries written for the TypeAtlas demo dataset');
      });
    // Each page above was checked: a slug dropped from the list would drop its extra checks.
    expect(SLUGS).toEqual(expect.arrayContaining(['privacy', 'testimonials']));
  });

  test('/faq groups the entries by topic; disclosures open with the keyboard', async ({ page }) => {
    await page.goto('/faq');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2 })).toHaveText(FAQ_TOPIC_TITLES.map(([, title]) => title));
    for (const [topic, title] of FAQ_TOPIC_TITLES) {
      const section = main.getByRole('region', { name: title });
      const expected = FAQS.filter((faq) => faq.topic === topic)
        .sort((a, b) => a.order - b.order)
        .map((faq) => faq.question);
      await expect(section.locator('summary')).toHaveText(expected);
    }
    const entries = main.locator('details');
    await expect(entries).toHaveCount(FAQS.length);
    for (const details of await entries.all()) await expect(details).not.toHaveAttribute('open', /.*/);

    // Keyboard only: Tab to the first question, Enter opens it; Tab to the next, Space opens it.
    const first = entries.nth(0);
    const second = entries.nth(1);
    const firstAnswer = first.locator('.prose');
    await expect(firstAnswer).toBeHidden();
    await tabTo(page, first.locator('summary'));
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('open', '');
    await expect(firstAnswer).toBeVisible();
    await expect(firstAnswer).toContainText('costs nothing');
    // The answer's link is the next Tab stop, then the second question.
    await tabTo(page, second.locator('summary'));
    await page.keyboard.press('Space');
    await expect(second).toHaveAttribute('open', '');
    await expect(second.locator('.prose')).toBeVisible();
    // Enter again closes.
    await page.keyboard.press('Enter');
    await expect(second).not.toHaveAttribute('open', /.*/);

    const faqPage = (await jsonLd(page)).find((data) => data['@type'] === 'FAQPage') as
      { mainEntity: { '@type': string; name: string; acceptedAnswer: { text: string } }[] } | undefined;
    expect(faqPage, 'FAQPage JSON-LD').toBeTruthy();
    const ordered = FAQ_TOPIC_TITLES.flatMap(([topic]) =>
      FAQS.filter((faq) => faq.topic === topic)
        .sort((a, b) => a.order - b.order)
        .map((faq) => faq.question),
    );
    expect(faqPage?.mainEntity.map((question) => question.name)).toEqual(ordered);
    for (const question of faqPage?.mainEntity ?? []) {
      expect(question['@type']).toBe('Question');
      expect(question.acceptedAnswer.text.length, `answer text of "${question.name}"`).toBeGreaterThan(40);
    }
  });

  test('/testimonials shows the 12 testimonials with their type linked to its profile', async ({ page }) => {
    expect(TESTIMONIALS).toHaveLength(12);
    await page.goto('/testimonials');
    const items = page.getByRole('list', { name: 'Testimonials' }).getByRole('listitem');
    await expect(items).toHaveCount(12);
    for (const testimonial of TESTIMONIALS) {
      const item = items.filter({ hasText: testimonial.name });
      await expect(item).toHaveCount(1);
      await expect(item.locator('blockquote')).toHaveText(testimonial.quote);
      await expect(item).toContainText(testimonial.location);
      const typeLink = item.getByRole('link', { name: new RegExp(`^${testimonial.type} · `) });
      await expect(typeLink).toHaveAttribute('href', `/personality-type/${testimonial.type.toLowerCase()}`);
    }
    // The family colour: the item carries its family's theme class.
    await expect(items.filter({ hasText: TESTIMONIALS[0]?.name ?? '' })).toHaveClass(/family-(red|mint|blue|orange)/);

    const first = TESTIMONIALS[0] as SeedTestimonial;
    await items.filter({ hasText: first.name }).getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/personality-type/${first.type.toLowerCase()}$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(first.type);
  });
});

test.describe('informational pages: accessibility (axe, WCAG 2.2 AA)', () => {
  // Every informational page, closed, at 390 and 1440 px: e2e/crawl.spec.ts. Here: a state it does not open.
  test('/faq has no violations, closed and with an entry open', async ({ page }, testInfo) => {
    await page.goto('/faq');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page, testInfo, 'faq');
    await page.locator('summary').first().click();
    await expect(page.locator('details').first()).toHaveAttribute('open', '');
    await expectNoAxeViolations(page, testInfo, 'faq with an entry open');
  });
});
