import { expect, test, type Browser, type Page } from '@playwright/test';
import { budget } from './budget';
import { DEMO_CUSTOMER } from '@/lib/server/db/seed/community';
import { createConfirmedUser, logInAsDemoCustomer, logInWithPassword, seriousA11yViolations, waitForMessage, type TestUser } from './support';

// People as customers meet them (issue 14): two people connect (send, accept, remove) from each other's pages and
// /profile/connections, with the request told by mail; a person is followed and unfollowed, the count following;
// a private page shows a visitor only the name and avatar.

const DEMO = { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password };

async function loggedInPage(browser: Browser, user: { email: string; password: string }, path: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  if (user.email === DEMO_CUSTOMER.email) {
    await logInAsDemoCustomer(page, path);
  } else {
    await page.goto(`/login?referrer=${encodeURIComponent(path)}`);
    await page.waitForLoadState('networkidle');
    await logInWithPassword(page, user.email, user.password);
    await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`));
  }
  await page.waitForLoadState('networkidle');
  return page;
}

const actions = (page: Page) => page.getByTestId('person-actions');

test('two people connect: one sends from the other’s page, the other accepts, then removes', async ({ browser, request }) => {
  test.setTimeout(budget(150_000)); // two sign-ups by mail, two logins, three pages each
  const asha: TestUser = await createConfirmedUser(request);
  const bikash: TestUser = await createConfirmedUser(request);

  // Asha opens Bikash's page and asks to connect.
  const a = await loggedInPage(browser, asha, `/user/${bikash.username}`);
  await expect(a.getByRole('heading', { level: 1 })).toHaveText(bikash.name);
  await actions(a).getByRole('button', { name: 'Connect' }).click();
  await expect(actions(a).getByText('Pending')).toBeVisible();
  await expect(actions(a).getByRole('button', { name: 'Cancel request' })).toBeVisible();
  const mail = await waitForMessage(bikash.email, (m) => m.subject.includes('wants to connect'));
  expect(mail.links.some((l) => l.includes('/profile/connections?tab=incoming'))).toBe(true);

  // Bikash finds it under Requests and accepts.
  const b = await loggedInPage(browser, bikash, '/profile/connections?tab=incoming');
  const row = b.getByTestId('connection-item').filter({ hasText: `@${asha.username}` });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: `Accept: ${asha.name}` }).click();
  await expect(b.getByText(`You and ${asha.name.split(' ')[0]} are connected.`)).toBeVisible();
  await b.goto('/profile/connections');
  await expect(b.getByTestId('connection-item').filter({ hasText: `@${asha.username}` })).toBeVisible();
  await expect(b.getByRole('link', { name: /Connections \(1\)/ })).toBeVisible();
  await waitForMessage(asha.email, (m) => m.subject.includes('accepted your connection request'));

  // Asha sees them connected on Bikash's page, with one connection counted, and removes it.
  await a.reload();
  await a.waitForLoadState('networkidle');
  await expect(actions(a).getByText('✓ Connected')).toBeVisible();
  await expect(actions(a).getByTestId('person-counts')).toContainText('1 connection');
  await actions(a).getByRole('button', { name: 'Remove' }).click();
  await actions(a).getByRole('button', { name: 'Yes, remove' }).click();
  await expect(actions(a).getByRole('button', { name: 'Connect' })).toBeVisible();
  await expect(actions(a).getByTestId('person-counts')).toContainText('0 connections');
  await b.reload();
  await expect(b.getByText('No connections yet.', { exact: false })).toBeVisible();
});

test('a customer follows a baker from her page and unfollows her; the follow is remembered on the next visit', async ({ browser, request }) => {
  test.setTimeout(budget(90_000));
  const fan = await createConfirmedUser(request);
  const page = await loggedInPage(browser, fan, '/user/anil_maharjan');
  const counts = actions(page).getByTestId('person-counts');
  const followers = async () => Number((await counts.innerText()).match(/([\d.]+K?) followers?/)?.[1]);
  const before = await followers();
  const follow = actions(page).getByRole('button', { name: 'Follow' });
  await follow.click();
  await expect(actions(page).getByRole('button', { name: 'Following' })).toHaveAttribute('aria-pressed', 'true');
  await expect(counts).toContainText(`${before + 1} followers`);

  // A new page load: the follows load after the auth check, and the button knows.
  await page.reload();
  await page.waitForLoadState('networkidle');
  await expect(actions(page).getByRole('button', { name: 'Following' })).toBeVisible();
  // One follow action per second (SPEC §9): wait it out, then unfollow.
  await page.waitForTimeout(1100);
  await actions(page).getByRole('button', { name: 'Following' }).click();
  await expect(actions(page).getByRole('button', { name: 'Follow' })).toHaveAttribute('aria-pressed', 'false');
  await expect(counts).toContainText(`${before} followers`);
});

test('a private page shows a visitor only the name and avatar, and a connection everything', async ({ browser, page }) => {
  test.setTimeout(budget(60_000));
  await page.goto('/user/manoj_shahi');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Manoj Shahi');
  await expect(page.getByRole('heading', { name: 'Manoj’s page is private' })).toBeVisible();
  await expect(page.getByTestId('person-about')).toHaveCount(0);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).join(' ');
  expect(jsonLd).toContain('"ProfilePage"');
  expect(jsonLd).not.toContain('Bank officer');

  // The demo customer is one of Manoj's connections.
  const friend = await loggedInPage(browser, DEMO, '/user/manoj_shahi');
  await expect(friend.getByTestId('private-revealed')).toContainText('Bank officer in Balaju');
});

test('/profile/connections has no serious accessibility violations; no page of people scrolls sideways at 360 px', async ({ browser, page }, testInfo) => {
  test.setTimeout(budget(180_000)); // five pages through axe on a shared machine
  // The person pages' axe checks live in accessibility.spec.ts; here, their width on a phone.
  await page.setViewportSize({ width: 360, height: 800 });
  for (const path of ['/user/pema_sherpa', '/user/manoj_shahi']) {
    await page.goto(path);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), path).toBeLessThanOrEqual(0);
  }
  const demo = await loggedInPage(browser, DEMO, '/profile/connections');
  const sizes: Array<[number, string[]]> = [
    [360, ['', '?tab=incoming', '?tab=sent', '?tab=hidden']],
    [1440, ['?tab=incoming']],
  ];
  for (const [width, tabs] of sizes) {
    await demo.setViewportSize({ width, height: 900 });
    for (const tab of tabs) {
      await demo.goto(`/profile/connections${tab}`);
      await expect(demo.getByTestId('connection-item').first()).toBeVisible();
      expect(await seriousA11yViolations(demo), `connections${tab} at ${width}`).toEqual([]);
      expect(await demo.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
      await demo.screenshot({ path: testInfo.outputPath(`connections${tab.replace(/\W/g, '-')}-${width}.png`), fullPage: true });
    }
  }
});
