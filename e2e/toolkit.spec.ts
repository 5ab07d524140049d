import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expectHydrated } from './support/hydration';
import { findOverflow } from './support/overflow';
import { expectPermanentRedirect } from './support/redirects';
import { watchViolations } from './support/security-headers';
import {
  type ExpectedScale,
  type SeedQuestion,
  type SeedTest,
  type SeedTestSlug,
  SEED_TEST_SLUGS,
  answerLikertGroups,
  categoryPath,
  chooseLikertWithArrows,
  expectResult,
  expectStep,
  expectValidation,
  fieldsetOf,
  formSnapshot,
  groupByTitle,
  keyedAnswer,
  levelFor,
  likertRadio,
  likertScalePercentage,
  loadSeedTest,
  progressValue,
  question,
  questionsOf,
  startWithMouse,
  stepAlert,
  stepHeading,
  storedResults,
  tabOnceTo,
  tabTo,
  testPath,
  thresholdsOf,
} from './support/toolkit';

const CATEGORY_TITLES = { 'personal-growth': 'Personal growth', relationships: 'Relationships', career: 'Career' } as const;

/** The `tool` listing entries of the seed (studio/seed/source/tools.json; exactly one of test/href). */
interface SeedTool {
  slug: string;
  title: string;
  category: SeedTest['category'];
  description: string;
  test?: SeedTestSlug;
  href?: string;
}
const SEED_TOOLS = JSON.parse(
  readFileSync(fileURLToPath(new URL('../studio/seed/source/tools.json', import.meta.url)), 'utf8'),
) as SeedTool[];

/** The visible labels of an order question's ranking, top first. */
function rankingLabels(page: Page, q: SeedQuestion) {
  return fieldsetOf(page, q).locator('li > span:not([aria-hidden="true"])');
}

/** Opens a test and starts it with the keyboard only: Tab to "Start the test", then `key`. */
async function startWithKeyboard(page: Page, test: SeedTest, key: 'Enter' | 'Space'): Promise<void> {
  await page.goto(testPath(test.slug));
  await expect(page.getByRole('heading', { level: 1, name: test.title })).toBeVisible();
  await expect(page.getByText(test.description, { exact: true })).toBeVisible();
  await expect(page.getByText(`${test.questions.length} questions ·`, { exact: false })).toBeVisible();
  const start = page.getByRole('button', { name: 'Start the test' });
  await expectHydrated(start);
  await tabTo(page, start);
  await page.keyboard.press(key);
}

/** Likert plan for the Likert questions of a group: `valueOf(question)`, recorded in `answers`. */
function likertPlan(page: Page, test: SeedTest, groupId: string, answers: Map<string, number>, valueOf: (q: SeedQuestion) => number) {
  return questionsOf(test, groupId)
    .filter((q) => q.type === 'question' && q.enabled !== false)
    .map((q) => {
      const value = valueOf(q);
      answers.set(q.id, value);
      return { group: fieldsetOf(page, q), value };
    });
}

async function expectLikertAnswers(page: Page, test: SeedTest, groupId: string, answers: ReadonlyMap<string, number>): Promise<void> {
  for (const q of questionsOf(test, groupId).filter((candidate) => candidate.type === 'question' && candidate.enabled !== false)) {
    await expect(likertRadio(fieldsetOf(page, q), answers.get(q.id) ?? Number.NaN)).toBeChecked();
  }
}

/** Expects the stored session result of `slug` to hold `expected` levels, and nothing in local storage. */
async function expectStoredResult(page: Page, test: SeedTest, expected: Readonly<Record<string, ExpectedScale>>): Promise<void> {
  await expect.poll(async () => Object.keys(await storedResults(page)), { message: 'result saved in sessionStorage' }).toContain(test.slug);
  const record = (await storedResults(page))[test.slug] as {
    result?: { scales?: { id: string; level: string; percentage: number }[]; result?: { topScale?: string } };
    meta?: { completedAt?: string };
  };
  expect(new Date(record.meta?.completedAt ?? '').getTime(), 'completedAt is a timestamp').not.toBeNaN();
  expect(record.result?.scales?.map(({ id, level, percentage }) => ({ id, level, percentage }))).toEqual(
    test.scales.map(({ id }) => ({ id, level: expected[id]?.level, percentage: expected[id]?.percentage })),
  );
  expect(Object.keys(await storedResults(page, 'local')), 'toolkit results stay out of localStorage').not.toContain(test.slug);
}

