import { expect, test, type Browser, type Page } from '@playwright/test';
import { VALLEY_AND_FLOWER_QUIZZES } from '@/lib/server/db/seed/data/quizzes-valley-flowers';
import { budget } from './budget';
import { createConfirmedUser, exactText, logInAsDemoCustomer, logInWithPassword, type TestUser } from './support';

// Counts a person moves, seen on their next view (issue 29): the pages that show them are cached for everyone (ISR),
// which only the production server does, so these run here. Each page is opened once before the change, so a cached
// copy exists that a reload would otherwise be served. Every test uses its own quiz, entry or business: specs run
// in parallel on one database.

/** A seeded quiz no other spec plays, and the right answer of each of its questions (the seed lists it first). */
const PLAYED = VALLEY_AND_FLOWER_QUIZZES.find((q) => q.slug === 'getting-around-the-valley')!;
const RIGHT = new Map(PLAYED.questions.map(([prompt, answers]) => [prompt, answers[0]!]));
const REACTED = VALLEY_AND_FLOWER_QUIZZES.find((q) => q.slug === 'flowers-in-nepali-life')!;
const VOTING = '/contest/tihar-rangoli-cake-2026';
const BUSINESS = '/business/bhaktapur-phool-ghar';

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
}

async function loggedIn(browser: Browser, user: TestUser, path: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await open(page, path); // as a visitor first: the cached page everyone gets
  await page.goto(`/login?referrer=${encodeURIComponent(path)}`);
  await page.waitForLoadState('networkidle');
  await logInWithPassword(page, user.email, user.password);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await page.waitForLoadState('networkidle');
  return page;
}

/** The figure under a label in the quiz's box ("Plays", "Average score"). */
const figure = (page: Page, label: string) => page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');

/** Answers every question wrong (any answer but the seed's right one) until the score shows. */
async function playAllWrong(page: Page): Promise<void> {
  const result = page.getByTestId('quiz-result');
  for (let i = 0; i <= PLAYED.questions.length; i += 1) {
    const question = page.getByTestId('quiz-question');
    await expect(question.or(result)).toBeVisible();
    if (await result.isVisible()) return;
    const prompt = (await question.getByRole('heading').innerText()).trim();
    const answers = question.getByRole('listitem').getByRole('button');
    const texts = (await answers.allInnerTexts()).map((t) => t.replace(/^[A-F]\s*/, '').trim());
    await answers.nth(texts.findIndex((t) => t !== RIGHT.get(prompt))).click();
    // The next question, or the result after the last one (waiting for the heading to change would sit out the
    // whole expect timeout there: the result replaces the question).
    await expect(result.or(question.getByRole('heading').filter({ hasNotText: exactText(prompt) }))).toBeVisible();
  }
  await expect(result).toBeVisible();
}

test('a guest plays a quiz twice ("Play again" starts at question 1); the plays and average move at once and after a reload, and the board shows once', async ({ page, request }) => {
  test.setTimeout(budget(120_000));
  await open(page, `/quiz/${PLAYED.slug}`);
  const plays = Number(await figure(page, 'Plays').innerText());
  const average = Number((await figure(page, 'Average score').innerText()).replace('%', ''));
  expect(average).toBeGreaterThan(0);

  await page.getByRole('button', { name: /^Start/ }).click();
  await playAllWrong(page);
  await expect(page.getByTestId('quiz-score')).toHaveText(`0/${PLAYED.questions.length}`);
  // The result and the page agree: this play is counted where the figures are, and there is one leaderboard.
  await expect(figure(page, 'Plays')).toHaveText(String(plays + 1));
  await expect(page.getByTestId('leaderboard')).toHaveCount(1);

  // Play again: a new play, at its first question.
  await page.getByRole('button', { name: 'Play again' }).click();
  await expect(page.getByText(`Question 1 of ${PLAYED.questions.length}`)).toBeVisible();
  await expect(page.getByTestId('quiz-question').getByRole('heading')).toBeFocused();
  await playAllWrong(page);

  // The next view, a reload of the cached page, has both plays and the average they brought down.
  await page.reload();
  await page.waitForLoadState('networkidle');
  const now = (await (await request.get(`/api/V2/quiz/${PLAYED.slug}`)).json()).data.itemDetails as { plays: number; averageScore: number };
  expect(now.plays).toBe(plays + 2);
  expect(now.averageScore).toBeLessThan(average);
  await expect(figure(page, 'Plays')).toHaveText(String(plays + 2));
  await expect(figure(page, 'Average score')).toHaveText(`${now.averageScore}%`);
});

test('a reaction to a quiz is still there, counted, after a reload', async ({ browser, request }) => {
  test.setTimeout(budget(90_000));
  const page = await loggedIn(browser, await createConfirmedUser(request), `/quiz/${REACTED.slug}`);
  const like = page.getByRole('group', { name: 'Reactions to this quiz' }).getByRole('button', { name: /^Like/ });
  const count = async () => Number(await like.getByTestId('reaction-count').innerText());
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  const before = await count();
  // The bar shows the tap at once; the server's answer follows (a reload before it would cancel the reaction).
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/V2/reactions/add') && r.ok());
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await saved;
  await expect(like.getByTestId('reaction-count')).toHaveText(String(before + 1));

  await page.reload();
  await page.waitForLoadState('networkidle');
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(like.getByTestId('reaction-count')).toHaveText(String(before + 1));
});

