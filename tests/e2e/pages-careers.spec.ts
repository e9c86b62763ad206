import { expect, test, type Page } from '@playwright/test';
import { budget } from './budget';
import { minimalPdf } from '@/lib/domain/minimal-pdf';
import { DEMO_CUSTOMER } from '@/lib/server/db/seed/community';
import { logInAsDemoCustomer, messageIds, seriousA11yViolations, waitForMessage } from './support';

// The shop's own pages and careers (issue 12): reading and searching the FAQ, the contact form, the seller
// application, and the demo customer applying for a job with a PDF and finding it under My applications. Every new
// page passes axe and fits a 360 px screen.

const SHOP_PAGES = ['/aboutus', '/termsconditions', '/privacy-policy', '/refund-policy', '/faq', '/sell-at-ug', '/contact', '/be-a-seller', '/careers'];

type Career = { id: number; title: string };

async function careers(page: Page): Promise<{ open: Career[]; closed: Career[] }> {
  type Listed = Career & { business: unknown };
  type Answer = { data: { careers: Listed[]; recentlyClosed: Listed[] }; meta: { pagination: { totalPages: number } } };
  const res = await page.request.get('/api/V2/careers');
  expect(res.ok()).toBe(true);
  const { data, meta } = (await res.json()) as Answer;
  const open = [...data.careers];
  for (let n = 2; n <= meta.pagination.totalPages; n += 1) open.push(...((await (await page.request.get(`/api/V2/careers?page=${n}`)).json()) as Answer).data.careers);
  // The shop's own postings (businesses' vacancies share the list since issue 14: tests/e2e/businesses.spec.ts).
  return { open: open.filter((c) => c.business === null), closed: data.recentlyClosed.filter((c) => c.business === null) };
}


test('the FAQ answers questions, is searchable and carries FAQPage structured data', async ({ page }) => {
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(jsonLd.some((text) => text.includes('"FAQPage"') && text.includes('Do you make eggless cakes?'))).toBe(true);

  await page.getByText('Can you deliver at midnight?').click();
  await expect(page.getByText(/midnight slot \(11:30 pm to 12:00 am\)/)).toBeVisible();

  await page.getByLabel('Search the answers').fill('eggless trays');
  await expect(page.getByText('1 answer matches your search.')).toBeVisible();
  await expect(page.getByText('Do you make eggless cakes?')).toBeVisible();
  await expect(page.getByText(/baked on separate trays/)).toBeVisible(); // shown open while searching
  await expect(page.getByText('Can you deliver at midnight?')).toHaveCount(0);

  // Any word finds a question, best match first: no question holds "money" or "back", and they still find refunds.
  await page.getByLabel('Search the answers').fill('refund money back');
  const results = page.getByRole('list', { name: 'Answers, best match first' }).getByRole('listitem');
  await expect(results.first().locator('summary')).toContainText('How long does a refund take?');
  await expect(results.filter({ hasText: 'Can I cancel my order?' })).toHaveCount(1);

  await page.getByLabel('Search the answers').fill('helicopter');
  await expect(page.getByText(/No answer matches your search/)).toBeVisible();
});

test('the contact form sends a message and the sender gets an acknowledgement', async ({ page }) => {
  const email = `contact.${Date.now().toString(36)}@example.com`;
  await page.goto('/contact');
  await expect(page.locator('form[data-hydrated]')).toHaveCount(1);
  await expect(page.getByRole('main').getByRole('link', { name: /WhatsApp/ })).toBeVisible();
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Enter your name (2–80 characters).')).toBeVisible();

  await page.getByLabel('Your name').fill('Anjali Rai');
  await page.getByLabel('Email (or phone)').fill(email);
  await page.getByLabel('Subject', { exact: true }).fill('Birthday cake for my father in Dharan');
  await page.getByLabel('Message', { exact: true }).fill('Can you deliver a 2 lb eggless black forest to Dharan on Saturday evening?');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'We received your message' })).toBeVisible();
  await expect(page.getByLabel('Your name')).toHaveValue('');
  await waitForMessage(email, (m) => m.subject.startsWith('We received your message'));
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });

  test('the contact form is filled in for a logged-in customer, and its confirmation is shown where the shopper is looking', async ({ page }) => {
    await logInAsDemoCustomer(page, '/contact');
    await expect(page.locator('form[data-hydrated]')).toHaveCount(1);
    // The session's own customer, as the account answers it.
    const me = ((await (await page.request.get('/api/V2/user-profile')).json()) as { data: { user: { name: string; email: string; phone: string } } }).data.user;
    expect(me.email).toBe(DEMO_CUSTOMER.email);
    await expect(page.getByLabel('Your name')).toHaveValue(me.name);
    await expect(page.getByLabel('Email (or phone)')).toHaveValue(me.email);
    await expect(page.getByLabel('Phone (or email)')).toHaveValue(me.phone);

    await page.getByLabel('Subject', { exact: true }).fill('Eggless cake for Saturday');
    await page.getByLabel('Message', { exact: true }).fill('Can the Black Forest be made eggless for Saturday evening in Lalitpur?');
    const seen = messageIds(DEMO_CUSTOMER.email);
    const send = page.getByRole('button', { name: 'Send message' });
    await send.scrollIntoViewIfNeeded();
    await send.click();
    const confirmation = page.getByRole('status').filter({ hasText: 'We received your message' });
    await expect(confirmation).toBeFocused();
    await expect(confirmation).toBeInViewport({ ratio: 1 });
    // Not hidden under the sticky header either.
    const header = (await page.locator('header').first().boundingBox())!;
    expect((await confirmation.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height);
    await expect(page.getByLabel('Subject', { exact: true })).toHaveValue('');
    await expect(page.getByLabel('Your name')).toHaveValue(me.name);
    await waitForMessage(DEMO_CUSTOMER.email, (m) => m.subject.startsWith('We received your message'), seen);
  });
});

