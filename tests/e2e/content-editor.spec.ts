import { expect, test, type Browser, type Page } from '@playwright/test';
import { budget } from './budget';
import { logInAsDemoStaff } from './staff-login';
import { seriousA11yViolations } from './support';

// Issue 25: the demo editor (Nisha Rai) publishes a new FAQ answer (on /faq only once published, not while it is a
// draft), then writes a short blog post in the rich-text editor, previews it as readers will see it, publishes it, and
// a visitor reads it on the blog. Every content screen it passes through has no serious or critical axe finding.

const stamp = Date.now().toString(36);

/** A visitor's own browser (no staff cookie): what the shop shows everyone. */
async function asVisitor<T>(browser: Browser, look: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext();
  try {
    return await look(await context.newPage());
  } finally {
    await context.close();
  }
}

async function expectNoSeriousA11y(page: Page, where: string) {
  expect(await seriousA11yViolations(page), where).toEqual([]);
}

test('the editor publishes a FAQ answer and a blog post; visitors see each only once published', async ({ page, browser }) => {
  test.setTimeout(budget(240_000));
  await logInAsDemoStaff(page, 'editor', '/admin/content');
  await expect(page.getByRole('heading', { level: 1, name: 'Shop pages' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Content' }).getByRole('link', { name: 'Banners & offers' })).toBeVisible();
  await expectNoSeriousA11y(page, '/admin/content');

  // A new FAQ answer: a draft first.
  await page.getByRole('navigation', { name: 'Content' }).getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL(/\/admin\/content\/faq$/);
  await expectNoSeriousA11y(page, '/admin/content/faq');
  await page.getByRole('link', { name: 'New answer' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New FAQ answer' })).toBeVisible();
  const question = `Do you deliver to Bhaktapur on Saturdays (${stamp})?`;
  await page.getByLabel('Question', { exact: true }).fill(question);
  await page.getByLabel('Answer', { exact: true }).fill('Yes: every day of the week, **Saturdays too**, from 9 am to 8 pm.');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page).toHaveURL(/\/admin\/content\/faq\/new-[0-9a-f-]+$/, { timeout: budget(15_000) });
  await expect(page.getByRole('region', { name: 'Preview: /faq with this draft' }).getByText(question)).toBeVisible();
  await expectNoSeriousA11y(page, 'FAQ answer editor');

  await asVisitor(browser, async (visitor) => {
    await visitor.goto('/faq');
    await expect(visitor.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
    await expect(visitor.getByText(question)).toHaveCount(0);
  });

  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/content\/faq\/\d+$/, { timeout: budget(15_000) });
  await expect(page.getByRole('status').filter({ hasText: 'Published.' })).toBeVisible();
  await asVisitor(browser, async (visitor) => {
    await visitor.goto('/faq');
    await expect(visitor.getByText(question)).toBeVisible();
  });

  // A blog post written in the rich-text editor.
  const cover = ((await (await page.request.get('/api/V2/blogs')).json()) as { data: { items: Array<{ cover: string }> } }).data.items[0]!.cover;
  await page.goto('/admin/content/blog');
  await expectNoSeriousA11y(page, '/admin/content/blog');
  await page.getByRole('link', { name: 'New post' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New blog post' })).toBeVisible();
  const title = `Lights, sel roti and a cake for Tihar ${stamp}`;
  await page.getByLabel('Title', { exact: true }).fill(title);
  await expect(page.getByLabel('Address', { exact: true })).toHaveValue(`lights-sel-roti-and-a-cake-for-tihar-${stamp}`);
  await page.getByLabel('Excerpt (the card’s text)').fill('How our bakers plan Tihar orders, and why a cake for Bhai Tika should be ordered two days early.');
  await page.getByLabel('Cover picture', { exact: true }).fill(cover);

  const body = page.getByRole('textbox', { name: 'Text', exact: true });
  await expect(body).toBeVisible({ timeout: budget(15_000) }); // TipTap loads on this screen only
  await body.click();
  await page.keyboard.type('Tihar fills the kitchen with marigolds and orders. ');
  await page.getByRole('button', { name: 'Bold: B', exact: true }).click();
  await page.keyboard.type('Order two days early');
  await page.getByRole('button', { name: 'Bold: B', exact: true }).click();
  await page.keyboard.type(' for Bhai Tika, when every brother expects a cake.');
  await expectNoSeriousA11y(page, 'blog post editor');

  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page).toHaveURL(/\/admin\/content\/blog\/new-[0-9a-f-]+$/, { timeout: budget(15_000) });
  const slug = `lights-sel-roti-and-a-cake-for-tihar-${stamp}`;
  await asVisitor(browser, async (visitor) => {
    const response = await visitor.goto(`/blog/${slug}`);
    expect(response?.status()).toBe(404);
  });

  await page.getByRole('link', { name: 'Preview the saved draft as readers will see it' }).click();
  const preview = page.getByRole('region', { name: 'Preview of the post' });
  await expect(preview.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(preview.locator('strong', { hasText: 'Order two days early' })).toBeVisible();
  await expectNoSeriousA11y(page, 'blog post preview');

  await page.getByRole('link', { name: 'Back to the editor' }).click();
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/content\/blog\/\d+$/, { timeout: budget(15_000) });
  await expect(page.getByRole('status').filter({ hasText: 'Published.' })).toBeVisible();

  await asVisitor(browser, async (visitor) => {
    await visitor.goto('/blogs');
    await visitor.getByRole('link', { name: title }).first().click();
    await expect(visitor).toHaveURL(new RegExp(`/blog/${slug}$`));
    await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(visitor.locator('article strong', { hasText: 'Order two days early' })).toBeVisible();
  });
});