test.describe('toolkit listings', () => {
  test('each category page lists its tool entries; a test card opens the test', async ({ page }) => {
    for (const category of ['personal-growth', 'relationships', 'career'] as const)
      await test.step(`${categoryPath(category)} lists the ${category} tool entries`, async () => {
        const seeds = SEED_TEST_SLUGS.map(loadSeedTest).filter((candidate) => candidate.category === category);
        expect(seeds.length, `a seed test in ${category}`).toBeGreaterThan(0);
        const tools = SEED_TOOLS.filter((tool) => tool.category === category);
        expect(
          tools
            .map((tool) => tool.test)
            .filter(Boolean)
            .sort(),
          'every seed test has a tool entry',
        ).toEqual(seeds.map((seed) => seed.slug).sort());

        const response = await page.goto(categoryPath(category));
        expect(response?.status()).toBe(200);
        await expect(page.getByRole('heading', { level: 1, name: `Toolkits: ${CATEGORY_TITLES[category]}` })).toBeVisible();
        const tabs = page.getByRole('navigation', { name: 'Toolkit categories' });
        await expect(tabs.getByRole('link')).toHaveText(['Personal growth', 'Relationships', 'Career']);
        await expect(tabs.getByRole('link', { name: CATEGORY_TITLES[category] })).toHaveAttribute('aria-current', 'page');
        await expect(tabs.locator('[aria-current="page"]')).toHaveCount(1);

        // Every `tool` entry of the category, by title: tests open /tools/tests/{slug} and show
        // their question count; the other entries link to their site path.
        const entries = page
          .getByRole('main')
          .getByRole('listitem')
          .filter({ has: page.getByRole('heading', { level: 2 }) })
          .getByRole('link');
        await expect(entries).toHaveCount(tools.length);
        await expect(entries.getByRole('heading', { level: 2 })).toHaveText(
          [...tools].sort((a, b) => (a.title < b.title ? -1 : a.title > b.title ? 1 : 0)).map((tool) => tool.title),
        );
        for (const tool of tools) {
          const card = entries.filter({ has: page.getByRole('heading', { level: 2, name: tool.title, exact: true }) });
          await expect(card).toContainText(tool.description);
          await expect(card.locator('img')).toHaveCount(1);
          if (tool.test) {
            const seed = loadSeedTest(tool.test);
            await expect(card).toHaveAttribute('href', testPath(seed.slug));
            await expect(card).toContainText(`${seed.questions.length} questions · Start the test`);
          } else {
            await expect(card).toHaveAttribute('href', tool.href ?? '');
            await expect(card).not.toContainText('Start the test');
          }
        }

        const first = seeds[0] as SeedTest;
        const card = entries.filter({ hasText: 'Start the test' }).filter({ hasText: first.title });
        await expectHydrated(card);
        await card.click();
        await expect(page).toHaveURL(new RegExp(`${testPath(first.slug)}$`));
        await expect(page.getByRole('heading', { level: 1, name: first.title })).toBeVisible();
        await expect(page.getByRole('button', { name: 'Start the test' })).toBeVisible();
      });
  });

  test('/tools/personal-growth redirects permanently to /tools', async ({ page, request }) => {
    await expectPermanentRedirect(request, '/tools/personal-growth', '/tools');

    await page.goto('/tools/personal-growth');
    await expect(page).toHaveURL(/\/tools$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Toolkits: Personal growth' })).toBeVisible();
  });

  test('an unknown category and an unknown test answer 404', async ({ page }) => {
    for (const path of ['/tools/nope', '/tools/tests/nope'])
      await test.step(`${path} answers 404`, async () => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(404);
        await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
      });
  });
});

