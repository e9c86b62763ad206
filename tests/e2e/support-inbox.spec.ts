import { expect, test } from '@playwright/test';
import { DEMO_CUSTOMER } from '@/lib/server/db/seed/community';
import { DEMO_CANNED_REPLIES } from '@/lib/server/db/seed/support';
import { budget } from './budget';
import { logInAsDemoStaff } from './staff-login';
import { logInAsDemoCustomer, messageIds, seriousA11yViolations, waitForMessage } from './support';

// Support answers a ticket (issue 25): the demo customer asks a question from /profile/tickets/new (the storefront's
// own flow); the demo support member finds it in /admin/support, answers with a canned reply inserted into the reply
// box; the customer sees the answer on their ticket page and the mail in /dev/outbox. axe on the inbox and the ticket.

const canned = DEMO_CANNED_REPLIES.find((reply) => reply.title.startsWith('Photo cake'))!;

test('support answers a customer’s ticket with a canned reply; the customer sees it and the mail', async ({ page, browser }) => {
  test.slow(); // two people, two sign-ins, five pages, axe on two of them
  const stamp = Date.now().toString(36);
  const subject = `Photo cake for Saturday ${stamp}`;
  const mailsBefore = messageIds(DEMO_CUSTOMER.email);

  // The customer asks.
  await logInAsDemoCustomer(page, '/profile/tickets/new');
  const ask = page.getByRole('form', { name: 'Ask a question' });
  await ask.getByLabel('Subject').fill(subject);
  await ask.getByLabel('Your question').fill('Can you print our family photo on a 2 lb eggless cake for Saturday evening?');
  await ask.getByRole('button', { name: 'Send question' }).click();
  await page.waitForURL(/\/profile\/tickets\/\d+$/, { timeout: budget(30_000), waitUntil: 'commit' });
  const ticketId = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(page.getByTestId('ticket-status')).toHaveText('Open');

  // Support finds it among the new tickets, by its number.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await logInAsDemoStaff(staff, 'support', '/admin/support');
  await expect(staff.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
  await expect(staff.getByRole('link', { name: /^New/ })).toHaveAttribute('aria-current', 'page');
  expect(await seriousA11yViolations(staff)).toEqual([]);
  const filters = staff.getByRole('form', { name: 'Filter the tickets' });
  await filters.getByLabel('Search').fill(`#${ticketId}`);
  await filters.getByRole('button', { name: 'Apply' }).click();
  const row = staff.getByTestId('inbox-row').filter({ hasText: subject });
  await expect(row).toHaveCount(1);
  await row.getByRole('link', { name: new RegExp(`#${ticketId}`) }).click();
  await staff.waitForURL(`**/admin/support/${ticketId}`, { timeout: budget(30_000) });
  await expect(staff.getByTestId('inbox-state')).toHaveText('New');
  await expect(staff.getByTestId('inbox-thread')).toContainText('2 lb eggless cake');
  await expect(staff.getByRole('region', { name: 'Recent orders' })).toBeVisible();
  expect(await seriousA11yViolations(staff)).toEqual([]);

  // The canned reply goes into the box, is edited there, and is sent.
  await staff.getByLabel('Canned reply').selectOption({ label: canned.title });
  await staff.getByRole('button', { name: 'Insert into reply' }).click();
  const box = staff.getByLabel('Your reply (sent by mail and SMS)');
  await expect(box).toHaveValue(canned.body);
  await box.fill(`Namaste Sita ji. ${canned.body}`);
  await staff.getByRole('button', { name: 'Send reply' }).click();
  const ours = staff.getByTestId('inbox-thread').locator('[data-author="staff"]');
  await expect(ours).toHaveCount(1, { timeout: budget(15_000) });
  await expect(ours).toContainText('Namaste Sita ji.');
  await expect(staff.getByTestId('inbox-state')).toHaveText('Waiting for the customer');
  await expect(box).toHaveValue('');
  await staffContext.close();

  // The customer reads it on their ticket page…
  await page.goto(`/profile/tickets/${ticketId}`);
  await expect(page.getByTestId('ticket-status')).toHaveText('Waiting for you');
  const answer = page.getByTestId('ticket-messages').locator('[data-author="staff"]');
  await expect(answer).toContainText('Prakash, customer care');
  await expect(answer).toContainText('Namaste Sita ji.');

  // …and in the mail, which /dev/outbox shows.
  const mail = await waitForMessage(DEMO_CUSTOMER.email, (m) => m.channel === 'email' && m.subject.includes(`ticket #${ticketId}`), mailsBefore);
  expect(mail.text).toContain('Namaste Sita ji.');
  await page.goto(`/dev/outbox?to=${encodeURIComponent(DEMO_CUSTOMER.email)}`);
  await expect(page.getByRole('link', { name: mail.subject })).toBeVisible();
});
