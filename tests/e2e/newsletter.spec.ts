import { expect, test } from '@playwright/test';

test.describe('footer newsletter', () => {
  test('a bad address shows "Invalid email format" without calling the server', async ({ page }) => {
    await page.goto('/');
    const form = page.getByRole('form', { name: /newsletter/i });
    let called = false;
    page.on('request', (request) => {
      if (request.url().includes('/newsletter')) called = true;
    });
    await form.getByLabel(/email/i).fill('not-an-email');
    await form.getByRole('button', { name: /subscribe/i }).click();
    await expect(form.getByText('Invalid email format')).toBeVisible();
    expect(called).toBe(false);
  });

  test('a good address shows the server message and clears the field', async ({ page }) => {
    await page.goto('/');
    const form = page.getByRole('form', { name: /newsletter/i });
    const email = form.getByLabel(/email/i);
    await email.fill(`e2e-${Date.now()}-${test.info().workerIndex}@example.com`);
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().includes('/api/V2/newsletter') && r.request().method() === 'POST'),
      form.getByRole('button', { name: /subscribe/i }).click(),
    ]);
    expect(response.status()).toBe(200);
    const message = ((await response.json()) as { data: { message: string } }).data.message;
    expect(message.length).toBeGreaterThan(0);
    await expect(form.getByText(message)).toBeVisible();
    await expect(email).toHaveValue('');
  });
});