test.describe('toolkit test runner, keyboard only', () => {
  test('habits-and-energy: keyed answers, validation, Back, result and restart; no CSP violation', async ({ page }) => {
    // The CSP watcher of e2e/security-headers.spec.ts: the toolkit runner, start to result and restart.
    const violations = await watchViolations(page);
    const def = loadSeedTest('habits-and-energy');
    expect(def.randomizeGroups).toBe(false);
    const total = def.groups.length;
    const [rhythm, attention, recovery, values] = def.groups;
    if (!rhythm || !attention || !recovery || !values) throw new Error('habits-and-energy has four groups');
    const answers = new Map<string, number>();
    // Every statement answered in its scale's direction: Strongly agree, or Strongly disagree when
    // the item is reverse-keyed — so both arrow directions are used.
    const keyed = (q: SeedQuestion) => keyedAnswer(def, q.id);
    const next = page.getByRole('button', { name: 'Next' });
    const back = page.getByRole('button', { name: 'Back' });

    await startWithKeyboard(page, def, 'Space');
    await expectStep(page, rhythm.title, 1, total);
    await expect(back).toBeDisabled();
    const initialProgress = await progressValue(page);
    const initialForm = await formSnapshot(page);
    // Entering a step answers its Likert items with the neutral 0.
    expect(initialForm.checkedRadios).toEqual(questionsOf(def, rhythm.id).map(() => '0'));

    // Step 1: Tab once per statement, arrows choose; Enter in a radio submits the form (Next).
    await answerLikertGroups(page, likertPlan(page, def, rhythm.id, answers, keyed));
    await page.keyboard.press('Enter');
    await expectStep(page, attention.title, 2, total);
    const secondProgress = await progressValue(page);
    expect(secondProgress).toBeGreaterThan(initialProgress);

    // Step 2, then Back: the answers of step 1 are kept; forward again with Next.
    await answerLikertGroups(page, likertPlan(page, def, attention.id, answers, keyed));
    await tabOnceTo(page, back);
    await page.keyboard.press('Enter');
    await expectStep(page, rhythm.title, 1, total);
    await expectLikertAnswers(page, def, rhythm.id, answers);
    await tabTo(page, next);
    await page.keyboard.press('Enter');
    await expectStep(page, attention.title, 2, total);
    await expectLikertAnswers(page, def, attention.id, answers);
    await tabTo(page, next);
    await page.keyboard.press('Enter');

    await expectStep(page, recovery.title, 3, total);
    expect(await progressValue(page)).toBeGreaterThan(secondProgress);
    await answerLikertGroups(page, likertPlan(page, def, recovery.id, answers, keyed));
    await page.keyboard.press('Enter');

    // Step 4: choose three, rank them, an optional note.
    await expectStep(page, values.title, 4, total);
    const pick = question(def, 'values-pick');
    const rank = question(def, 'values-rank');
    const note = question(def, 'values-reflection');
    const pickSet = fieldsetOf(page, pick);
    const boxes = pickSet.getByRole('checkbox');
    await expect(pickSet.getByText(`Choose exactly ${pick.attrs?.length}.`, { exact: true })).toBeVisible();
    await expect(boxes).toHaveCount(pick.options?.length ?? 0);
    await expect(fieldsetOf(page, rank)).toContainText('Make your choices in the question above first');
    expect(await progressValue(page)).toBeLessThan(100);

    const submit = page.getByRole('button', { name: 'See my result' });
    await tabTo(page, submit);
    await page.keyboard.press('Enter');
    await expectValidation(page, [pickSet]);
    await expect(submit, 'focus stays on the submit button').toBeFocused();
    await expect(stepHeading(page)).toHaveText(values.title);

    // Shift+Tab back to the first option; Space checks; choosing clears the alert.
    await tabTo(page, boxes.first(), { backwards: true });
    await page.keyboard.press('Space');
    await expect(boxes.first()).toBeChecked();
    await expect(stepAlert(page)).toHaveCount(0);
    await expect(pickSet).not.toHaveAttribute('aria-invalid', 'true');
    for (const index of [1, 2]) {
      await tabOnceTo(page, boxes.nth(index));
      await page.keyboard.press('Space');
      await expect(boxes.nth(index)).toBeChecked();
    }
    const chosen = (pick.options ?? []).slice(0, 3);
    for (let index = 3; index < (pick.options?.length ?? 0); index += 1) await expect(boxes.nth(index)).toBeDisabled();

    // The ranking lists the three choices; move the third one up. The first item's "up" button is
    // aria-disabled but stays focusable (so focus is never lost at the ends), so Tab visits it.
    const [first, second, third] = chosen.map((option) => option.label);
    await expect(rankingLabels(page, rank)).toHaveText([first, second, third] as string[]);
    await tabOnceTo(page, page.getByRole('button', { name: `Move ${first} up` }));
    await expect(page.getByRole('button', { name: `Move ${first} up` })).toHaveAttribute('aria-disabled', 'true');
    await tabOnceTo(page, page.getByRole('button', { name: `Move ${first} down` }));
    await tabOnceTo(page, page.getByRole('button', { name: `Move ${second} up` }));
    await tabOnceTo(page, page.getByRole('button', { name: `Move ${second} down` }));
    const moveThirdUp = page.getByRole('button', { name: `Move ${third} up` });
    await tabOnceTo(page, moveThirdUp);
    await page.keyboard.press('Space');
    await expect(rankingLabels(page, rank)).toHaveText([first, third, second] as string[]);
    await expect(moveThirdUp).toBeFocused();

    const noteBox = page.getByRole('textbox', { name: `${note.label} (optional)` });
    await tabTo(page, noteBox);
    await page.keyboard.type('A wind-down alarm at ten.');
    await expect(noteBox).toHaveValue('A wind-down alarm at ten.');
    await tabTo(page, submit);
    await page.keyboard.press('Enter');

    // Result. routine and focus: Likert only, keyed answers → 100 %. recovery: its five Likert
    // items give 5 × 4 = 20 of 20 points; values-pick is reverse-keyed: the chosen options' points
    // (1 + 2 + 2 = 5) equal the best-three maximum (2 + 2 + 1 = 5), reversed → 0 of 5; 20/25 = 80 %.
    const optionPoints = (pick.options ?? []).map((option) => option.points ?? 0);
    const chosenPoints = chosen.reduce((sum, option) => sum + (option.points ?? 0), 0);
    const bestPoints = [...optionPoints]
      .sort((a, b) => b - a)
      .slice(0, 3)
      .reduce((sum, points) => sum + points, 0);
    expect([chosenPoints, bestPoints]).toEqual([5, 5]);
    const recoveryLikert = questionsOf(def, recovery.id).length * 4;
    const recoveryPercentage = Math.round(((recoveryLikert + (bestPoints - chosenPoints)) / (recoveryLikert + bestPoints)) * 1000) / 10;
    expect(recoveryPercentage).toBe(80);
    const expected: Record<string, ExpectedScale> = {};
    for (const id of ['routine', 'focus']) {
      const percentage = likertScalePercentage(def, id, answers);
      expect(percentage).toBe(100);
      expected[id] = { percentage, level: levelFor(percentage, thresholdsOf(def, id)) };
    }
    expected.recovery = { percentage: recoveryPercentage, level: levelFor(recoveryPercentage, thresholdsOf(def, 'recovery')) };
    expect(Object.values(expected).map((scale) => scale.level)).toEqual(['high', 'high', 'high']);
    // Ties go to the first scale.
    await expectResult(page, def, 'routine', expected);
    await expectStoredResult(page, def, expected);

    // "Take the test again": back to step 1, clean.
    const again = page.getByRole('button', { name: 'Take the test again' });
    await tabOnceTo(page, again);
    await page.keyboard.press('Enter');
    await expectStep(page, rhythm.title, 1, total);
    expect(await progressValue(page)).toBe(initialProgress);
    expect(await formSnapshot(page)).toEqual(initialForm);
    await expect(stepAlert(page)).toHaveCount(0);
    expect(violations, 'CSP violations').toEqual([]);
  });

  test('how-you-show-care: relationship validation, nested statements, Back, result and restart', async ({ page }) => {
    const def = loadSeedTest('how-you-show-care');
    expect(def.randomizeGroups).toBe(false);
    const total = def.groups.length;
    const [aboutYou, everyday, hardTimes, receiving] = def.groups;
    if (!aboutYou || !everyday || !hardTimes || !receiving) throw new Error('how-you-show-care has four groups');
    const answers = new Map<string, number>();
    const stronglyAgree = () => 2;
    const next = page.getByRole('button', { name: 'Next' });
    const back = page.getByRole('button', { name: 'Back' });

    await startWithKeyboard(page, def, 'Enter');
    await expectStep(page, aboutYou.title, 1, total);
    const initialProgress = await progressValue(page);
    const initialForm = await formSnapshot(page);
    expect(initialForm.checkedBoxes).toBe(0);

    const status = question(def, 'relationship-status');
    const partner = question(def, 'partner-talk');
    expect(partner.enabled).toBe(false);
    const statusSet = fieldsetOf(page, status);
    const statusBoxes = statusSet.getByRole('checkbox');
    await expect(statusSet.getByText(`Choose exactly ${status.attrs?.length}.`, { exact: true })).toBeVisible();
    await expect(fieldsetOf(page, partner)).toHaveCount(0);

    // Next with the relationship question unanswered.
    await tabTo(page, next);
    await page.keyboard.press('Enter');
    await expectValidation(page, [statusSet]);
    await expect(stepHeading(page)).toHaveText(aboutYou.title);

    // Shift+Tab: Restart, then the options from the last one back to "Yes".
    await tabOnceTo(page, page.getByRole('button', { name: 'Restart' }), { backwards: true });
    const optionCount = status.options?.length ?? 0;
    for (let index = optionCount - 1; index >= 0; index -= 1) {
      await tabOnceTo(page, statusBoxes.nth(index), { backwards: true });
    }
    expect(status.options?.[0]?.value).toBe('yes');
    await page.keyboard.press('Space');
    await expect(statusBoxes.first()).toBeChecked();
    await expect(stepAlert(page)).toHaveCount(0);
    for (let index = 1; index < optionCount; index += 1) await expect(statusBoxes.nth(index)).toBeDisabled();

    // "Yes" enables the optional partner statement (already at the neutral default).
    const partnerSet = fieldsetOf(page, partner);
    await expect(partnerSet).toBeVisible();
    await expect(likertRadio(partnerSet, 0)).toBeChecked();
    answers.set(partner.id, 2);
    await answerLikertGroups(page, [{ group: partnerSet, value: 2 }]);
    await page.keyboard.press('Enter');

    await expectStep(page, everyday.title, 2, total);
    await answerLikertGroups(page, likertPlan(page, def, everyday.id, answers, stronglyAgree));
    await page.keyboard.press('Enter');

    // Step 3: the nested "When a friend is upset…" statements, then two more.
    await expectStep(page, hardTimes.title, 3, total);
    const nested = question(def, 'friend-upset');
    const nestedSet = fieldsetOf(page, nested);
    await expect(nestedSet.getByText(nested.description ?? '', { exact: true })).toBeVisible();
    const subs = nested.schema ?? [];
    await expect(nestedSet.getByRole('group')).toHaveCount(subs.length);
    const nestedPlan = subs.map((sub) => {
      answers.set(`${nested.id}.${sub.id}`, 2);
      const group = nestedSet.getByRole('group', { name: sub.label, exact: true });
      return { group, value: 2 };
    });
    for (const { group } of nestedPlan) await expect(likertRadio(group, 0)).toBeChecked();
    await answerLikertGroups(page, [...nestedPlan, ...likertPlan(page, def, hardTimes.id, answers, stronglyAgree)]);

    // Back to step 2 and forward again: both steps keep their answers.
    await tabOnceTo(page, back);
    await page.keyboard.press('Space');
    await expectStep(page, everyday.title, 2, total);
    await expectLikertAnswers(page, def, everyday.id, answers);
    await tabTo(page, next);
    await page.keyboard.press('Enter');
    await expectStep(page, hardTimes.title, 3, total);
    for (const { group } of nestedPlan) await expect(likertRadio(group, 2)).toBeChecked();
    await expectLikertAnswers(page, def, hardTimes.id, answers);
    await tabTo(page, next);
    await page.keyboard.press('Enter');

    // Step 4: the statements, then submit (Enter in a radio) with the wish list still empty.
    await expectStep(page, receiving.title, 4, total);
    await answerLikertGroups(page, likertPlan(page, def, receiving.id, answers, stronglyAgree));
    const lastRadio = page.locator('input[type="radio"]:focus');
    await page.keyboard.press('Enter');
    const wishlist = question(def, 'receiving-wishlist');
    const wishSet = fieldsetOf(page, wishlist);
    await expectValidation(page, [wishSet]);
    await expect(lastRadio).toHaveCount(1);
    await expect(wishSet.getByText(`Choose up to ${wishlist.attrs?.max}.`, { exact: true })).toBeVisible();

    const wishBoxes = wishSet.getByRole('checkbox');
    for (const index of [0, 1]) {
      await tabOnceTo(page, wishBoxes.nth(index));
      await page.keyboard.press('Space');
      await expect(wishBoxes.nth(index)).toBeChecked();
    }
    await expect(stepAlert(page)).toHaveCount(0);
    for (let index = 2; index < (wishlist.options?.length ?? 0); index += 1) await expect(wishBoxes.nth(index)).toBeDisabled();
    const submit = page.getByRole('button', { name: 'See my result' });
    await tabTo(page, submit);
    await page.keyboard.press('Enter');

    // Result: every scale is Likert only (the wish list is not scored). Strongly agree
    // everywhere: time 4/4 items up → 100 %; help 3 of 4 (one reverse-keyed) → 75 %; words 4 of
    // 5 — the partner statement counts because "Yes" enabled it — → 80 %; details → 100 %.
    const expected: Record<string, ExpectedScale> = {};
    for (const { id } of def.scales) {
      const percentage = likertScalePercentage(def, id, answers);
      expected[id] = { percentage, level: levelFor(percentage, thresholdsOf(def, id)) };
    }
    expect(expected).toEqual({
      time: { percentage: 100, level: 'high' },
      help: { percentage: 75, level: 'high' },
      words: { percentage: 80, level: 'high' },
      details: { percentage: 100, level: 'high' },
    });
    await expectResult(page, def, 'time', expected);
    await expectStoredResult(page, def, expected);

    await tabOnceTo(page, page.getByRole('button', { name: 'Take the test again' }));
    await page.keyboard.press('Space');
    await expectStep(page, aboutYou.title, 1, total);
    expect(await progressValue(page)).toBe(initialProgress);
    expect(await formSnapshot(page)).toEqual(initialForm);
    await expect(fieldsetOf(page, partner), 'the partner statement is disabled again').toHaveCount(0);
    await expect(stepAlert(page)).toHaveCount(0);
  });

  test('work-style-compass: pinned first step, ranking, randomised steps, Back, result and restart', async ({ page }) => {
    const def = loadSeedTest('work-style-compass');
    expect(def.randomizeGroups).toBe(true);
    const total = def.groups.length;
    const pinned = def.groups.filter((group) => group.pinned === true);
    expect(pinned.map((group) => group.id)).toEqual(['about-work']);
    const aboutWork = pinned[0] as SeedTest['groups'][number];
    const answers = new Map<string, number>();
    const stronglyAgree = () => 2;
    const next = page.getByRole('button', { name: 'Next' });
    const back = page.getByRole('button', { name: 'Back' });

    await startWithKeyboard(page, def, 'Enter');
    // The pinned group stays first; the others come in random order.
    await expectStep(page, aboutWork.title, 1, total);
    const initialProgress = await progressValue(page);
    const initialForm = await formSnapshot(page);

    const situation = question(def, 'work-situation');
    const valuesQ = question(def, 'work-values');
    const situationSet = fieldsetOf(page, situation);
    const boxes = situationSet.getByRole('checkbox');
    const ownOrder = (valuesQ.options ?? []).map((option) => option.label);
    expect(initialForm.ranking).toHaveLength(ownOrder.length);
    await expect(rankingLabels(page, valuesQ)).toHaveText(ownOrder);
    await expect(situationSet.getByText(`Choose up to ${situation.attrs?.max}.`, { exact: true })).toBeVisible();

    await tabTo(page, next);
    await page.keyboard.press('Enter');
    // Only the unanswered choice is invalid; the ranking is answered from the start.
    await expectValidation(page, [situationSet]);

    await tabTo(page, boxes.first(), { backwards: true });
    await page.keyboard.press('Space');
    await expect(stepAlert(page)).toHaveCount(0);
    await tabOnceTo(page, boxes.nth(1));
    await page.keyboard.press('Space');
    await expect(boxes.nth(0)).toBeChecked();
    await expect(boxes.nth(1)).toBeChecked();
    for (let index = 2; index < (situation.options?.length ?? 0); index += 1) await expect(boxes.nth(index)).toBeDisabled();

    // Move the first value down: Freedom (the highest-scoring value) comes first.
    const [firstValue, secondValue] = valuesQ.options ?? [];
    if (!firstValue || !secondValue) throw new Error('work-values has options');
    expect([firstValue.value, secondValue.value]).toEqual(['security', 'freedom']);
    const moveDown = page.getByRole('button', { name: `Move ${firstValue.label} down` });
    await tabTo(page, moveDown);
    await page.keyboard.press('Enter');
    const ranked = [secondValue, firstValue, ...(valuesQ.options ?? []).slice(2)];
    await expect(rankingLabels(page, valuesQ)).toHaveText(ranked.map((option) => option.label));
    await expect(moveDown, 'focus stays on the moved item').toBeFocused();
    await tabTo(page, next);
    await page.keyboard.press('Enter');

    // Steps 2–5 in random order: find each step's group by its heading.
    const seen: string[] = [];
    for (let number = 2; number <= total; number += 1) {
      await expect(stepHeading(page)).toBeFocused();
      const title = (await stepHeading(page).textContent()) ?? '';
      const group = groupByTitle(def, title);
      expect(group.pinned).not.toBe(true);
      expect(seen).not.toContain(group.id);
      seen.push(group.id);
      await expectStep(page, title, number, total);
      await expect(page.getByRole('button', { name: number === total ? 'See my result' : 'Next' })).toBeVisible();
      await answerLikertGroups(page, likertPlan(page, def, group.id, answers, stronglyAgree));

      if (number === 3) {
        const previous = groupByTitle(def, def.groups.find((candidate) => candidate.id === seen[0])?.title ?? '');
        await tabOnceTo(page, back);
        await page.keyboard.press('Enter');
        await expectStep(page, previous.title, 2, total);
        await expectLikertAnswers(page, def, previous.id, answers);
        await tabTo(page, next);
        await page.keyboard.press('Enter');
        await expectStep(page, title, 3, total);
        await expectLikertAnswers(page, def, group.id, answers);
        await tabTo(page, page.locator('form input[type="radio"]:checked').last());
      }
      // Enter in the last radio: Next, or "See my result" on the last step.
      await page.keyboard.press('Enter');
    }
    expect([...seen].sort()).toEqual(
      def.groups
        .filter((group) => group.pinned !== true)
        .map((group) => group.id)
        .sort(),
    );

    // Result (thresholds 20/40/60/80). Strongly agree everywhere: structure 2 of 4 items
    // reverse-keyed → 50 % (medium); collaboration and variety 1 of 4 reversed → 75 % (high);
    // autonomy: 2 agreed + 2 reversed Likert items = 8 of 16 points, plus the ranking
    // Σ points × (5 − position)/5 = 4·1 + 0·0.8 + 1·0.6 + 0·0.4 + 2·0.2 = 5 of a best 6.2
    // → 13/22.2 = 58.6 % (medium). Collaboration and variety tie at 75 %: the first one wins.
    const n = ranked.length;
    const weigh = (points: number[]) => points.reduce((sum, value, position) => sum + (value * (n - position)) / n, 0);
    const rankPoints = weigh(ranked.map((option) => option.points ?? 0));
    const bestRank = weigh(ranked.map((option) => option.points ?? 0).sort((a, b) => b - a));
    expect([Math.round(rankPoints * 10) / 10, Math.round(bestRank * 10) / 10]).toEqual([5, 6.2]);
    const autonomyLikert =
      def.scales.find((candidate) => candidate.id === 'autonomy')?.items.filter((item) => item.question !== valuesQ.id) ?? [];
    const likertPoints = autonomyLikert.reduce(
      (sum, item) => sum + (item.reverse ? 2 - (answers.get(item.question) ?? 0) : (answers.get(item.question) ?? 0) + 2),
      0,
    );
    const autonomy = Math.round(((likertPoints + rankPoints) / (autonomyLikert.length * 4 + bestRank)) * 1000) / 10;
    const expected: Record<string, ExpectedScale> = {};
    for (const { id } of def.scales) {
      const percentage = id === 'autonomy' ? autonomy : likertScalePercentage(def, id, answers);
      expected[id] = { percentage, level: levelFor(percentage, thresholdsOf(def, id)) };
    }
    expect(expected).toEqual({
      structure: { percentage: 50, level: 'medium' },
      collaboration: { percentage: 75, level: 'high' },
      autonomy: { percentage: 58.6, level: 'medium' },
      variety: { percentage: 75, level: 'high' },
    });
    await expectResult(page, def, 'collaboration', expected);
    await expectStoredResult(page, def, expected);

    await tabOnceTo(page, page.getByRole('button', { name: 'Take the test again' }));
    await page.keyboard.press('Enter');
    await expectStep(page, aboutWork.title, 1, total);
    expect(await progressValue(page)).toBe(initialProgress);
    expect(await formSnapshot(page)).toEqual(initialForm);
    await expect(rankingLabels(page, valuesQ)).toHaveText(ownOrder);
    await expect(stepAlert(page)).toHaveCount(0);
  });

  test('Restart in the middle of a test clears the answers and returns to step 1', async ({ page }) => {
    const def = loadSeedTest('habits-and-energy');
    const [rhythm, attention] = def.groups;
    if (!rhythm || !attention) throw new Error('habits-and-energy has groups');
    await startWithKeyboard(page, def, 'Enter');
    await expectStep(page, rhythm.title, 1, def.groups.length);
    const initialProgress = await progressValue(page);
    const initialForm = await formSnapshot(page);
    const answers = new Map<string, number>();
    await answerLikertGroups(
      page,
      likertPlan(page, def, rhythm.id, answers, () => 1),
    );
    await page.keyboard.press('Enter');
    await expectStep(page, attention.title, 2, def.groups.length);
    await answerLikertGroups(
      page,
      likertPlan(page, def, attention.id, answers, () => -1),
    );

    await tabTo(page, page.getByRole('button', { name: 'Restart' }));
    await page.keyboard.press('Enter');
    await expectStep(page, rhythm.title, 1, def.groups.length);
    expect(await progressValue(page)).toBe(initialProgress);
    expect(await formSnapshot(page)).toEqual(initialForm);
    expect(await storedResults(page)).toEqual({});
  });

  test('moving an item to the top keeps keyboard focus on that item', async ({ page }) => {
    const def = loadSeedTest('work-style-compass');
    const valuesQ = question(def, 'work-values');
    const second = valuesQ.options?.[1];
    if (!second) throw new Error('work-values has options');
    await startWithKeyboard(page, def, 'Enter');
    const moveUp = page.getByRole('button', { name: `Move ${second.label} up` });
    await tabTo(page, moveUp);
    await page.keyboard.press('Enter');
    await expect(rankingLabels(page, valuesQ).first()).toHaveText(second.label);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('li')?.textContent ?? document.activeElement?.tagName ?? ''))
      .toContain(second.label);
  });
});

