import { expect, test, type Page } from '@playwright/test';
import { budget } from './budget';
import { logInAsDemoStaff, logInByApi } from './staff-login';
import { createConfirmedUser, logInAsDemoCustomer, seriousA11yViolations } from './support';

// Moderation (issue 25), the journey that needs a browser: a customer reports a comment on a blog post; a member of
// support hides it from the reports queue with a reason; the comment is gone from the post and the post's comment
// count is one lower, for the reader and for a visitor. And the moderation screen passes axe.

const countOn = async (page: Page): Promise<number> => Number((await page.getByTestId('comments').getByTestId('comment-count').innerText()).replace(/\D/g, ''));

test('a reported comment hidden from the reports queue leaves the post and its count', async ({ page, browser, request }) => {
  test.slow();
  // A post other than the first on /blogs (the blog spec comments on that one).
  await page.goto('/blogs');
  const cards = page.getByRole('list', { name: 'Posts' }).getByTestId('blog-card');
  const postPath = new URL(await cards.last().getByRole('link').first().getAttribute('href') ?? '/', page.url()).pathname;
  const origin = new URL(page.url()).origin;

  // Someone writes a comment (published at once: the demo publishes first and checks after).
  const writer = await createConfirmedUser(request);
  const writerContext = await browser.newContext();
  const writerPage = await writerContext.newPage();
  await writerPage.goto('/');
  await logInByApi(writerPage, writer.email, writer.password);
  const postId = ((await (await writerPage.request.get(`/api/V2/blog/${postPath.split('/').pop()}`)).json()) as { data: { item: { id: number } } }).data.item.id;
  const text = `Cheap followers at spam-site dot com ${Date.now().toString(36)}`;
  const sent = await writerPage.request.post('/api/V2/comments/add', { data: { targetType: 'blog_post', targetId: postId, body: text }, headers: { origin } });
  expect(sent.status(), await sent.text()).toBe(201);
  await writerContext.close();

  // A customer reads the post (logged in: the conversation is read fresh) and reports the comment.
  await logInAsDemoCustomer(page, postPath);
  const comments = page.getByTestId('comments');
  const comment = comments.getByTestId('comment').filter({ hasText: text });
  await expect(comment).toBeVisible({ timeout: budget(15_000) });
  const before = await countOn(page);
  await comment.getByRole('button', { name: 'Report', exact: true }).click();
  await comment.getByLabel('What is wrong with it?').selectOption('spam');
  await comment.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByText(/Our team will look at it/)).toBeVisible();

  // Support opens the reports queue: one row for the comment, with its text and the report; hides it with a reason.
  const staffContext = await browser.newContext();
  const staffPage = await staffContext.newPage();
  await logInAsDemoStaff(staffPage, 'support', '/admin/moderation?tab=reports');
  await expect(staffPage.getByRole('heading', { level: 1, name: 'Moderation' })).toBeVisible();
  expect(await seriousA11yViolations(staffPage)).toEqual([]);
  const row = staffPage.getByTestId('report-group').filter({ hasText: text });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Spam or advertising');
  await row.getByRole('button', { name: /^Hide…/ }).click();
  await row.getByLabel('Reason the author will see').fill('Advertising is not allowed in comments');
  await row.getByRole('button', { name: 'Hide', exact: true }).click();
  await expect(row).toHaveCount(0, { timeout: budget(10_000) });

  // The other tabs of the screen pass axe too (a queue and the settings).
  for (const tab of ['comment', 'settings']) {
    await staffPage.goto(`/admin/moderation?tab=${tab}`);
    await expect(staffPage.getByRole('heading', { level: 2 }).first()).toBeVisible();
    expect({ tab, violations: await seriousA11yViolations(staffPage) }).toEqual({ tab, violations: [] });
  }
  await staffContext.close();

  // The reader's page: the comment is gone and the count is one lower.
  await page.reload();
  await expect(comments.getByTestId('comment').filter({ hasText: text })).toHaveCount(0, { timeout: budget(15_000) });
  await expect.poll(() => countOn(page), { timeout: budget(15_000) }).toBe(before - 1);

  // A visitor's page (the server-rendered post, rendered again after the hide) says the same.
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await expect(async () => {
    await visitorPage.goto(postPath);
    await expect(visitorPage.getByTestId('comments').getByTestId('comment').filter({ hasText: text })).toHaveCount(0, { timeout: 2000 });
    expect(await countOn(visitorPage)).toBe(before - 1);
  }).toPass({ timeout: budget(30_000) });
  await visitor.close();
});
