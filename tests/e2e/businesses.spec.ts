import { expect, test, type Page } from '@playwright/test';
import { budget } from './budget';
import { minimalPdf } from '@/lib/domain/minimal-pdf';
import { addDaysToKey } from '@/lib/domain/delivery/schedule';
import { kathmanduDateKey } from '@/lib/domain/kathmandu-time';
import { createConfirmedUser, logInWithPassword, newTestUser, type TestUser } from './support';

// Issue 14, the business half, as people do it: register as an influencer and get a code; create a business (verified
// at once: the e2e shop is a demo shop) and a vacancy; another person applies with a CV from /careers; the owner
// reads the application, shortlists it, and the applicant sees "Shortlisted" on /profile/applications; then follows the
// business from its page and finds its vacancy under "From businesses you follow" on /profile.

async function logIn(page: Page, user: TestUser, referrer: string) {
  await page.goto(`/login?referrer=${encodeURIComponent(referrer)}`);
  await logInWithPassword(page, user.username, user.password);
  await expect(page).toHaveURL(new RegExp(`${referrer.replace(/[/]/g, '\\/')}$`));
}

test('register as an influencer and get a personal code', async ({ page, request }) => {
  const user = await createConfirmedUser(request, newTestUser());
  await logIn(page, user, '/profile/promotion');
  await expect(page.locator('form[data-hydrated]')).toHaveCount(1);
  await page.getByLabel('Instagram handle').fill('@asha.bakes.ktm');
  await page.getByLabel('Instagram followers').fill('12500');
  await page.getByLabel('What you post about').selectOption('cakes-and-baking');
  await page.getByLabel('City').fill('Lalitpur');
  await page.getByLabel(/Your pitch/).fill('I bake on camera every Saturday in Patan, and my followers ask where to order when they cannot bake.');
  await page.getByRole('button', { name: 'Send my application' }).click();
  await expect(page.getByText('Approved', { exact: true })).toBeVisible({ timeout: budget(20_000) });
  await expect(page.getByTestId('influencer-code')).toHaveText(/^ASHA[A-Z0-9]*10$/);
  await expect(page.getByTestId('influencer-orders')).toHaveText('0');
  await expect(page.getByTestId('influencer-revenue')).toHaveText('रू 0');
});