test.describe('toolkit test runner, arrow keys', () => {
  test('arrow keys move the choice within one statement only; Tab moves to the next statement', async ({ page }) => {
    const def = loadSeedTest('habits-and-energy');
    const [rhythm] = def.groups;
    if (!rhythm) throw new Error('habits-and-energy has groups');
    await startWithKeyboard(page, def, 'Enter');
    await expectStep(page, rhythm.title, 1, def.groups.length);
    const [firstQ, secondQ] = questionsOf(def, rhythm.id);
    if (!firstQ || !secondQ) throw new Error('two statements');
    const firstSet = fieldsetOf(page, firstQ);
    const secondSet = fieldsetOf(page, secondQ);

    await tabOnceTo(page, likertRadio(firstSet, 0));
    await chooseLikertWithArrows(page, firstSet, -2);
    // Going past the ends stays within the group (Strongly disagree is last: wraps to Strongly agree).
    await page.keyboard.press('ArrowRight');
    await expect(likertRadio(firstSet, 2)).toBeChecked();
    await expect(likertRadio(secondSet, 0)).toBeChecked();
    await tabOnceTo(page, likertRadio(secondSet, 0));
    await tabOnceTo(page, likertRadio(firstSet, 2), { backwards: true });
  });
});

test.describe('toolkit result on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('habits-and-energy: the ranking and the free text in the result, next steps, no overflow, no axe violations', async ({
    page,
  }, testInfo) => {
    const def = loadSeedTest('habits-and-energy');
    await startWithMouse(page, def.slug);
    // The Likert steps keep their neutral defaults; only the last step is answered.
    for (const group of def.groups.slice(1)) {
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(stepHeading(page)).toHaveText(group.title);
    }
    const pick = question(def, 'values-pick');
    const rank = question(def, 'values-rank');
    const note = question(def, 'values-reflection');
    const boxes = fieldsetOf(page, pick).getByRole('checkbox');
    for (const index of [0, 1, 2]) await boxes.nth(index).check();
    const [first, second, third] = (pick.options ?? []).slice(0, 3).map((option) => option.label);
    await page.getByRole('button', { name: `Move ${third} up` }).click();
    await page.getByRole('textbox', { name: `${note.label} (optional)` }).fill('A wind-down alarm at ten.');
    await page.getByRole('button', { name: 'See my result' }).click();

    const result = page.getByRole('region', { name: /^Your strongest area: / });
    await expect(result.getByRole('heading', { level: 3, name: 'Your answers' })).toBeVisible();
    const ranking = result.getByRole('listitem').filter({ hasText: rank.label });
    await expect(ranking.getByRole('list').getByRole('listitem')).toHaveText([first, third, second] as string[]);
    await expect(
      result.getByRole('listitem').filter({ hasText: note.label }).getByText('A wind-down alarm at ten.', { exact: true }),
    ).toBeVisible();
    // The chosen options show once, as the ranking.
    await expect(result.getByRole('listitem').filter({ hasText: pick.label })).toHaveCount(0);

    const next = page.getByRole('navigation', { name: 'Where to go next' });
    await expect(next.getByRole('link', { name: 'Sign in to save it to your account' })).toHaveAttribute('href', '/login');
    const related = def.related ?? [];
    expect(related.length, 'the seed gives habits-and-energy next steps').toBeGreaterThan(0);
    const hrefs = await next
      .getByRole('listitem')
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual(
      related.map((id) =>
        id.startsWith('test-')
          ? testPath(id.slice(5))
          : id.startsWith('theory-')
            ? expect.stringMatching(/^\/theory/)
            : expect.stringMatching(/^\/blog\//),
      ),
    );

    expect(await page.evaluate(findOverflow, 390)).toEqual({ scrollWidth: 390, offenders: [] });
    await expectNoAxeViolations(page, testInfo, 'toolkit result at 390 px');
    // "Take the test again" is still the result's own button.
    await expect(result.getByRole('button', { name: 'Take the test again' })).toBeVisible();
  });
});
