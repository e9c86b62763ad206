import { expect, test, type Page } from '@playwright/test';
import { budget } from './budget';
import { logInAsDemoCustomer, seriousA11yViolations, solidPng } from './support';

// Contests as people meet them: paging through contestants (24, then 48 appended), voting from a contest page and
// seeing the count move, entering a contest with a photo, and running one's own contest from /profile/contests.
// The seed's contests (lib/server/db/seed/data/contests.ts) are in their stages relative to the seed day.

const VOTING = '/contest/tihar-rangoli-cake-2026';
const ENTERING = '/contest/dashain-family-cake-photo';

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
}

async function logIn(page: Page, back: string): Promise<void> {
  await logInAsDemoCustomer(page, back);
  await page.waitForLoadState('networkidle');
}

const votes = async (page: Page, tile: ReturnType<Page['getByTestId']>) => Number((await tile.getByTestId('vote-count').getAttribute('title'))?.replace(/\D/g, ''));

test('a visitor pages through the contestants (24, then 48) and sorts them by newest', async ({ page }) => {
  await open(page, VOTING);
  await expect(page.getByRole('heading', { level: 1, name: 'Best Tihar Rangoli Cake' })).toBeVisible();
  const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).join(' ');
  expect(jsonLd).toContain('"@type":"Event"');
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /opengraph-image/);
  // The rules say what the voting service enforces: no vote for one's own entry.
  await expect(page.getByRole('region', { name: 'Rules' })).toContainText('Entrants cannot vote for their own entries.');
  const tiles = page.getByTestId('contestant');
  await expect(tiles).toHaveCount(24);
  await page.getByRole('button', { name: 'Show more contestants' }).click();
  await expect(tiles).toHaveCount(48);
  await expect(page.getByText('Showing 48 of 52')).toBeVisible();
  // A new sort starts again from page 1 (SPEC §4: page 1 replaces the list).
  await page.getByRole('button', { name: 'Newest' }).click();
  await expect(page.getByRole('button', { name: 'Newest' })).toHaveAttribute('aria-pressed', 'true');
  await expect(tiles).toHaveCount(24);
});

test('a customer votes from the contest page and sees the count go up by one, once', async ({ page }) => {
  await logIn(page, VOTING);
  const tile = page.getByTestId('contestant').nth(5);
  const before = await votes(page, tile);
  await tile.getByRole('button', { name: /^Vote for/ }).click();
  await expect(tile.getByRole('button', { name: /^Voted for/ })).toBeVisible();
  await expect.poll(() => votes(page, tile)).toBe(before + 1);
  // Again the same day: counted already, the number stays.
  await tile.getByRole('button', { name: /^Voted for/ }).click();
  await expect(page.getByText(/You already voted for this entry today/)).toBeVisible();
  expect(await votes(page, tile)).toBe(before + 1);
});

test('a customer enters a contest with a photo and sees the entry as theirs', async ({ page }) => {
  await logIn(page, ENTERING);
  const form = page.getByRole('form', { name: 'Enter this contest' });
  await form.getByLabel('Photo of your entry').setInputFiles({ name: 'cake.png', mimeType: 'image/png', buffer: solidPng(64, 48) });
  await form.getByLabel('Title').fill('Chocolate cake after tika at Aama’s');
  await form.getByLabel(/Your story/).fill('Eleven of us, one cake, and my nephew’s fingers in the icing before the photo.');
  await form.getByRole('button', { name: 'Send my entry' }).click();
  const mine = page.getByTestId('own-entries');
  await expect(mine.getByRole('link', { name: 'Chocolate cake after tika at Aama’s' })).toBeVisible();
  await expect(mine).toContainText('Live');
  // One entry per person here: the form is gone.
  await expect(page.getByRole('button', { name: 'Send my entry' })).toHaveCount(0);
  await mine.getByRole('link', { name: 'Chocolate cake after tika at Aama’s' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Chocolate cake after tika at Aama’s');
  // The uploaded photo itself (through the image optimizer), loaded.
  const photo = page.getByRole('img', { name: /^Chocolate cake after tika at Aama’s, by / });
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
});

test('an organiser approves an entry and announces the winners from /profile/contests', async ({ page }) => {
  await logIn(page, '/profile/contests');
  const mine = page.getByTestId('my-contests');
  await expect(mine).toContainText('My Newari Sweets Kitchen');
  await expect(mine).toContainText('2 waiting for you');
  await mine.getByRole('link', { name: 'My Newari Sweets Kitchen' }).click();
  await expect(page).toHaveURL(/\/profile\/contests\/\d+$/);
  const pending = page.getByTestId('pending-entries');
  await expect(pending.getByRole('listitem')).toHaveCount(2);
  await pending.getByRole('button', { name: /^Approve/ }).first().click();
  await expect(pending.getByRole('listitem')).toHaveCount(1);
  const boxes = page.getByRole('checkbox');
  await boxes.nth(0).check();
  await boxes.nth(1).check();
  await page.getByRole('button', { name: 'Announce the winners' }).click();
  await expect(page.getByText('Winners announced', { exact: true }).first()).toBeVisible();

  await open(page, '/contest/newari-sweets-kitchen-story');
  await expect(page.getByRole('heading', { name: 'Winners' })).toBeVisible();
  await expect(page.getByText('1st place').first()).toBeVisible();
});

test('the contest pages read well on a phone (360 px) with no serious accessibility problems', async ({ page }) => {
  test.setTimeout(budget(120_000));
  await page.setViewportSize({ width: 360, height: 800 });
  for (const path of ['/contests', VOTING, '/contest/teej-red-cake-challenge', '/contest/detail/1']) {
    await open(page, path);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), path).toBeLessThanOrEqual(0);
    expect(await seriousA11yViolations(page), path).toEqual([]);
  }
});
