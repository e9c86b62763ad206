import { expect, test, type Page } from '@playwright/test';
import { budget } from './budget';
import { FESTIVAL_AND_BAKING_QUIZZES } from '@/lib/server/db/seed/data/quizzes-festivals-baking';
import { createConfirmedUser, exactText, logInWithPassword } from './support';

// Quizzes as a player and as a maker meet them: a guest plays a demo quiz to its score (and the page never held the
// right answers), and a customer writes a quiz, publishes it, plays it and finds the play in its stats.

const TIHAR = FESTIVAL_AND_BAKING_QUIZZES.find((q) => q.slug === 'tihar-festival-of-lights')!;

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
}

/** Answers every question shown (the first answer, or the one `pick` names) until the score appears. */
async function playToScore(page: Page, pick: (prompt: string, answers: string[]) => number = () => 0): Promise<string> {
  await page.getByRole('button', { name: /^Start/ }).click();
  const result = page.getByTestId('quiz-result');
  for (let i = 0; i < 30; i += 1) {
    const question = page.getByTestId('quiz-question');
    await expect(question.or(result)).toBeVisible();
    if (await result.isVisible()) break;
    const prompt = (await question.getByRole('heading').innerText()).trim();
    const answers = question.getByRole('listitem').getByRole('button');
    const texts = (await answers.allInnerTexts()).map((t) => t.replace(/^[A-F]\s*/, '').trim());
    await answers.nth(pick(prompt, texts)).click();
    // The next question, or the result after the last one (waiting for the heading to change would sit out the
    // whole expect timeout there: the result replaces the question).
    await expect(result.or(question.getByRole('heading').filter({ hasNotText: exactText(prompt) }))).toBeVisible();
  }
  await expect(result).toBeVisible();
  return (await page.getByTestId('quiz-score').innerText()).trim();
}

test('a guest plays a quiz to its score; the page never held the right answers', async ({ page, request }) => {
  test.setTimeout(budget(90_000));
  // The quiz page as a crawler or a cheat gets it: no answer texts, no answer key.
  const html = await (await request.get(`/quiz/${TIHAR.slug}`)).text();
  const rights = TIHAR.questions.map(([, answers]) => answers[0]!).filter((a) => a.split(' ').length > 1 || a.length > 6);
  for (const right of rights) expect(html).not.toContain(right);
  expect(html).not.toMatch(/isCorrect|rightAnswer/);

  await open(page, '/quiz');
  await expect(page.getByRole('heading', { level: 1, name: 'Quizzes' })).toBeVisible();
  await expect(async () => {
    if (!page.url().includes(TIHAR.slug)) await page.getByRole('link', { name: TIHAR.title }).first().click({ timeout: 2000 });
    await expect(page).toHaveURL(new RegExp(`/quiz/${TIHAR.slug}$`), { timeout: 3000 });
  }).toPass({ timeout: budget(30_000) });
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(TIHAR.title);

  // Every right answer, as the seed wrote it, picked by the question's text.
  const byPrompt = new Map(TIHAR.questions.map(([prompt, answers]) => [prompt, answers[0]!]));
  const score = await playToScore(page, (prompt, answers) => Math.max(0, answers.indexOf(byPrompt.get(prompt) ?? '')));
  expect(score).toBe(`${TIHAR.questions.length}/${TIHAR.questions.length}`);
  await expect(page.getByTestId('result-question')).toHaveCount(TIHAR.questions.length);
  await expect(page.getByText('Guests are scored but not ranked.')).toBeVisible();
  // One leaderboard: the page's own, beside the result (the result says the place and points to it).
  await expect(page.getByTestId('leaderboard')).toHaveCount(1);
  await expect(page.getByRole('complementary', { name: 'Leaderboard' }).getByTestId('leaderboard')).toBeVisible();
});

test('a customer makes a quiz, publishes it, plays it and sees the play in its stats', async ({ page, request }) => {
  test.setTimeout(budget(120_000));
  const user = await createConfirmedUser(request);
  const title = `Momo quiz ${Date.now().toString(36)}`;
  await open(page, '/login?referrer=/profile/quizzes/addnew');
  await logInWithPassword(page, user.email, user.password);
  await expect(page).toHaveURL(/\/profile\/quizzes\/addnew$/);
  await page.waitForLoadState('networkidle');

  await page.getByLabel('Title', { exact: true }).fill(title);
  const slug = title.toLowerCase().replace(/ /g, '-');
  await expect(page.getByText(`Your quiz will be at /quiz/${slug}`)).toBeVisible();
  const question = page.getByTestId('question-editor').first();
  await question.getByLabel('Question', { exact: true }).fill('Which dumpling is steamed and filled with chaku?');
  await question.getByLabel('Answer 1', { exact: true }).fill('Yomari');
  await question.getByLabel('Answer 2', { exact: true }).fill('Sel roti');
  await question.getByLabel('Answer 3', { exact: true }).fill('Bara');
  await question.getByLabel('Time to answer').selectOption('15');
  await page.getByRole('button', { name: 'Publish' }).click();

  // Live at once in the demo shop: the editor goes to the quiz's stats, with no plays yet.
  await expect(page).toHaveURL(new RegExp(`/profile/quizzes/stats/${slug}$`));
  await expect(page.getByTestId('stat-plays')).toHaveText('0');

  await open(page, `/quiz/${slug}`);
  expect(await playToScore(page, (_, answers) => answers.indexOf('Yomari'))).toBe('1/1');
  await expect(page.getByText(/You are number 1 on the leaderboard/)).toBeVisible();

  await open(page, `/profile/quizzes/stats/${slug}`);
  await expect(page.getByTestId('stat-plays')).toHaveText('1');
  await expect(page.getByTestId('stat-completions')).toHaveText('1');
  await expect(page.getByTestId('stat-average-score')).toHaveText('100%');
  await expect(page.getByRole('row', { name: /Which dumpling/ })).toContainText('100%');
  const csv = await page.request.get(await page.getByRole('link', { name: 'Download CSV' }).getAttribute('href') ?? ''); // as the logged-in browser downloads it
  expect(csv.status()).toBe(200);
  expect(await csv.text()).toContain('Plays,1');

  await open(page, '/profile/quizzes');
  await expect(page.getByTestId('my-quizzes')).toContainText(title);
  await expect(page.getByTestId('my-quizzes')).toContainText('Live');
});
