import { expect, test } from '@playwright/test';
import { budget } from './budget';
import { logInAsDemoStaff } from './staff-login';
import { seriousA11yViolations, waitForMessage } from './support';

// Issue 25's application queue and audit trail, in a browser: a seller applies from the shop; the demo support member
// opens the seller queue, opens the application and rejects it with a reason (the applicant gets the mail with that
// reason); then the demo owner opens the audit trail, filters it to seller applications, and opens the entry to read
// the state before and after. axe on the queue, the application's page and the trail.

test('support rejects a seller application with a reason; the owner finds it in the audit trail and opens it', async ({ browser, baseURL }) => {
  test.setTimeout(budget(180_000));
  const origin = new URL(baseURL ?? 'http://localhost:3000').origin;
  const unique = `${Date.now()}`.slice(-6);
  const businessName = `Bungamati Woodcraft ${unique}`;
  const email = `woodcraft.${unique}@example.com`;
  const reason = `We do not list furniture yet; please apply again when we open home goods (${unique}).`;

  // The applicant: /be-a-seller posts here (a fresh PAN each run).
  const supportContext = await browser.newContext();
  const support = await supportContext.newPage();
  const applied = await support.request.post('/api/V2/sell-at-ug', {
    data: { businessName, ownerName: 'Ram Shilpakar', phone: `9841${unique}`, email, pan: `7${unique}55`.slice(0, 9), location: 'Bungamati, Lalitpur', categories: ['handicrafts'] },
    headers: { origin },
  });
  expect(applied.status(), await applied.text()).toBe(201);
  const applicationId = ((await applied.json()) as { data: { id: number } }).data.id;

  // Support: the seller queue (waiting ones, oldest first), the application, Reject with a reason.
  await logInAsDemoStaff(support, 'support', '/admin/applications/sellers');
  await expect(support.getByRole('heading', { name: 'Applications', level: 1 })).toBeVisible();
  await expect(support.getByRole('link', { name: /Sellers/ })).toHaveAttribute('aria-current', 'page');
  expect(await seriousA11yViolations(support), 'seller queue').toEqual([]);
  await support.goto(`/admin/applications/sellers/${applicationId}`);
  await expect(support.getByRole('heading', { name: businessName, level: 1 })).toBeVisible();
  expect(await seriousA11yViolations(support), 'application page').toEqual([]);
  await support.getByLabel(/^Reason/).fill(reason);
  await support.getByRole('button', { name: 'Reject' }).click();
  await expect(support.getByText(`“${reason}”`)).toBeVisible({ timeout: budget(15_000) });
  await expect(support.getByRole('button', { name: 'Reject' })).toHaveCount(0);
  const mail = await waitForMessage(email, (m) => m.subject.startsWith('Your seller application'));
  expect(mail.text).toContain(reason);
  await supportContext.close();

  // The owner: the audit trail, filtered to seller applications; the entry opens to its fields before and after.
  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await logInAsDemoStaff(owner, 'owner', '/admin/audit');
  await expect(owner.getByRole('heading', { name: 'Audit trail', level: 1 })).toBeVisible();
  await owner.getByLabel('Kind of thing').selectOption('seller_application');
  await owner.getByRole('button', { name: 'Apply' }).click();
  await expect(owner).toHaveURL(/entity=seller_application/);
  const entry = owner.locator('details').filter({ hasText: businessName }).first();
  await expect(entry).toContainText('seller_application.reject');
  await expect(entry).toContainText('Prakash Adhikari');
  await entry.locator('summary').click();
  const fields = entry.getByRole('table', { name: /before and after/ });
  await expect(fields.getByRole('row', { name: /status/ })).toContainText('pending');
  await expect(fields.getByRole('row', { name: /status/ })).toContainText('rejected');
  await expect(fields.getByRole('row', { name: /reviewNote/ })).toContainText(reason);
  expect(await seriousA11yViolations(owner), 'audit trail, an entry open').toEqual([]);
  await ownerContext.close();
});
