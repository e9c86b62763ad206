import { expect, test, type Page } from '@playwright/test';
import { budget } from './budget';
import { createConfirmedUser, logInWithPassword, seriousA11yViolations, waitForMessage } from './support';

// The blog as a reader meets it: from the list to a post, logging in from the conversation, a comment that mentions
// someone (who is told by mail), a reaction whose count moves, the feed, accessibility and phones.

// The demo customer anyone can log in as (README "Run it"; lib/server/db/seed/community.ts).
const DEMO = { email: 'demo@upahar-ghar.test', password: 'Momo-Cake-2026' };

/** Opens a page and waits until it is interactive (a link clicked while React is still hydrating may be lost). */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
}

async function noSideScroll(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

test('a reader opens a post from /blogs, logs in, comments with a mention and reacts', async ({ page, request }) => {
  const friend = await createConfirmedUser(request);

  await open(page, '/blogs');
  await expect(page.getByRole('heading', { level: 1, name: 'The Upahar Ghar blog' })).toBeVisible();
  const first = page.getByRole('list', { name: 'Posts' }).getByTestId('blog-card').first();
  const title = (await first.getByRole('heading').innerText()).trim();
  await expect(async () => {
    if (!/\/blog\//.test(page.url())) await first.getByRole('link').first().click({ timeout: 2000 });
    await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+$/, { timeout: 3000 });
  }).toPass({ timeout: budget(30_000) });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  const path = new URL(page.url()).pathname;
  await page.waitForLoadState('networkidle');

  // What search engines and link previews read.
  const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).join(' ');
  expect(jsonLd).toContain('"BlogPosting"');
  expect(jsonLd).toContain('"BreadcrumbList"');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path}$`));
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /opengraph-image/);

  // A visitor is asked to log in, and comes back to the post.
  const comments = page.getByTestId('comments');
  await expect(async () => {
    if (!/\/login/.test(page.url())) await comments.getByRole('link', { name: 'Log in' }).click({ timeout: 2000 });
    await expect(page).toHaveURL(/\/login\?referrer=/, { timeout: 3000 });
  }).toPass({ timeout: budget(30_000) });
  await page.waitForLoadState('networkidle');
  await logInWithPassword(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await page.waitForLoadState('networkidle');

  // A comment with a mention picked from the suggestions.
  const before = Number((await comments.getByTestId('comment-count').innerText()).replace(/\D/g, ''));
  const box = comments.getByLabel('Add a comment');
  await box.click();
  // The whole username: other tests make people with the same first letters ("asha_…"), and the picker lists 8.
  await box.pressSequentially(`Thank you, this helped. @${friend.username}`);
  await comments.getByRole('button', { name: new RegExp(`@${friend.username}`) }).click();
  await box.pressSequentially('look at the table for your sister’s party.');
  await comments.getByRole('button', { name: 'Post comment' }).click();
  const mine = comments.getByTestId('comment').filter({ hasText: 'Thank you, this helped.' }).first();
  await expect(mine).toBeVisible();
  await expect(mine.locator(`[data-mention="${friend.username.toLowerCase()}"]`)).toHaveText(`@${friend.username}`);
  await expect(comments.getByTestId('comment-count')).toHaveText(`(${before + 1})`);
  const mail = await waitForMessage(friend.email, (m) => m.subject.includes('mentioned you'));
  expect(mail.links.some((l) => l.includes(`${path}#comment-`))).toBe(true);

  // A reaction on the post: the count moves by one and the button says it is pressed.
  const reactions = page.getByRole('group', { name: 'Reactions to this post' });
  const button = reactions.locator('button[aria-pressed="false"]').first();
  const kind = await button.getAttribute('data-kind');
  const target = reactions.locator(`button[data-kind="${kind}"]`);
  const count = Number(await target.getByTestId('reaction-count').innerText());
  // The bar shows the tap at once; wait for the server's answer, as a reload before it cancels the call.
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/V2/reactions/add') && r.ok());
  await target.click();
  await expect(target).toHaveAttribute('aria-pressed', 'true');
  await saved;
  await expect(target.getByTestId('reaction-count')).toHaveText(String(count + 1));
  // It holds after a reload (the server counted it once).
  await page.reload();
  await expect(page.getByRole('group', { name: 'Reactions to this post' }).locator(`button[data-kind="${kind}"]`)).toHaveAttribute('aria-pressed', 'true');
});

test('a visitor reacting is told to log in', async ({ page }) => {
  await open(page, '/blog/how-many-pounds-of-cake-for-your-guests');
  // Pressed again until the page has hydrated and answers (a press before that does nothing, as on a slow phone).
  await expect(async () => {
    await page.getByRole('group', { name: 'Reactions to this post' }).locator('button').first().click();
    await expect(page.getByText('User is not authenticated')).toBeVisible({ timeout: 1000 });
  }).toPass();
});

test('the blog and category feeds are valid RSS with items, linked from the pages', async ({ page, request }) => {
  await page.goto('/blogs');
  const href = await page.locator('link[rel="alternate"][type="application/rss+xml"]').getAttribute('href');
  expect(href).toMatch(/\/blogs\/rss\.xml$/);
  for (const feed of ['/blogs/rss.xml', '/blogs/category/festivals/rss.xml']) {
    const response = await request.get(feed);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/rss+xml');
    const xml = await response.text();
    const parsed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      return {
        error: doc.getElementsByTagName('parsererror').length,
        items: doc.getElementsByTagName('item').length,
        link: doc.querySelector('item > link')?.textContent ?? '',
      };
    }, xml);
    expect(parsed.error).toBe(0);
    expect(parsed.items).toBeGreaterThan(0);
    expect(parsed.link).toMatch(/\/blog\/[a-z0-9-]+$/);
  }
});

test('/blogs, a category and a post have no serious accessibility violations and fit 360 px', async ({ page }) => {
  for (const path of ['/blogs', '/blogs/category/festivals', '/blog/how-many-pounds-of-cake-for-your-guests']) {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(path);
    expect(await seriousA11yViolations(page), path).toEqual([]);
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(path);
    expect(await noSideScroll(page), path).toBeLessThanOrEqual(0);
  }
});

test('the header’s Blog link leads to /blogs', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await open(page, '/');
  const link = page.getByRole('navigation').getByRole('link', { name: 'Blog', exact: true }).first();
  await expect(link).toHaveAttribute('href', '/blogs');
  await link.click();
  await expect(page).toHaveURL(/\/blogs$/, { timeout: budget(30_000) });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