test('a business posts a vacancy, someone applies with a CV, the owner shortlists and the applicant sees it', async ({ page, browser, request }) => {
  test.slow();
  const owner = await createConfirmedUser(request, { ...newTestUser(), name: 'Ramesh Maharjan' });
  const applicant = await createConfirmedUser(request, { ...newTestUser(), name: 'Sabina Gurung' });
  const tag = Date.now().toString(36).slice(-5);
  const businessName = `Kirtipur Cake House ${tag}`;
  const title = `Weekend cake decorator ${tag}`;

  // The owner registers the business (demo mode verifies it at once)…
  await logIn(page, owner, '/profile/add-business');
  await expect(page.locator('form[data-hydrated]')).toHaveCount(1);
  await page.getByLabel('Business name').fill(businessName);
  await page.getByLabel('Kind of business').selectOption('bakery');
  await page.getByLabel(/^PAN/).fill(String(100_000_000 + Math.floor(Math.random() * 899_999_999)));
  await page.getByLabel('Business phone').fill('01-4330123');
  await page.getByLabel('Street address').fill('Naya Bazaar, opposite the Tribhuvan University gate');
  await page.getByLabel('City or town').fill('Kirtipur');
  await page.getByTestId('pin-picker').click({ position: { x: 60, y: 110 } });
  await expect(page.getByLabel('Latitude')).not.toHaveValue('27.7056');
  await page.getByLabel(/About the business/).fill('A neighbourhood bakery in Kirtipur baking birthday cakes, milk bread and cookies since 2019.');
  await page.getByRole('button', { name: 'Add the business' }).click();
  await expect(page).toHaveURL(/\/profile\/businesses$/, { timeout: budget(20_000) });
  const row = page.getByRole('listitem').filter({ hasText: businessName });
  await expect(row).toContainText('Verified');

  // …and posts a vacancy, which is open at once.
  await page.goto('/profile/vacancy');
  await expect(page.locator('form[data-hydrated]')).toHaveCount(1);
  await page.getByLabel('Job title').fill(title);
  await page.getByRole('textbox', { name: 'Location' }).fill('Kirtipur');
  await page.getByLabel('Applications close on').fill(addDaysToKey(kathmanduDateKey(new Date()), 14));
  await page.getByLabel(/Salary from/).fill('22000');
  await page.getByLabel(/Salary up to/).fill('28000');
  await page.getByLabel(/About the job/).fill('Decorate birthday cakes with buttercream roses on Fridays and Saturdays, 8 AM to 4 PM, in our Kirtipur kitchen.');
  await page.getByRole('button', { name: 'Post the vacancy' }).click();
  await expect(page.getByText(/is open and listed on the careers page/)).toBeVisible({ timeout: budget(20_000) });
  const vacancyLink = page.getByRole('link', { name: title });
  await expect(vacancyLink).toBeVisible();
  const vacancyPath = (await vacancyLink.getAttribute('href'))!;
  const vacancyId = vacancyPath.split('/').pop()!;

  // Another person finds it on /career/{id}, applies with a CV…
  const other = await browser.newContext();
  const applicantPage = await other.newPage();
  await logIn(applicantPage, applicant, `/career/${vacancyId}`);
  await expect(applicantPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(applicantPage.getByRole('link', { name: businessName })).toBeVisible();
  await expect(applicantPage.locator('form[data-hydrated]')).toHaveCount(1);
  const cv = Buffer.from(minimalPdf(['Sabina Gurung - CV', 'Cake decorator, 2 years, Kirtipur']));
  await applicantPage.getByLabel(/Your CV/).setInputFiles({ name: 'sabina-cv.pdf', mimeType: 'application/pdf', buffer: cv });
  await applicantPage.getByLabel('Mobile number').fill(applicant.phone);
  await applicantPage.getByRole('button', { name: 'Send application' }).click();
  await expect(applicantPage.getByText('Status: Received.')).toBeVisible({ timeout: budget(20_000) });

  // …the owner reads it and its CV, and shortlists it…
  await page.goto(vacancyPath);
  const card = page.getByTestId('vacancy-application').filter({ hasText: 'Sabina Gurung' });
  await expect(card).toContainText('Received');
  const cvHref = await card.getByRole('link', { name: /Read the CV/ }).getAttribute('href');
  const download = await page.request.get(cvHref!);
  expect(download.status()).toBe(200);
  expect(Buffer.from(await download.body()).equals(cv)).toBe(true);
  expect((await applicantPage.request.get(cvHref!)).status()).toBe(404); // not the applicant's to read here
  await card.getByRole('button', { name: 'Shortlist' }).click();
  await expect(card).toContainText('Shortlisted', { timeout: budget(20_000) });
  await expect(card.getByRole('button', { name: 'Invite to interview' })).toBeVisible();

  // …and the applicant sees it on their applications.
  await applicantPage.goto('/profile/applications');
  const mine = applicantPage.getByRole('listitem').filter({ has: applicantPage.getByRole('link', { name: title }) });
  await expect(mine).toContainText('Shortlisted');
  await expect(mine.getByRole('link', { name: businessName })).toBeVisible();

  // The applicant follows the business from its page and sees its vacancy on their profile.
  await mine.getByRole('link', { name: businessName }).click();
  await expect(applicantPage.getByRole('heading', { level: 1, name: businessName })).toBeVisible();
  await expect(applicantPage.getByRole('link', { name: 'Ramesh Maharjan' })).toHaveAttribute('href', new RegExp(`^/user/${owner.username}$`, 'i'));
  const follow = applicantPage.getByTestId('business-follow');
  await expect(follow).toBeEnabled();
  await expect(follow).toHaveText('Follow');
  await follow.click();
  await expect(follow).toHaveText('Following');
  await expect(applicantPage.getByTestId('business-followers')).toHaveText('1');
  await applicantPage.goto('/profile');
  const fromFollowed = applicantPage.getByTestId('followed-vacancies');
  await expect(fromFollowed.getByRole('link', { name: title })).toHaveAttribute('href', `/career/${vacancyId}`);
  await expect(fromFollowed.getByRole('link', { name: businessName })).toHaveAttribute('href', /^\/business\/[a-z0-9-]+$/);
  await other.close();
});