test('a vote shows on the contest page, the entry page and the entrant’s page on the voter’s next view', async ({ page }) => {
  test.setTimeout(budget(120_000));
  await logInAsDemoCustomer(page, VOTING);
  await page.waitForLoadState('networkidle');
  // An entry near the end of the first page (the contest spec votes for the sixth), not the demo customer's own.
  const votable = page.getByTestId('contestant').filter({ has: page.getByRole('button', { name: /^Vote for/ }) });
  const chosen = votable.nth(18);
  const titleLink = chosen.getByRole('heading').getByRole('link');
  const title = (await titleLink.innerText()).trim();
  const named = new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const entryUrl = (await titleLink.getAttribute('href'))!;
  const entrantUrl = (await chosen.getByRole('link', { name: /./ }).last().getAttribute('href'))!;
  expect(entrantUrl).toMatch(/^\/user\//);
  const tile = page.getByTestId('contestant').filter({ has: page.locator(`a[href="${entryUrl}"]`) });
  const votes = async () => Number((await tile.getByTestId('vote-count').getAttribute('title'))?.replace(/\D/g, ''));
  const before = await votes();

  // The entry's page and the entrant's page, as they are before the vote (cached that way for everyone).
  await open(page, entryUrl);
  await expect(page.getByTestId('vote-count')).toHaveAttribute('title', `${before} votes`);
  await open(page, entrantUrl);
  await expect(page.getByRole('link', { name: named })).toContainText(`${before} votes`);

  await open(page, VOTING);
  await tile.getByRole('button', { name: /^Vote for/ }).click();
  await expect(tile.getByRole('button', { name: /^Voted for/ })).toBeVisible();
  await expect.poll(votes).toBe(before + 1);

  await page.reload();
  await page.waitForLoadState('networkidle');
  await expect(tile.getByTestId('vote-count')).toHaveAttribute('title', `${before + 1} votes`);
  await open(page, entryUrl);
  await expect(page.getByTestId('vote-count')).toHaveAttribute('title', `${before + 1} votes`);
  await open(page, entrantUrl);
  await expect(page.getByRole('link', { name: named })).toContainText(`${before + 1} votes`);
});

test('following a business shows in its follower count after a reload', async ({ browser, request }) => {
  test.setTimeout(budget(90_000));
  const page = await loggedIn(browser, await createConfirmedUser(request), BUSINESS);
  const followers = page.getByTestId('business-followers');
  const before = Number(await followers.innerText());
  await page.getByTestId('business-follow').click();
  await expect(page.getByTestId('business-follow')).toHaveAttribute('aria-pressed', 'true');
  await expect(followers).toHaveText(String(before + 1));

  await page.reload();
  await page.waitForLoadState('networkidle');
  await expect(page.getByTestId('business-follow')).toHaveAttribute('aria-pressed', 'true');
  await expect(followers).toHaveText(String(before + 1));
});

test('the quiz stats table scrolls sideways inside its box at 360 px, with a shadow on the side where columns wait', async ({ page }) => {
  test.setTimeout(budget(60_000));
  await page.setViewportSize({ width: 360, height: 780 });
  await logInAsDemoCustomer(page, '/profile/quizzes/stats/cakes-from-around-the-world');
  await page.waitForLoadState('networkidle');
  // The box that scrolls, inside the section of the same name.
  const section = page.getByRole('region', { name: 'Right answers by question' });
  const table = section.getByRole('region', { name: 'Right answers by question' });
  await expect(table.getByRole('columnheader', { name: 'Question' })).toBeVisible();
  // The page itself does not scroll sideways; the table does, inside its box.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  expect(await table.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeGreaterThan(0);
  const box = table.locator('..');
  await expect(box.getByTestId('scroll-cue-after')).toBeVisible();
  await expect(box.getByTestId('scroll-cue-before')).toHaveCount(0);
  const last = table.getByRole('columnheader', { name: 'Right', exact: true });
  const inView = async () => {
    const [cell, frame] = await Promise.all([last.boundingBox(), table.boundingBox()]);
    return Boolean(cell && frame && cell.x >= frame.x && cell.x + cell.width <= frame.x + frame.width + 1);
  };
  expect(await inView()).toBe(false);

  // A swipe (the wheel, sideways) to the end: the last column is whole, the shadow moves to the other side.
  await table.hover();
  await expect(async () => {
    await page.mouse.wheel(400, 0);
    expect(await inView()).toBe(true);
  }).toPass({ timeout: budget(10_000) });
  await expect(box.getByTestId('scroll-cue-after')).toHaveCount(0);
  await expect(box.getByTestId('scroll-cue-before')).toBeVisible();
});