test('a business applies to sell, and a second application for its PAN is answered kindly', async ({ page }) => {
  const pan = String(100_000_000 + Math.floor(Math.random() * 899_999_999));
  const email = `seller.${Date.now().toString(36)}@example.com`;
  const fill = async () => {
    await page.goto('/be-a-seller');
    await expect(page.locator('form[data-hydrated]')).toHaveCount(1);
    await page.getByLabel('Business name').fill('Ilam Orthodox Tea House');
    await page.getByLabel('Owner’s full name').fill('Dawa Lepcha');
    await page.getByLabel('Mobile number').fill('9842012345');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel(/^PAN/).fill(pan);
    await page.getByLabel('Location').fill('Ilam Bazaar, Ilam');
    await page.getByLabel('Tea and coffee').check();
    await page.getByRole('button', { name: 'Send application' }).click();
  };
  await fill();
  await expect(page.getByRole('status').filter({ hasText: /Our seller team will call you within/ })).toBeVisible();
  await waitForMessage(email, (m) => m.subject.startsWith('Your seller application'));
  await fill();
  await expect(page.getByRole('status').filter({ hasText: /already have an application for this PAN/ })).toBeVisible();
});

test('the demo customer applies for a job with a PDF and follows it under My applications', async ({ page }) => {
  test.setTimeout(budget(90_000)); // a login, up to six postings, an upload and an application
  const { open, closed } = await careers(page);
  expect(open).toHaveLength(6);
  expect(closed.length).toBeGreaterThanOrEqual(2);

  // A closed posting says so and offers no form, even to a visitor.
  await page.goto(`/career/${closed[0]!.id}`);
  await expect(page.getByText(/This position closed on/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send application' })).toHaveCount(0);

  await logInAsDemoCustomer(page, '/careers');
  // The first open posting the demo customer has not applied for yet (the spec can be run again on one database).
  let target: Career | null = null;
  for (const career of open) {
    await page.goto(`/career/${career.id}`);
    await expect(page.getByRole('heading', { level: 1, name: career.title })).toBeVisible();
    if (await page.getByRole('button', { name: 'Send application' }).count()) {
      target = career;
      break;
    }
  }
  expect(target, 'an open posting the demo customer has not applied for').not.toBeNull();
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(jsonLd.some((text) => text.includes('"JobPosting"') && text.includes('"validThrough"'))).toBe(true);

  await expect(page.locator('form[data-hydrated]')).toHaveCount(1);
  const cv = Buffer.from(minimalPdf(['Sita Sharma - CV', 'Customer care, 3 years, Kathmandu']));
  await page.getByLabel(/Your CV/).setInputFiles({ name: 'sita-sharma-cv.pdf', mimeType: 'application/pdf', buffer: cv });
  await page.getByLabel('Mobile number').fill(DEMO_CUSTOMER.phone);
  await page.getByLabel(/Expected salary/).fill('32000');
  await page.getByLabel(/Cover note/).fill('I have answered customers in Nepali and English for three years and love cakes.');
  await page.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByText(/You applied on/)).toBeVisible({ timeout: budget(20_000) });
  await expect(page.getByText('Status: Received.')).toBeVisible();

  await page.getByRole('link', { name: 'See my applications' }).click();
  await expect(page).toHaveURL(/\/profile\/applications$/);
  const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: target!.title }) });
  await expect(card).toContainText('Received');
  await expect(card).toContainText('रू 32,000 a month');
  const href = await card.getByRole('link', { name: /Download my CV/ }).getAttribute('href');
  const download = await page.request.get(href!);
  expect(download.status()).toBe(200);
  expect(download.headers()['content-type']).toBe('application/pdf');
  expect(Buffer.from(await download.body()).equals(cv)).toBe(true);
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test('every new page has no serious or critical accessibility violations', async ({ page }) => {
  test.setTimeout(budget(120_000)); // eleven pages, each analysed in full
  const { open, closed } = await careers(page);
  for (const path of [...SHOP_PAGES, `/career/${open[0]!.id}`, `/career/${closed[0]!.id}`]) {
    await page.goto(path);
    expect([path, await seriousA11yViolations(page)]).toEqual([path, []]);
  }
});

test('every new page fits a 360 px screen without sideways scrolling', async ({ page }) => {
  test.setTimeout(budget(90_000));
  await page.setViewportSize({ width: 360, height: 800 });
  const { open } = await careers(page);
  const paths = [...SHOP_PAGES, `/career/${open[0]!.id}`];
  for (const path of paths) {
    await page.goto(path);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect([path, overflow]).toEqual([path, 0]);
  }
  await logInAsDemoCustomer(page, '/profile/applications');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBe(0);
});
